import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devProxy } from './scripts/dev-proxy';
import { mantineLayers } from './scripts/mantine-styles';
import { mantineUseId } from './scripts/mantine-use-id';
import { productionBuild } from './scripts/production-build';
import { webTexts } from './scripts/web-texts';

// In development Vite serves the app on :5173 and hands the API, the dev outbox, form posts and the
// signed-out pages to the API server on :3000 (scripts/dev-proxy.ts).
const api = 'http://localhost:3000';

export default defineConfig({
  // Mantine's CSS a component at a time, each stylesheet in a layer of its own (scripts/mantine-styles.ts).
  // The interface's texts in parts, parsed at build time (scripts/web-texts.ts). Mantine's `useId`
  // without its second render of every AppShell (scripts/mantine-use-id.ts). A build is always the
  // production build, whatever NODE_ENV says (scripts/production-build.ts).
  plugins: [productionBuild(), react(), mantineLayers(), mantineUseId(), webTexts()],
  server: {
    port: 5173,
    proxy: devProxy(api),
  },
  build: {
    outDir: 'dist',
    sourcemap: process.env.SOURCEMAP === '1',
    chunkSizeWarningLimit: 600,
    // The server reads which files the signed-out pages' entry became (modules/front-door/assets.ts).
    manifest: true,
    rolldownOptions: {
      // The app, and the few lines the server-drawn signed-out pages add (src/front-door/).
      input: { app: 'index.html', 'front-door': 'src/front-door/front-door.ts' },
      output: {
        // Fewer, larger shared chunks: left alone, the bundler split Mantine's helpers and its
        // most used components into dozens of files under 1 kB that every page asked for one by
        // one (a member's home made 68 requests; a browser fetches 6 at a time from one origin).
        // `base`: Mantine's hooks and core helpers shared by two chunks or more; `ui`: the
        // components (and their stylesheets, still each in its own cascade layer) that most pages
        // draw. Bytes per page measured by bench/bundle-size.ts (home 164.9 -> 163.7 kB, each lazy
        // page 1-3 kB less): home now makes 40 requests.
        codeSplitting: {
          groups: [
            {
              name: 'base',
              test: /node_modules[\\/]@mantine[\\/](hooks|core[\\/]esm[\\/]core)[\\/]/,
              minShareCount: 2,
            },
            {
              // Popovers, menus and comboboxes place themselves with floating-ui. Left to the bundler
              // it shared a chunk with ScrollArea, so every page with a modal (the check-up's) also
              // fetched 14 kB of it that only a popover runs (bench/bundle-size.ts).
              name: 'floating',
              test: /node_modules[\\/]@floating-ui[\\/]/,
            },
            {
              name: 'ui',
              test: /node_modules[\\/]@mantine[\\/]core[\\/](esm[\\/]components[\\/](Text|Loader|UnstyledButton|Paper|Badge|Card|Alert|CloseButton|Transition|Box|Group|Stack|Button|Title|Anchor)[\\/]|styles[\\/](Text|Loader|UnstyledButton|Paper|Badge|Card|Alert|CloseButton|Group|Stack|Button|Title|Anchor)\.css)/,
              minShareCount: 2,
            },
          ],
        },
      },
      treeshake: {
        // A feature's index.ts only re-exports (features meet through it, .dependency-cruiser.cjs).
        // Declared free of side effects, it is looked through: each lazily loaded page keeps only
        // the modules it uses, instead of one chunk of everything the index names.
        moduleSideEffects: [{ test: /\/src\/features\/[^/]+\/index\.tsx?$/, sideEffects: false }],
      },
    },
  },
});
