import { defineConfig } from 'vitest/config';

// Unit projects run from the root (`npm run test:unit`); integration suites live in tests/.
export default defineConfig({
  test: {
    projects: ['shared', 'tools/rtdb-emulator', 'functions', 'web', 'scripts'],
  },
});
