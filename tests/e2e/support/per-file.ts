// Run before every spec file (setupFiles): its hooks apply to that file's tests, even though the
// project shares one module cache and one browser between files (vitest.config.ts).
import { afterAll, afterEach } from 'vitest';
import { closeOpenContexts, failOnCspViolations } from './browser';

afterEach(failOnCspViolations);
afterAll(closeOpenContexts);
