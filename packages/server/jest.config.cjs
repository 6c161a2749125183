// Dependencies jest must compile to CommonJS (jest skips node_modules otherwise):
// - content-disposition and cookie ship ESM only; Node 20 loads them natively (require(esm)), jest's
//   module loader does not.
// - PGlite's CommonJS build (index.cjs) loads Node built-ins with import(), which jest's VM refuses
//   without --experimental-vm-modules; compiled by swc, import() becomes require().
const COMPILE = ['content-disposition', 'cookie', '@electric-sql[+/]pglite'];

const preset = require('../../jest.preset.cjs')();
const [swc] = Object.values(preset.transform);

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.cjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${COMPILE.join('|')})[@/])`],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // PGlite's first start is slow on a small machine.
  testTimeout: 30_000,
};
