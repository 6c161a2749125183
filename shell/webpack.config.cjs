const { createConfig } = require('@aif/mf-config');

// The host: no exposes and no build-time remotes; remotes come from the server's manifest at run time.
module.exports = createConfig({
  name: 'shell',
  dir: __dirname,
  port: 3000,
  isHost: true,
  // Bundle budget (gzipped KB, main.js + bootstrap + the shared modules): 165.6 KB on 2026-11-26.
  // Raise it deliberately: docs/performance.md, "Bundle budgets".
  entryBudgetKb: 192,
});
