import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { TestClient } from '../test/client';
import { clientFor, createUser } from '../test/factories';
import { paginationLinks } from './jsonapi-protocol';

/** JSON:API 1.1's MUST rules as a client meets them, on real routes (issue 11). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const JSONAPI = 'application/vnd.api+json';

describe('media type parameters', () => {
  it('refuses a body whose JSON:API media type carries a parameter (415), and changes nothing', async () => {
    const user = await createUser(t.ctx, { firstName: 'Ada' });
    const client = await clientFor(t.app, user);
    const body = { data: { type: 'users', id: user.slug, attributes: { first_name: 'Changed' } } };
    const refused = await client.patch(`/api/users/${user.slug}`, body, {
      'content-type': `${JSONAPI}; charset=utf-8`,
    });
    expect(refused.statusCode).toBe(415);
    expect(refused.doc.errors?.[0]?.detail).toContain('no media type parameters');
    const profile = await client.get(`/api/users/${user.slug}`);
    expect(profile.doc.data).toMatchObject({ attributes: { first_name: 'Ada' } });
  });

  it('accepts the profile parameter, which JSON:API allows', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.get('/api/health', {
      accept: `${JSONAPI}; profile="https://example.org/p"`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers 406 when every JSON:API media type in Accept carries other parameters', async () => {
    const client = new TestClient(t.app);
    client.locale = 'fr';
    const refused = await client.get('/api/health', {
      accept: `${JSONAPI}; charset=utf-8, ${JSONAPI}; ext="x"`,
    });
    expect(refused.statusCode).toBe(406);
    expect(refused.doc.errors?.[0]?.detail).toContain('sans paramètre');
    const fine = await client.get('/api/health', { accept: `${JSONAPI}; charset=utf-8, ${JSONAPI}` });
    expect(fine.statusCode).toBe(200);
    // Other media types are none of JSON:API's business.
    expect((await client.get('/api/health', { accept: 'text/html;q=0.9, */*' })).statusCode).toBe(200);
  });
});

describe('query parameters', () => {
  it('refuses an unknown parameter with 400 naming it', async () => {
    const response = await new TestClient(t.app).get('/api/health?verbose=1');
    expect(response.statusCode).toBe(400);
    expect(response.doc.errors?.[0]).toMatchObject({ status: '400', source: { parameter: 'verbose' } });
  });

  it.each(['sort=name', 'page[number]=2', 'filter[q]=x', 'fields[users]=email'])(
    'refuses %s where the route does not support that family',
    async (query) => {
      const response = await new TestClient(t.app).get(`/api/health?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.doc.errors?.[0]?.source).toEqual({ parameter: query.split('=')[0] });
    },
  );

  it('refuses include=bogus on a route with nothing to include, and accepts an empty include', async () => {
    const client = new TestClient(t.app);
    const bogus = await client.get('/api/health?include=bogus');
    expect(bogus.statusCode).toBe(400);
    expect(bogus.doc.errors?.[0]?.source).toEqual({ parameter: 'include' });
    expect((await client.get('/api/health?include=')).statusCode).toBe(200);
  });
});

describe('methods and authentication', () => {
  it('answers 405 with Allow for a known path and another method', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.put('/api/session', { data: { type: 'sessions', attributes: {} } });
    expect(response.statusCode).toBe(405);
    expect(String(response.headers.allow).split(', ').sort()).toEqual(['DELETE', 'GET', 'HEAD', 'POST']);
    expect(response.doc.errors?.[0]?.code).toBe('method_not_allowed');
    // An unknown path stays a 404.
    expect((await client.put('/api/nothing-here', {})).statusCode).toBe(404);
  });

  it('answers 405 before any CSRF check: a client with no token learns the method is wrong', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/session',
      headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' },
      payload: JSON.stringify({ data: { type: 'sessions', attributes: {} } }),
    });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toContain('POST');
    const unknown = await t.app.inject({ method: 'DELETE', url: '/api/nothing-here' });
    expect(unknown.statusCode).toBe(404);
    // A route that exists still needs its token.
    const post = await t.app.inject({
      method: 'POST',
      url: '/api/session',
      headers: { 'content-type': 'application/vnd.api+json' },
      payload: JSON.stringify({
        data: { type: 'sessions', attributes: { email: 'a@b.test', password: 'x' } },
      }),
    });
    expect(post.statusCode).toBe(403);
  });

  it('sends WWW-Authenticate with every 401', async () => {
    const client = await new TestClient(t.app).start();
    const signedOut = await client.get('/api/session');
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.headers['www-authenticate']).toMatch(/^Cookie realm="Evenkeel"/);
    const profile = await client.get('/api/users/someone');
    expect(profile.statusCode).toBe(401);
    expect(profile.headers['www-authenticate']).toMatch(/^Cookie realm="Evenkeel"/);
  });

  it('refuses a client-generated id on a POST with 403, creating nothing', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.post('/api/password_resets', {
      data: { type: 'password_resets', id: 'mine', attributes: { email: 'nobody@example.org' } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.doc.errors?.[0]?.code).toBe('client_generated_id');
  });
});

describe('pagination links', () => {
  it('give first, prev, next and last, keeping the other parameters', () => {
    const links = paginationLinks('/api/things?filter[q]=a&page[number]=2&page[size]=10', 35);
    expect(links).toEqual({
      self: '/api/things?filter%5Bq%5D=a&page%5Bnumber%5D=2&page%5Bsize%5D=10',
      first: '/api/things?filter%5Bq%5D=a&page%5Bnumber%5D=1&page%5Bsize%5D=10',
      prev: '/api/things?filter%5Bq%5D=a&page%5Bnumber%5D=1&page%5Bsize%5D=10',
      next: '/api/things?filter%5Bq%5D=a&page%5Bnumber%5D=3&page%5Bsize%5D=10',
      last: '/api/things?filter%5Bq%5D=a&page%5Bnumber%5D=4&page%5Bsize%5D=10',
    });
  });

  it('are RFC 3986 URI-references: brackets percent-encoded, as JSON:API clients and schemas expect', () => {
    const links = paginationLinks('/api/things?filter[q]=a b&fields[things]=name&page[number]=2', 35);
    // RFC 3986: path-abempty "?" query, query = *( pchar / "/" / "?" ), no raw "[" or "]".
    const reference = /^(\/[A-Za-z0-9\-._~!$&'()*+,;=:@%]*)+\?[A-Za-z0-9\-._~!$&'()*+,;=:@%/?]*$/;
    for (const link of Object.values(links)) {
      if (link === null) continue;
      expect(link).toMatch(reference);
      expect(new URL(link, 'http://x').searchParams.get('filter[q]')).toBe('a b');
    }
  });

  it('have no prev on the first page and no next on the last; an empty list has one page', () => {
    const empty = paginationLinks('/api/things', 0);
    expect(empty.prev).toBeNull();
    expect(empty.next).toBeNull();
    expect(empty.last).toBe('/api/things?page%5Bnumber%5D=1&page%5Bsize%5D=25');
  });
});
