// Where the web builds go: the browser build in `outDir`, the server entry (storefront renderer) beside it.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ssrDirFor = (outDir: string): string => `${outDir}-ssr`;
