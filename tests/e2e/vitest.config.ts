import { defineConfig } from 'vitest/config';

// End-to-end specs in real Chromium against the whole local stack (started once in global-setup).
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['**/*.test.ts'],
    globalSetup: './global-setup.ts',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // expect.poll gives up after 1 s by default: on a 2-core machine running the functions suite
    // beside this one, a lazy chunk can take longer to arrive (a search dialog that opened after
    // 1 s failed CI). A poll that fails still fails, 15 s later.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // One stack, one database: specs run one file at a time.
    fileParallelism: false,
    // One module cache and one Chromium for every spec file: each file loading playwright-core
    // and its helpers again, and launching its own browser, cost 1–2 s a file
    // (docs/local-stack.md, "Slow machines").
    // Specs keep no state in shared modules; the per-file hooks are in support/per-file.ts.
    isolate: false,
    setupFiles: ['./support/per-file.ts'],
  },
});
