// Bundles the functions into lib/index.js. @fohzshop/shared (a workspace package) and zod are
// inlined so the deployed artifact needs only what Cloud Functions installs from package.json;
// firebase-admin and firebase-functions stay external: the runtime and the emulator's function
// discovery must load the very same copies the code imports. sharp stays external too: it loads
// a native libvips binary for the platform, which Cloud Functions installs from package.json.
// compression (CommonJS requiring Node's modules) stays external: bundled into this ES module,
// its require() calls would throw.
//
// `node build.mjs --storefront <dir>` also copies a storefront renderer bundle (web/dist-ssr,
// made by `npm run build -w web`) into lib/storefront, where the deployed storefront function
// loads it (src/storefront/renderer-bundle.ts). Local stacks point STOREFRONT_DIR at their own.
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = fileURLToPath(new URL('.', import.meta.url));

await build({
  absWorkingDir: here,
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [
    'firebase-admin',
    'firebase-admin/*',
    'firebase-functions',
    'firebase-functions/*',
    'sharp',
    'compression',
  ],
  logLevel: 'warning',
  legalComments: 'none',
  // Smaller artifact, faster cold start; names kept so logged stacks stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  keepNames: true,
});

const { values } = parseArgs({ options: { storefront: { type: 'string' } } });
if (values.storefront) {
  const target = resolve(here, 'lib/storefront');
  await rm(target, { recursive: true, force: true });
  await cp(resolve(process.cwd(), values.storefront), target, { recursive: true });
}
