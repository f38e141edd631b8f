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
    // Worker threads instead of child processes: 172 s instead of 205 s on one core.
    pool: 'threads',
    // Each test file starts in a fresh worker and imports Chakra and its hundreds of modules
    // again; pre-bundled, these libraries load as one file each: imports 81 s → 34 s summed over
    // the files, the project 134 s → 108 s on two cores (docs/local-stack.md, "Slow machines").
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
