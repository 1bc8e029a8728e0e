import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';

// The built app's index.html in miniature, and one of its hashed files.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Evenkeel</title></head><body><div id="root"></div><script type="module" src="/assets/app-abc.js"></script></body></html>';

let webRoot: string;
let t: TestApp;
let statements = 0;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'evenkeel-web-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  await writeFile(path.join(webRoot, 'assets', 'app-abc.js'), 'console.log("steady")');
  // The build's manifest, in miniature: the entry, the signed-in shell and each language's core texts.
  await mkdir(path.join(webRoot, '.vite'));
  await writeFile(
    path.join(webRoot, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/app-abc.js', imports: ['_react.js'], css: ['assets/app.css'] },
      '_react.js': { file: 'assets/react.js' },
      '_menu.js': { file: 'assets/menu.js', css: ['assets/menu.css'] },
      'src/app/layouts/app-layout.tsx': {
        file: 'assets/app-layout.js',
        imports: ['index.html', '_react.js', '_menu.js'],
        css: ['assets/app-layout.css'],
      },
      'virtual:web-texts/en/core': { file: 'assets/core-en.js' },
      'virtual:web-texts/fr/core': { file: 'assets/core-fr.js' },
      // A page members open by address (FIRST_SCREENS) and the texts it shows.
      'src/features/insights/pages/insights-page.tsx': {
        file: 'assets/insights-page.js',
        imports: ['index.html', '_menu.js', '_chart.js'],
        css: ['assets/insights-page.css'],
      },
      '_chart.js': { file: 'assets/chart.js' },
      ...Object.fromEntries(
        ['en', 'fr'].flatMap((locale) =>
          FIRST_SCREENS['/insights'].texts.map((part) => [
            `virtual:web-texts/${locale}/web/${part}`,
            { file: `assets/${part}-${locale}.js` },
          ]),
        ),
      ),
    }),
  );
  t = await createTestApp({}, { webRoot, onQuery: () => (statements += 1) });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (client: TestClient, url = '/insights') => client.get(url, { accept: 'text/html' });

/** The files a page's head preloads, as `rel href`, sorted. */
const preloaded = (html: string) =>
  [...(html.split('</head>')[0] ?? '').matchAll(/<link rel="(modulepreload|preload)"[^>]* href="([^"]+)"/g)]
    .map(([, rel, href]) => `${rel} ${href}`)
    .sort();

/** The session document the page carries, as the app reads it (web: features/session/api/use-session.ts). */
function pageSession(
  html: string,
): { data?: { id: string; attributes: Record<string, unknown> }; meta?: Record<string, unknown> } | null {
  const match = /<script type="application\/json" id="evenkeel-session">([^<]*)<\/script>/.exec(html);
  return match?.[1] === undefined ? null : JSON.parse(match[1]);
}

describe("a member's page carries their session", () => {
  it('holds the same profile GET /api/session answers, in the page of their language, never cached for another', async () => {
    const member = await createUser(t.ctx, { locale: 'fr', firstName: 'Élise' });
    const client = await clientFor(t.app, member);
    const response = await page(client);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr"');
    const embedded = pageSession(response.body);
    const api = await client.get('/api/session');
    expect(embedded?.data).toEqual(api.doc.data);
    expect(embedded?.data?.attributes.first_name).toBe('Élise');
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(String(response.headers.vary)).toMatch(/cookie/i);
  });

  it("links what every member's screen loads next (the shell, the core texts of their language), beside the entry", async () => {
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }));
    expect(preloaded((await page(french, '/people/someone')).body)).toEqual([
      'modulepreload /assets/app-layout.js',
      'modulepreload /assets/core-fr.js',
      'modulepreload /assets/menu.js',
      'preload /assets/app-layout.css',
      'preload /assets/menu.css',
    ]);
    const english = await clientFor(t.app, await createUser(t.ctx, { locale: 'en' }));
    expect((await page(english, '/people/someone')).body).toContain('href="/assets/core-en.js"');
    expect((await page(new TestClient(t.app))).body).not.toContain('modulepreload');
  });

  it("at a page members open by address, links that page's code and its texts in the member's language too", async () => {
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }));
    const texts = FIRST_SCREENS['/insights'].texts.map((part) => `modulepreload /assets/${part}-fr.js`);
    const links = preloaded((await page(french, '/insights?filter=all')).body);
    expect(links).toEqual(
      [
        'modulepreload /assets/app-layout.js',
        'modulepreload /assets/core-fr.js',
        'modulepreload /assets/menu.js',
        'modulepreload /assets/insights-page.js',
        'modulepreload /assets/chart.js',
        'preload /assets/app-layout.css',
        'preload /assets/menu.css',
        'preload /assets/insights-page.css',
        ...texts,
      ].sort(),
    );
    // Each file once, none the entry already links; another page's code is not there.
    expect(new Set(links).size).toBe(links.length);
    expect(links.join(' ')).not.toMatch(/app-abc|react\.js|-en\.js/);
    expect(preloaded((await page(french, '/checkup')).body)).not.toContain(
      'modulepreload /assets/insights-page.js',
    );
  });

  it('gives each member their own session, and a visitor none (the same file for everyone, revalidated)', async () => {
    const [first, second] = [await createUser(t.ctx), await createUser(t.ctx)];
    const one = pageSession((await page(await clientFor(t.app, first))).body);
    const two = pageSession((await page(await clientFor(t.app, second))).body);
    expect(one?.data?.id).not.toBe(two?.data?.id);
    expect(one?.data?.attributes.email).toBe(first.email);
    expect(two?.data?.attributes.email).toBe(second.email);

    const visitor = await page(new TestClient(t.app));
    expect(visitor.body).toBe(INDEX);
    expect(visitor.headers['cache-control']).toBe('no-cache');
    // A session that ended: the page is a visitor's.
    const signedOut = await clientFor(t.app, await createUser(t.ctx));
    await signedOut.delete('/api/session');
    expect(pageSession((await page(signedOut)).body)).toBeNull();
  });

  it('keeps a typed name from closing the element: the page holds no markup of it, and the name comes back whole', async () => {
    const name = '</script><script>alert(1)</script>';
    const client = await clientFor(t.app, await createUser(t.ctx, { firstName: name }));
    const response = await page(client);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(pageSession(response.body)?.data?.attributes.first_name).toBe(name);
  });

  it("hands out a CSRF token that works for the member's next change, with the secret's cookie when the browser had none", async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    const session = client.cookie('evenkeel_session');
    // A browser that kept only the session cookie (the CSRF secret's cookie lost).
    const response = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html', cookie: `evenkeel_session=${session}` },
    });
    const token = pageSession(response.body)?.meta?.csrf_token;
    expect(typeof token).toBe('string');
    const secret = response.cookies.find((cookie) => cookie.name === 'evenkeel_csrf');
    expect(secret?.value).toBeTruthy();
    const cookie = `evenkeel_session=${session}; evenkeel_csrf=${secret?.value}`;
    const signOut = (csrf: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/api/session',
        headers: { accept: 'application/vnd.api+json', cookie, 'x-csrf-token': csrf },
      });
    expect((await signOut('forged')).statusCode).toBe(403);
    expect((await signOut(String(token))).statusCode).toBe(204);
  });

  it("sends the app's built files without looking the session up", async () => {
    const client = await clientFor(t.app, await createUser(t.ctx));
    statements = 0;
    const asset = await client.get('/assets/app-abc.js', { accept: '*/*' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("steady")');
    expect(statements).toBe(0);
    // A page does look it up (the member's session goes in it).
    await page(client);
    expect(statements).toBeGreaterThan(0);
  });
});
