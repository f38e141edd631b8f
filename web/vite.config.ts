import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { staticStyles } from './scripts/static-styles-plugin.js';
import { STOREFRONT_CHUNK, storefrontChunk } from './scripts/storefront-chunk.js';
import { BOUND_RECIPES } from './src/ui/theme/bound-recipes.js';

// Without them a production build would talk to no project at all (docs/deploy in the README).
const REQUIRED_PRODUCTION_ENV = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_DATABASE_URL',
  'VITE_FIREBASE_APP_ID',
  // App Check's reCAPTCHA Enterprise key: callables carry a token, enforced by APP_CHECK_ENFORCED.
  'VITE_APPCHECK_SITE_KEY',
];

function checkProductionEnv(mode: string): void {
  const env = {
    ...loadEnv(mode, fileURLToPath(new URL('.', import.meta.url)), 'VITE_'),
    ...process.env,
  };
  if (env.VITE_USE_EMULATORS === 'true') return;
  const missing = REQUIRED_PRODUCTION_ENV.filter((name) => !env[name]);
  if (missing.length > 0) {
    throw new Error(
      `Build de production impossible : variables manquantes ${missing.join(', ')} ` +
        '(web/.env.production, voir web/.env.example) — ou VITE_USE_EMULATORS=true pour la pile locale.',
    );
  }
}

const RECIPE_FILE =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/]recipes[\\/]([\w-]+)\.js$/;

/**
 * Chakra's runtime (styled-system, provider, emotion) and the layout components every part built
 * with Chakra uses: one chunk, fetched by the first such part a page loads. Left to the bundler,
 * each of these modules became a chunk of its own (the cart page fetched 45 scripts).
 */
const CHAKRA_RUNTIME =
  /[\\/]node_modules[\\/](@emotion|stylis|@pandacss[\\/]is-valid-prop|hoist-non-react-statics|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils|create-context|merge-props|merge-refs|components[\\/](box|flex|stack|grid|simple-grid|center|spacer|container|text|heading|button|link|image|badge|card|list|separator|skeleton|spinner|icon|visually-hidden|close-button)[\\/])[\\/]?)/;

/**
 * A chunk of its own for each recipe bound where it is used (src/ui/theme/bound-recipes.ts).
 * The entry imports Chakra's theme index, which imports every recipe: the entry's group, which
 * takes the dependencies of its modules, would otherwise take these too (docs/performance.md).
 */
function boundRecipeChunk(id: string): string | null {
  const file = RECIPE_FILE.exec(id)?.[1];
  const files = Object.values(BOUND_RECIPES).find((list) => file && list.includes(file));
  return files ? `${files[0]}-recipe` : null;
}

// The SPA (client build, `vite build`) and its server entry (`vite build --ssr`), both from the
// same sources. `npm run build -w web` runs both; the storefront function renders with the second.
export default defineConfig(({ command, mode, isSsrBuild }) => {
  if (command === 'build' && !isSsrBuild) checkProductionEnv(mode);
  return {
    plugins: [staticStyles(), react()],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    server: { port: 5173, strictPort: false },
    // The prerender entry bundles everything: it runs from .data/ or dist-ssr/, away from the
    // workspace's node_modules, and resolves exactly the modules the browser gets.
    ssr: { noExternal: true },
    build: isSsrBuild
      ? { target: 'node20', sourcemap: false, emptyOutDir: true, copyPublicDir: false }
      : {
          target: 'es2022',
          sourcemap: false,
          manifest: true,
          reportCompressedSize: true,
          chunkSizeWarningLimit: 600,
          rolldownOptions: {
            output: {
              // Everything the entry loads statically goes in one chunk: one request and better
              // gzip than the many small shared chunks rolldown would otherwise emit. Then what
              // the prerendered pages share, in one chunk too (scripts/storefront-chunk.ts).
              codeSplitting: {
                groups: [
                  // Without its dependencies: those are the entry's (styled-system, anatomy).
                  {
                    name: boundRecipeChunk,
                    debugName: 'bound-recipes',
                    priority: 4,
                    includeDependenciesRecursively: false,
                  },
                  { name: 'initial', tags: ['$initial'], priority: 3 },
                  { name: 'chakra', test: CHAKRA_RUNTIME, priority: 2 },
                  { name: storefrontChunk(), debugName: STOREFRONT_CHUNK, priority: 1 },
                ],
              },
            },
            // Chakra's theme module builds its full default config at load time; these helpers
            // are pure, so the recipes we do not use can be dropped (see ui/theme/system.ts).
            treeshake: {
              manualPureFunctions: [
                'defineConfig',
                'mergeConfigs',
                'createSystem',
                'createAnatomy',
              ],
            },
          },
        },
  };
});
