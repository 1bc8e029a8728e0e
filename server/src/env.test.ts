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

  it('reads the trusted proxies: none by default, a hop count, or addresses and CIDRs', () => {
    expect(loadEnv({}).trustedProxies).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production' }).trustedProxies).toBe(false);
    expect(loadEnv({ EVENKEEL_TRUSTED_PROXIES: '1' }).trustedProxies).toBe(1);
    expect(loadEnv({ EVENKEEL_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.4,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.168.1.4',
      'fd00::/8',
    ]);
    for (const bad of [
      '0',
      'yes',
      'true',
      '10.0.0.0/33',
      '10.0.0/8',
      'proxy.local',
      '10.0.0.1,',
      '::1/129',
    ]) {
      expect(() => loadEnv({ EVENKEEL_TRUSTED_PROXIES: bad }), bad).toThrow(/EVENKEEL_TRUSTED_PROXIES/);
    }
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

  it('uses the data folder and GeoNames unless S3 or Google Places is configured', () => {
    const env = loadEnv({});
    expect(env.s3).toBeNull();
    expect(env.googlePlaces).toBeNull();
  });

  it('reads S3 settings, with AWS defaults for the endpoint, addressing and ACL', () => {
    const s3 = {
      S3_BUCKET: 'evenkeel-uploads',
      S3_REGION: 'ca-central-1',
      S3_ACCESS_KEY_ID: 'AKIA123',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(loadEnv(s3).s3).toEqual({
      bucket: 'evenkeel-uploads',
      region: 'ca-central-1',
      endpoint: 'https://s3.ca-central-1.amazonaws.com',
      accessKeyId: 'AKIA123',
      secretAccessKey: 'secret',
      forcePathStyle: false,
      acl: 'private',
    });
    expect(
      loadEnv({ ...s3, S3_ENDPOINT: 'http://minio:9000/', S3_FORCE_PATH_STYLE: 'true', S3_ACL: 'none' }).s3,
    ).toMatchObject({ endpoint: 'http://minio:9000', forcePathStyle: true, acl: null });
  });

  it('stops on a half-configured bucket, naming what is missing', () => {
    expect(() => loadEnv({ S3_BUCKET: 'evenkeel-uploads' })).toThrow(
      /missing: S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/missing: S3_BUCKET/);
    expect(() =>
      loadEnv({
        S3_BUCKET: 'b',
        S3_REGION: 'x',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 's',
      }),
    ).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadEnv({ S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadEnv({ S3_ACL: 'public-read' })).toThrow(/S3_ACL/);
  });

  it('reads the Google Places key and base URL', () => {
    expect(loadEnv({ GOOGLE_PLACES_KEY: 'k' }).googlePlaces).toEqual({
      key: 'k',
      baseUrl: 'https://places.googleapis.com',
    });
    expect(
      loadEnv({ GOOGLE_PLACES_KEY: 'k', GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9999/' }).googlePlaces,
    ).toEqual({ key: 'k', baseUrl: 'http://127.0.0.1:9999' });
    expect(() => loadEnv({ GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9999' })).toThrow(
      /GOOGLE_PLACES_BASE_URL needs GOOGLE_PLACES_KEY/,
    );
  });
});
