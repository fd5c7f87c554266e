/**
 * Lets a plain `node` child process of a test load the backend's TypeScript sources as Jest does
 * (@swc/core, same options as jest.config): `node -r ./test/support/register-ts.cjs -e "require('./file.ts')"` (the package is an ES module one,
 * so the entry is required, not run).
 * Used by tests that need a real second process (killed with SIGKILL, for instance).
 */
const Module = require('node:module');
const fs = require('node:fs');
const swc = require('@swc/core');
const original = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  try {
    return original.call(this, request, ...rest);
  } catch (error) {
    if (/^\.{1,2}\/.*\.js$/.test(request)) return original.call(this, request.slice(0, -3) + '.ts', ...rest);
    throw error;
  }
};
const options = require('../../swc.config.cjs').typescript;
require.extensions['.ts'] = (module, filename) => {
  const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
