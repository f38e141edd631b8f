#!/usr/bin/env node
// Thin launcher: the compiled CLI lives in dist/ (run `npm run build -w tools/storage-emulator` first).
import('../dist/cli.js');
