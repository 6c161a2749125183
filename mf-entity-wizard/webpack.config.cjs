const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_entity_wizard',
  dir: __dirname,
  port: 3003,
  exposes: { './App': './src/App.tsx' },
  // Bundle budget (gzipped KB, remoteEntry.js + ./App): 112.2 KB on 2026-11-28 (the details and preview
  // pages load lazily). Raise it deliberately: docs/performance.md, "Bundle budgets".
  entryBudgetKb: 117,
});
