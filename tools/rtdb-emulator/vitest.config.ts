import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: { name: 'rtdb-emulator', include: ['src/**/*.test.ts'], testTimeout: 30000 },
});
