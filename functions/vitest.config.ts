import { defineConfig } from 'vitest/config';

// Unit tests of the functions' pure parts (wrapper, visitor keys); the emulator-backed suite is tests/functions.
export default defineConfig({
  test: { name: 'functions-unit', include: ['test/**/*.test.ts'], environment: 'node' },
});
