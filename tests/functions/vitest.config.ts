import { defineConfig } from 'vitest/config';

// Callables through the real emulators: our RTDB server, firebase-tools' Auth and Functions
// emulators (started once by the global setup). Files run one at a time: they share the stack.
export default defineConfig({
  test: {
    name: 'functions',
    include: ['**/*.test.ts'],
    globalSetup: './global-setup.ts',
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
  },
});
