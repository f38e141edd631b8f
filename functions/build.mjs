// Bundles the functions into lib/index.js. @fohzshop/shared (a workspace package) and zod are
// inlined so the deployed artifact needs only what Cloud Functions installs from package.json;
// firebase-admin and firebase-functions stay external: the runtime and the emulator's function
// discovery must load the very same copies the code imports.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

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
  external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
  logLevel: 'warning',
  legalComments: 'none',
  // Smaller artifact, faster cold start; names kept so logged stacks stay readable.
  minifyWhitespace: true,
  minifySyntax: true,
  keepNames: true,
});
