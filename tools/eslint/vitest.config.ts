import { defineConfig } from 'vitest/config';

// The lint's own test: planted violations must fail from any working directory.
export default defineConfig({
  test: { name: 'eslint', include: ['*.test.js'], testTimeout: 120_000 },
});
