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
};
