// Every browser-side and contracts unit suite in one jest run; the server suite runs on its own
// (serially, against a real database) from scripts/test-all.mjs.
module.exports = {
  projects: [
    '<rootDir>/packages/contracts',
    '<rootDir>/packages/api-client',
    '<rootDir>/packages/ui-kit',
    '<rootDir>/packages/application-wizard',
    '<rootDir>/packages/mf-config',
    '<rootDir>/shell',
    '<rootDir>/mf-onboarding',
    '<rootDir>/mf-individual-wizard',
    '<rootDir>/mf-entity-wizard',
    '<rootDir>/mf-lists-dashboard',
    '<rootDir>/mf-fund-setup',
    '<rootDir>/mf-user-admin',
    '<rootDir>/mf-reports',
  ],
  // A worker that holds more than this after a test file is replaced by a fresh one. Each DOM suite
  // leaves a jsdom and its modules behind, so without it the two workers' heaps grew all run long:
  // garbage collection slowed every later suite, and at the end a worker took too long to exit and jest
  // force-exited it ("A worker process has failed to exit gracefully"). Two runs with it: 414 and 462 s,
  // user CPU 12.4 and 14.0 min, no such notice; without it 533 s (the last CI run) and 582 s (18.1 min).
  workerIdleMemoryLimit: '1GB',
};
