const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_entity_wizard',
  dir: __dirname,
  port: 3003,
  exposes: { './App': './src/App.tsx' },
});
