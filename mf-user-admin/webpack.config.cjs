const { createConfig } = require('@aif/mf-config');

module.exports = createConfig({
  name: 'mf_user_admin',
  dir: __dirname,
  port: 3006,
  exposes: { './App': './src/App.tsx' },
});
