const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_onboarding',
  dir: __dirname,
  port: 3001,
  exposes: { './App': './src/App.tsx' },
});
