const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_individual_wizard',
  dir: __dirname,
  port: 3002,
  exposes: { './App': './src/App.tsx' },
});
