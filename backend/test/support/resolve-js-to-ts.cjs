/**
 * Jest loads globalSetup/globalTeardown with plain `require` (transpiled, but without
 * moduleNameMapper): let `./file.js` find `./file.ts`, as the mapper does inside the test workers.
 */
const Module = require('node:module');

const original = Module._resolveFilename;
Module._resolveFilename = function resolveJsToTs(request, ...rest) {
  try {
    return original.call(this, request, ...rest);
  } catch (error) {
    if (/^\.{1,2}\/.*\.js$/.test(request)) return original.call(this, request.slice(0, -3), ...rest);
    throw error;
  }
};
