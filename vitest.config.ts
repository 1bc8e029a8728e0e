import { defineConfig } from 'vitest/config';

// One runner for every workspace: node for common and server, jsdom for the web app.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one file at a time; most server test time is spent
    // waiting on the database, so three at once halve the suite (about 9 minutes to 4.5 here).
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'common',
          include: ['common/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          environment: 'node',
          env: { TZ: 'UTC', NODE_ENV: 'test' },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // As the browser tests do on CI: one more try for a test that a loaded machine failed;
          // the report still names it (flaky), so it gets fixed, not hidden.
          retry: process.env.CI ? 1 : 0,
          pool: 'forks',
          globalSetup: ['server/src/test/global-setup.ts'],
        },
      },
      'web/vitest.config.{ts,mts}',
      {
        // The web workspace's build and development tooling (web/scripts/), run by Node, not a page.
        test: {
          name: 'web-scripts',
          include: ['web/scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
