// Jest entry point (CommonJS); the work is in global-teardown.ts.
require('./resolve-js-to-ts.cjs');
module.exports = require('./global-teardown.ts').default;
