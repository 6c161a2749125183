// Dependencies jest must compile to CommonJS (jest skips node_modules otherwise):
// - content-disposition and cookie ship ESM only; Node 20 loads them natively (require(esm)), jest's
//   module loader does not.
// - PGlite's CommonJS build (index.cjs) loads Node built-ins with import(), which jest's VM refuses
//   without --experimental-vm-modules; compiled by swc, import() becomes require().
const COMPILE = ['content-disposition', 'cookie', '@electric-sql[+/]pglite'];

// Slow files whose subject is not the database (drawing and reading 50,000-character fields in PDFs, uploads
// at their largest against the event loop's limit) run in one pass only: the PGlite pass, or the PostgreSQL
// pass when ENGINE_INDEPENDENT_PASS=postgres. The full test run sets that when both passes run side by side:
// the PGlite pass is the longer one, so the two minutes of work go to the other (scripts/test-all.mjs).
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
    ...((process.env.ENGINE_INDEPENDENT_PASS === 'postgres') === !process.env.TEST_DATABASE_URL
      ? ENGINE_INDEPENDENT
      : []),
  ],
  globalSetup: '<rootDir>/src/testing/global-setup.ts',
  globalTeardown: '<rootDir>/src/testing/global-teardown.ts',
  // PGlite's first start is slow on a small machine.
  testTimeout: 30_000,
};
