import { defineConfig } from 'vitest/config';

// Security rules suite: one rtdb-emulator for the run (global setup); every test file
// uses its own namespace, so files may run in parallel without sharing data.
export default defineConfig({
  test: {
    name: 'rules',
    include: ['**/*.test.ts'],
    globalSetup: './global-setup.ts',
    testTimeout: 30000,
    hookTimeout: 30000,
    // Denied writes are expected here; the SDK logs each one as a warning.
    onConsoleLog: (log) => !/FIREBASE WARNING: .*permission_denied/i.test(log),
  },
});
