const { createConfig } = require('@aif/mf-config');

// The host: no exposes and no build-time remotes; remotes come from the server's manifest at run time.
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
  // Bundle budget (gzipped KB, main.js + bootstrap + the shared modules): 144.1 KB on 2026-11-26 (the
  // toaster, the error dialog, tabster and the country picker's Combobox load on demand).
  // Raise it deliberately: docs/performance.md, "Bundle budgets".
  entryBudgetKb: 150,
});
