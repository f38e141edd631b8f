import { defineConfig } from 'vitest/config';

// The docs' own test: every relative link and anchor in docs/ resolves.
export default defineConfig({
  test: { name: 'docs', include: ['*.test.js'] },
});
