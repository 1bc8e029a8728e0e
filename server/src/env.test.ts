import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';

describe('loadEnv', () => {
  it('has working defaults for a fresh machine', () => {
    const env = loadEnv({});
    expect(env).toMatchObject({
      PORT: 3000,
      EVENKEEL_DEMO_DATA: true,
      NODE_ENV: 'development',
      publicUrl: 'http://localhost:3000',
    });
    expect(env.dataDir).toMatch(/\/data$/);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadEnv({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
    expect(() => loadEnv({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
    expect(() => loadEnv({ EVENKEEL_DEMO_DATA: 'maybe' })).toThrow(/EVENKEEL_DEMO_DATA/);
    expect(() => loadEnv({ EVENKEEL_ADMIN_EMAIL: 'root@example.test' })).toThrow(/must be set together/);
    expect(() =>
      loadEnv({ EVENKEEL_ADMIN_EMAIL: 'root@example.test', EVENKEEL_ADMIN_PASSWORD: 'short' }),
    ).toThrow(/EVENKEEL_ADMIN_PASSWORD: must be at least 12/);
    expect(() => loadEnv({ EVENKEEL_ROLE: 'worker' })).toThrow(/needs DATABASE_URL/);
  });

  it('reads switches and lists', () => {
    const env = loadEnv({
      EVENKEEL_DEMO_DATA: 'false',
      EVENKEEL_TRUSTED_ORIGINS: 'https://app.example, https://m.example',
      EVENKEEL_PUBLIC_URL: 'https://evenkeel.example/',
    });
    expect(env.EVENKEEL_DEMO_DATA).toBe(false);
    expect(env.trustedOrigins).toEqual([
      'https://evenkeel.example',
      'https://app.example',
      'https://m.example',
    ]);
  });
});
