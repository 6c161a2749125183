// The build helpers' own tests (the bundle budget), in Node.
module.exports = require('../../jest.preset.cjs')();
