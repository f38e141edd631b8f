import { fileURLToPath, URL } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// Colour palettes no screen uses (no colorPalette, token nor recipe of ours refers to them):
// dropped from Chakra's colour tokens and semantic tokens (initial bundle budget). Using one
// again? Remove it from this list.
const UNUSED_PALETTES = ['yellow', 'teal', 'cyan', 'pink'];
const CHAKRA_COLOR_MODULE = /@chakra-ui\/react\/dist\/esm\/theme\/(semantic-)?tokens\/colors\.js$/;
const PALETTE_BLOCK = new RegExp(
  `^  (?:${UNUSED_PALETTES.join('|')}): \\{\\n[\\s\\S]*?^  \\},?\\n`,
  'gm',
);

function slimChakraPalettes(): Plugin {
  return {
    name: 'fohzshop:slim-chakra-palettes',
    transform(code, id) {
      if (!CHAKRA_COLOR_MODULE.test(id)) return null;
      return { code: code.replace(PALETTE_BLOCK, ''), map: null };
    },
  };
}

// The SPA. `npm run dev -w web` serves it; `npm run build -w web` writes web/dist (Hosting).
export default defineConfig({
  plugins: [react(), slimChakraPalettes()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, strictPort: false },
  build: {
    target: 'es2022',
    sourcemap: false,
    reportCompressedSize: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Everything the entry loads statically goes in one chunk: one request and better gzip
        // than the many small shared chunks rolldown would otherwise emit.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
      },
      // Chakra's theme module builds its full default config at load time; these helpers are
      // pure, so the recipes we do not use can be dropped (slim system, see app/system.ts).
      treeshake: {
        manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem', 'createAnatomy'],
      },
    },
  },
});
