import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('system routes and HTTP conventions', () => {
  it('GET /api/health answers after a database round trip', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.api+json');
    expect(response.json()).toEqual({ meta: { status: 'ok', database: 'ok' } });
  });

  it('GET /api/openapi.json describes every API route with its body schema', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.openapi).toBe('3.1.0');
    const operations = Object.entries(spec.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'GET /api/session',
        'POST /api/session',
        'DELETE /api/session',
        'POST /api/users',
        'GET /api/users/{slug}',
        'PATCH /api/users/{slug}',
        'POST /api/password_resets',
        'PATCH /api/password_resets/{token}',
        'POST /api/email_verifications',
        'POST /api/account_claims',
        'GET /api/invitations',
        'POST /api/invitations',
        'POST /api/invitations/{slug}/accept',
        'DELETE /api/invitations/{slug}',
        'GET /api/connections',
        'DELETE /api/connections/{slug}',
        'GET /api/roles',
        'DELETE /api/roles/{slug}',
        'GET /api/organization_roles',
        'DELETE /api/organization_roles/{slug}',
        'POST /api/organizations',
        'GET /api/organizations',
        'GET /api/organizations/{slug}',
        'PATCH /api/organizations/{slug}',
        'POST /api/organizations/{slug}/memberships',
        'POST /api/organizations/{slug}/groups',
        'GET /api/organizations/{slug}/groups',
        'GET /api/groups/{slug}',
        'PATCH /api/groups/{slug}',
        'POST /api/providers',
        'GET /api/providers/{slug}',
        'PATCH /api/providers/{slug}',
        'DELETE /api/users/{slug}',
        'GET /api/places',
        'POST /api/uploads',
        'GET /uploads/{name}',
        'GET /api/checkup_preferences',
        'PUT /api/checkup_preferences',
        'POST /checkup_preferences',
      ]),
    );
    const signUp = spec.paths['/api/users'].post.requestBody.content['application/vnd.api+json'].schema;
    expect(signUp.properties.data.properties.attributes.required).toEqual(
      expect.arrayContaining(['email', 'password', 'first_name', 'last_name']),
    );
  });

  it('answers unknown API paths with a JSON:API 404 in the request language', async () => {
    const client = new TestClient(t.app);
    client.locale = 'fr';
    const response = await client.get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toBe('application/vnd.api+json');
    expect(response.doc.errors?.[0]?.detail).toBe(
      'Cette page ou cet élément est introuvable. Il a peut-être été supprimé.',
    );
  });

  it('sends the security headers on every response', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/session' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    // Document previews only: frames of this site or of a blob the page made.
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('answers 400 for a body that is not JSON', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.post('/api/session', '{not json');
    expect(response.statusCode).toBe(400);
    expect(response.doc.errors?.[0]?.detail).toBe(
      'The request could not be read. Please reload the page and try again.',
    );
  });

  it('answers 413 for a body over the limit', async () => {
    const client = await new TestClient(t.app).start();
    const huge = JSON.stringify({
      data: { type: 'sessions', attributes: { email: 'x'.repeat(200_000), password: 'x' } },
    });
    const response = await client.post('/api/session', huge);
    expect(response.statusCode).toBe(413);
  });

  it('caps page sizes and refuses unknown includes', async () => {
    const { parsePage, parseInclude } = await import('../../http/jsonapi');
    expect(parsePage({ 'page[number]': '2', 'page[size]': '1000' })).toEqual({
      number: 2,
      size: 100,
      offset: 100,
    });
    expect(() => parsePage({ 'page[number]': '0' })).toThrow();
    expect(parseInclude('administrators', ['administrators', 'providers'])).toEqual(['administrators']);
    expect(() => parseInclude('password_hash', ['administrators'])).toThrow();
  });
});

describe('request logs', () => {
  it('mask tokens carried in URLs', async () => {
    const { maskSecrets } = await import('../../app');
    expect(maskSecrets('/api/password_resets/abc123')).toBe('/api/password_resets/…');
    expect(maskSecrets('/api/session?device_token=secret&x=1')).toBe('/api/session?device_token=…&x=1');
    expect(maskSecrets('/verify-email?token=abc')).toBe('/verify-email?token=…');
  });
});
