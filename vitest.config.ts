import { defineConfig } from 'vitest/config';

// One runner for every workspace: node for common and server, jsdom for the web app.
export default defineConfig({
  test: {
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
