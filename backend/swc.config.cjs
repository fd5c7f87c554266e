/**
 * How @swc turns the backend's TypeScript (decorators + metadata) and the ESM-only packages into
 * CommonJS: read by Jest (jest.config.js) and by test/support/register-ts.cjs.
 */
module.exports = {
  typescript: {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
  javascript: {
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022', keepClassNames: true },
    module: { type: 'commonjs' },
  },
};
