import { defineConfig } from 'vitest/config';

// End-to-end specs in real Chromium against the whole local stack (started once in global-setup).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: './global-setup.ts',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // One stack, one database: specs run one file at a time.
    fileParallelism: false,
  },
});
