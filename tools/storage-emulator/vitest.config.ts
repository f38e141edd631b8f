import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'storage-emulator', include: ['src/**/*.test.ts'], testTimeout: 30000 },
});
