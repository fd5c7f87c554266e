// Jest entry point (CommonJS); the work is in global-setup.ts.
require('./resolve-js-to-ts.cjs');
module.exports = require('./global-setup.ts').default;
