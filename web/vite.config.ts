import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The SPA. `npm run dev -w web` serves it; `npm run build -w web` writes web/dist (Hosting).
export default defineConfig({
  plugins: [react()],
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
      // Chakra's theme module builds its full default config at load time; these helpers are
      // pure, so the recipes we do not use can be dropped (slim system, see app/system.ts).
      treeshake: { manualPureFunctions: ['defineConfig', 'mergeConfigs', 'createSystem', 'createAnatomy'] },
    },
  },
});
