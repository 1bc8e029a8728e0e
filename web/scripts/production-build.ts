import type { Plugin } from 'vite';

/**
 * `vite build` makes the production build whatever `NODE_ENV` the shell carries: `npm start`
 * builds the app when it is missing or stale, and the README's `NODE_ENV=development npm start`
 * used to ship React's development build (the app chunk 513 kB instead of 319 kB raw). Vite
 * decides `isProduction`, and what `process.env.NODE_ENV` reads in the bundle, from `NODE_ENV`
 * after the plugins' `config` hooks, so setting it here wins. `vite` (the dev server) is untouched.
 */
export function productionBuild(env: NodeJS.ProcessEnv = process.env): Plugin {
  return {
    name: 'evenkeel:production-build',
    config(_config, { command }) {
      if (command !== 'build') return;
      env.NODE_ENV = 'production';
      return { define: { 'process.env.NODE_ENV': JSON.stringify('production') } };
    },
  };
}
