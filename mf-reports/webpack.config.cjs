const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_reports',
  dir: __dirname,
  port: 3007,
  exposes: { './App': './src/App.tsx' },
});
