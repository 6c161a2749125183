// Dependencies jest must compile to CommonJS (jest skips node_modules otherwise):
// - content-disposition and cookie ship ESM only; Node 20 loads them natively (require(esm)), jest's
//   module loader does not.
// - PGlite's CommonJS build (index.cjs) loads Node built-ins with import(), which jest's VM refuses
//   without --experimental-vm-modules; compiled by swc, import() becomes require().
const COMPILE = ['content-disposition', 'cookie', '@electric-sql[+/]pglite'];

// With TEST_DATABASE_URL (the PostgreSQL pass) the slow files whose subject is not the database are left
// out: drawing and reading 50,000-character fields in PDFs and uploads at their largest against the event
// loop's limit. The PGlite pass runs them; on PostgreSQL they would repeat the same work for two minutes.
const ENGINE_INDEPENDENT = [
  '/src/modules/application-pdf/long-text.test.ts',
  '/src/modules/files/upload-event-loop.test.ts',
];

const preset = require('../../jest.preset.cjs')();
const [swc] = Object.values(preset.transform);

module.exports = {
  ...preset,
  transform: { ...preset.transform, '^.+\\.cjs$': swc },
  transformIgnorePatterns: [`/node_modules/(?!(\\.pnpm/)?(${COMPILE.join('|')})[@/])`],
  testPathIgnorePatterns: [
    ...(preset.testPathIgnorePatterns ?? ['/node_modules/']),
    ...(process.env.TEST_DATABASE_URL ? ENGINE_INDEPENDENT : []),
  ],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // PGlite's first start is slow on a small machine.
  testTimeout: 30_000,
};
