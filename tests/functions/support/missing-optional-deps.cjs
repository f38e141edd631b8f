/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS preload (node --require) */
// Preloaded (NODE_OPTIONS --require) into the firebase CLI and function runtimes ONLY when
// firebase-admin's optional dependency @google-cloud/firestore is not installed (a checkout
// installed without optional packages; `npm ci` installs it). The Functions emulator runtime
// loads all of firebase-functions, whose Firestore provider requires it at load time; we use
// no Firestore, so an empty module is enough to let the runtime start.
const Module = require('node:module');
const path = require('node:path');

const STUBBED = new Set(['@google-cloud/firestore']);
const stub = path.join(__dirname, 'empty-module.cjs');
const resolve = Module._resolveFilename;
Module._resolveFilename = function resolveWithStubs(request, ...rest) {
  try {
    return resolve.call(this, request, ...rest);
  } catch (error) {
    if (STUBBED.has(request)) return stub;
    throw error;
  }
};
