// `npm run build -w web [-- --outDir <dir>]`: the browser build into <dir> (default web/dist,
// the folder Hosting deploys) and the storefront renderer into <dir>-ssr, which the functions
// deploy (functions/build.mjs --storefront) and which renders every storefront page.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { WEB_DIR, ssrDirFor } from './paths';
import { writeStorefrontBundle } from './storefront-bundle';

const { values } = parseArgs({
  options: { outDir: { type: 'string' }, emptyOutDir: { type: 'boolean' } },
  allowPositionals: false,
});
const outDir = resolve(WEB_DIR, values.outDir ?? 'dist');
// Always what ships: a parent process (vitest sets NODE_ENV=test) must not turn this into a
// development build of React.
process.env.NODE_ENV = 'production';

await build({
  root: WEB_DIR,
  mode: 'production',
  logLevel: 'warn',
  build: { outDir, emptyOutDir: true },
});
await build({
  root: WEB_DIR,
  mode: 'production',
  logLevel: 'warn',
  build: { ssr: 'src/entry-server.tsx', outDir: ssrDirFor(outDir), emptyOutDir: true },
});
await writeStorefrontBundle(outDir);
console.log(`Web : ${outDir} (navigateur) et ${ssrDirFor(outDir)} (rendu des pages).`);
