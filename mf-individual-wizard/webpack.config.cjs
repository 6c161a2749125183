const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_individual_wizard',
  dir: __dirname,
  port: 3002,
  exposes: { './App': './src/App.tsx' },
  // Bundle budget (gzipped KB, remoteEntry.js + ./App): 112.3 KB on 2026-11-28 (the details, preview and
  // investor pages load lazily). Raise it deliberately: docs/performance.md, "Bundle budgets".
  entryBudgetKb: 117,
});
