// `npm run build -w web [-- --outDir <dir>]`: the browser build into <dir> (default web/dist,
// the folder Hosting deploys) and the prerender entry into <dir>-ssr (never deployed). Pages are
// then written by prerender.ts, which needs a database to read the catalogue from.
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { WEB_DIR, ssrDirFor } from './paths';

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
console.log(`Web : ${outDir} (navigateur) et ${ssrDirFor(outDir)} (prérendu).`);
