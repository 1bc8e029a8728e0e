import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devProxy } from './scripts/dev-proxy';
import { mantineLayers } from './scripts/mantine-styles';
import { webTexts } from './scripts/web-texts';

// In development Vite serves the app on :5173 and hands the API, the dev outbox, form posts and the
// signed-out pages to the API server on :3000 (scripts/dev-proxy.ts).
const api = 'http://localhost:3000';

export default defineConfig({
  // Mantine's CSS a component at a time, each stylesheet in a layer of its own (scripts/mantine-styles.ts).
  // The interface's texts in parts, parsed at build time (scripts/web-texts.ts).
  plugins: [react(), mantineLayers(), webTexts()],
  server: {
    port: 5173,
    proxy: devProxy(api),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    // The server reads which files the signed-out pages' entry became (modules/front-door/assets.ts).
    manifest: true,
    rolldownOptions: {
      // The app, and the few lines the server-drawn signed-out pages add (src/front-door/).
      input: { app: 'index.html', 'front-door': 'src/front-door/front-door.ts' },
      treeshake: {
        // A feature's index.ts only re-exports (features meet through it, .dependency-cruiser.cjs).
        // Declared free of side effects, it is looked through: each lazily loaded page keeps only
        // the modules it uses, instead of one chunk of everything the index names.
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.tsx?$/, sideEffects: false }],
      },
    },
  },
});
