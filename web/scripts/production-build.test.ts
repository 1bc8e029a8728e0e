import path from 'node:path';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const saved = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = saved;
});

describe('the web build', () => {
  it('is the production build even under NODE_ENV=development', async () => {
    process.env.NODE_ENV = 'development';
    // As `vite build` resolves it (its default mode and NODE_ENV are production, a set NODE_ENV wins).
    const config = await resolveConfig(
      { root: web, configFile: path.join(web, 'vite.config.ts') },
      'build',
      'production',
      'production',
    );
    expect(config.isProduction).toBe(true);
    // What React's `process.env.NODE_ENV` checks read in the bundle: its development build is dropped.
    expect(config.define?.['process.env.NODE_ENV']).toBe('"production"');
  });

  it('leaves the development server alone', async () => {
    process.env.NODE_ENV = 'development';
    const config = await resolveConfig({ root: web, configFile: path.join(web, 'vite.config.ts') }, 'serve');
    expect(config.isProduction).toBe(false);
  });
});
