const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_fund_setup',
  dir: __dirname,
  port: 3005,
  exposes: { './App': './src/App.tsx' },
});
