import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { webTexts } from './scripts/web-texts';

export default defineProject({
  // The texts as the browser gets them: parsed at build time, no ICU parser in the bundle.
  plugins: [react(), webTexts()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Typing into forms in jsdom is CPU-bound: on a machine shared with the server and browser
    // suites it takes several times its quiet-machine time. Speed is the benches' job, not this.
    testTimeout: 20_000,
  },
});
