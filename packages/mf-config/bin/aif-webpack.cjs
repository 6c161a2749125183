#!/usr/bin/env node
// Runs the webpack CLI installed with @aif/mf-config, so every app builds with the same, pinned webpack
// (@module-federation/enhanced 2.9.2 needs webpack 5.111.1 exactly) without listing it itself.
require('webpack-cli/bin/cli.js');
