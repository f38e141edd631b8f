import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    // Unit tests use the demo project's configuration, like the local stack.
    env: { VITE_USE_EMULATORS: 'true' },
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // jsdom + Chakra on shared CI cores: a user-event flow can exceed the 5 s default.
    testTimeout: 20_000,
    // Each test file runs in a fresh VM context (its own globals, DOM and modules) inside worker
    // threads that live for the whole run, so jsdom loads once per worker instead of once per
    // file: the project takes 35 s instead of 102 s (docs/local-stack.md, "Slow machines").
    pool: 'vmThreads',
    // Pre-bundled, these libraries load as one file each. In a VM context they must be: Node's
    // VM cannot load react-router-dom's CommonJS build, which requires react-router's ES modules
    // (« Cannot use import statement outside a module »); a library shipped that way goes here.
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            '@chakra-ui/react',
            '@chakra-ui/react/theme',
            '@emotion/react',
            '@tanstack/react-query',
            'react-router-dom',
            '@ark-ui/react',
            'react-hook-form',
            '@hookform/resolvers/zod',
          ],
        },
      },
    },
  },
});
