const { createConfig } = require('@aif/mf-config');

// The host: no exposes and no build-time remotes; remotes come from the server's manifest at run time.
module.exports = createConfig({ name: 'shell', dir: __dirname, port: 3000, isHost: true });
