import { defineConfig } from 'vitest/config';

// Cross-package suites; each project starts the servers it needs in its own global setup.
export default defineConfig({
  test: {
    projects: ['rules', 'functions', 'e2e'],
  },
});
