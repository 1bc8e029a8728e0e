// Issue 26 §4.6: `/sign-in?next=/%E2%9C%93` answered 500 (a Location header or a cookie with
// characters outside Latin-1). Every query parameter of the signed-out pages, and the forms' posts,
// take any text: never a 5xx, and `next` never leads off-site.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { createUser, signInAs, TEST_PASSWORD } from '../../test/factories';
import { safeNext } from './safe-next';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** UTF-8 of any code point, lone surrogates included (as WTF-8 writes them), percent-encoded. */
function percentEncode(codePoints: number[]): string {
  let out = '';
  for (const cp of codePoints) {
    const bytes =
      cp < 0x80
        ? [cp]
        : cp < 0x800
          ? [0xc0 | (cp >> 6), 0x80 | (cp & 63)]
          : cp < 0x10000
            ? [0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)]
            : [0xf0 | (cp >> 18), 0x80 | ((cp >> 12) & 63), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63)];
    for (const byte of bytes) out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** Any value a link could carry: unicode, lone surrogates, broken bytes, long runs, paths. */
const value = fc.oneof(
  fc.array(fc.integer({ min: 0x20, max: 0x10ffff }), { maxLength: 40 }).map(percentEncode),
  fc.array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 }).map(percentEncode),
  fc
    .array(fc.integer({ min: 0x80, max: 0xff }), { minLength: 1, maxLength: 6 })
    .map((bytes) => bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')),
  fc.string({ maxLength: 40 }).map(encodeURIComponent),
  fc.constantFrom(
    '/%E2%9C%93',
    '/%C3%BC/%E6%97%A5%E6%9C%AC',
    '//evil.example',
    '/%5Cevil.example',
    'x'.repeat(9000),
  ),
  fc.constantFrom('/\\evil.example', '/.//evil.example', 'https://evil.example', '/%2F%2Fevil.example'),
);
const names = [
  'next',
  'lang',
  'email',
  'invitation',
  'native_app',
  'country',
  'region',
  'token',
  'utm_source',
  'utm_campaign',
  'utm_medium',
  'one_signal_token',
  'os',
  'first_name',
];
const query = fc.array(fc.tuple(fc.constantFrom(...names), value), { minLength: 1, maxLength: 4 });
const pages = [
  '/',
  '/sign-in',
  '/sign-up',
  '/crisis',
  '/help/crisis',
  '/verify-email',
  '/forgot-password',
  '/reset-password/x',
];

const encodeQuery = (pairs: [string, string][]) => pairs.map(([name, v]) => `${name}=${v}`).join('&');

/** Whether a `Location` stays on this site: a path, never `//host` or `/\host`. */
const onSite = (location: string | undefined) =>
  location === undefined || (/^\/(?![/\\])/.test(location) && /^[\x21-\x7e]*$/.test(location));

describe('the signed-out pages take any query (issue 26 §4.6)', () => {
  it('answer sign-in with a non-Latin-1 `next` and the right password: 303 to that path, encoded', async () => {
    const user = await createUser(t.ctx);
    for (const next of ['/%E2%9C%93', '/%C3%BC/%E6%97%A5%E6%9C%AC']) {
      const visitor = await new TestClient(t.app).start();
      const page = await visitor.get(`/sign-in?next=${next}`, { accept: 'text/html' });
      expect(page.statusCode).toBe(200);
      const token = /name="authenticity_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
      const form = new URLSearchParams({
        authenticity_token: token,
        email: user.email,
        password: TEST_PASSWORD,
        next: decodeURIComponent(next),
      });
      const signedIn = await visitor.request('POST', '/sign-in', {
        body: form.toString(),
        headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(signedIn.statusCode).toBe(303);
      expect(signedIn.headers.location).toBe(next);
      // Signed in, the page sends the member on to `next`.
      const again = await visitor.get(`/sign-in?next=${next}`, { accept: 'text/html' });
      expect(again.statusCode).toBe(303);
      expect(again.headers.location).toBe(next);
    }
  });

  it('never answer 5xx to a visitor or a member, and never redirect off-site', async () => {
    const member = await new TestClient(t.app).start();
    await signInAs(member, await createUser(t.ctx));
    const visitor = await new TestClient(t.app).start();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constantFrom(...pages),
          value.map((token) => `/reset-password/${token}`),
        ),
        query,
        fc.boolean(),
        async (path, pairs, signedIn) => {
          const client = signedIn ? member : visitor;
          const response = await client.get(`${path}?${encodeQuery(pairs)}`, { accept: 'text/html' });
          expect(response.statusCode, `${path}?${encodeQuery(pairs)}`).toBeLessThan(500);
          expect(onSite(response.headers.location as string | undefined)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never answer 5xx to the forms, whatever their fields hold, and keep `next` on the site', async () => {
    const user = await createUser(t.ctx);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/sign-in', '/sign-up'),
        query,
        fc.oneof(
          value,
          value.map((v) => `/${v}`),
        ),
        fc.boolean(),
        async (path, pairs, next, rightPassword) => {
          const visitor = await new TestClient(t.app).start();
          const page = await visitor.get(path, { accept: 'text/html' });
          const token = /name="authenticity_token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
          const body = `authenticity_token=${encodeURIComponent(token)}&${encodeQuery(pairs)}&next=${next}&email=${encodeURIComponent(user.email)}&password=${rightPassword ? encodeURIComponent(TEST_PASSWORD) : 'nope'}`;
          const response = await visitor.request('POST', path, {
            body,
            headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
          });
          expect(response.statusCode, `${path} ${body}`).toBeLessThan(500);
          expect(onSite(response.headers.location as string | undefined)).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('safeNext', () => {
  it('keeps paths of the app, ASCII, and sends anything else home', () => {
    expect(safeNext('/✓')).toBe('/%E2%9C%93');
    expect(safeNext('/ü/日本?x=é#ç')).toBe('/%C3%BC/%E6%97%A5%E6%9C%AC?x=%C3%A9#%C3%A7');
    expect(safeNext('/\uD800')).toBe('/%EF%BF%BD');
    for (const away of [
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      'https://evil.example',
      '/\t/evil.example',
      '',
    ]) {
      expect(safeNext(away)).toBe('/');
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 60 }), (text) => {
        const path = safeNext(`/${text}`);
        expect(onSite(path)).toBe(true);
      }),
    );
  });
});
