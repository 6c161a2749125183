module.exports = require('../jest.preset.cjs')({ dom: true, setup: ['jest.setup.ts'] });
