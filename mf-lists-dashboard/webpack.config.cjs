const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_lists_dashboard',
  dir: __dirname,
  port: 3004,
  exposes: { './App': './src/App.tsx' },
});
