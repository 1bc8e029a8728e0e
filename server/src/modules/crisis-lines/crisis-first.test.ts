import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { createUser, signInAs } from '../../test/factories';

// The built app's index.html in miniature: its root is empty until the script runs.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Evenkeel</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

let webRoot: string;
let t: TestApp;
/** Session cookies of two members, by profile language: a visitor gets the front door's page (front-door.test.ts). */
const members: Record<string, string> = {};

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'evenkeel-web-'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  t = await createTestApp({}, { webRoot });
  for (const locale of ['en', 'fr'] as const) {
    const client = new TestClient(t.app);
    await signInAs(client, await createUser(t.ctx, { locale }));
    members[locale] = `evenkeel_session=${client.cookie('evenkeel_session')}`;
  }
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = (url: string, language = 'en-CA') =>
  t.app.inject({
    method: 'GET',
    url,
    headers: {
      accept: 'text/html',
      'accept-language': language,
      cookie: members[language.slice(0, 2)] ?? '',
    },
  });

/** What is inside #root, before the script: what a visitor sees while the app loads. */
const firstPaint = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('<script'));

describe('/crisis painted by the server for a member, before the app', () => {
  it('shows the emergency number and the lines for the place in the address before any script', async () => {
    const response = await page('/crisis?country=FR', 'fr-FR');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="fr"');
    const content = firstPaint(response.body);
    expect(content).toContain('<h1>Aide en cas de crise</h1>');
    expect(content).toMatch(/href="tel:112"/);
    expect(content).toContain('3114');
    // The styles end with the content: nested under its class, never the app's.
    expect(content).toMatch(/<style>\.crisis-first\{/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect(response.headers.vary).toMatch(/Accept-Language, Cookie/);
  });

  it('names a region and shows its lines (Quebec) in English', async () => {
    const content = firstPaint((await page('/crisis?country=CA&region=QC')).body);
    expect(content).toContain('Help for Quebec, Canada');
    expect(content).toMatch(/1 866 APPELLE|1-866-277-3553/);
    expect(content).toContain('href="tel:911"');
  });

  it('asks for the country, with a form that works without JavaScript, when no place is known', async () => {
    const content = firstPaint((await page('/crisis')).body);
    expect(content).toContain('Choose your country to see the emergency number and crisis lines.');
    expect(content).toContain('<form method="get" action="/crisis">');
    // The app's address carries the place only: its language is the app's own.
    expect(content).not.toContain('name="lang"');
    expect(content).not.toContain('tel:');
  });

  it('says which code it refused, and still answers the page', async () => {
    const response = await page('/crisis?country=ZZ');
    expect(response.statusCode).toBe(200);
    expect(firstPaint(response.body)).toMatch(/role="alert"/);
  });

  it('arrives compressed for a browser that accepts it, and reads the same', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/crisis?country=FR',
      headers: {
        accept: 'text/html',
        'accept-language': 'fr-FR',
        'accept-encoding': 'gzip, deflate, br',
        cookie: members.fr ?? '',
      },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/Accept-Encoding/);
    const html = brotliDecompressSync(response.rawPayload).toString('utf8');
    expect(firstPaint(html)).toContain('<h1>Aide en cas de crise</h1>');
    expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(html) / 2);
  });

  it("paints no other page: they are the app as built, with the member's session (sessions/page-session.test.ts; the pages members open by address have a painting of their own, first-screens/first-paint.test.ts)", async () => {
    const response = await page('/people/someone');
    expect(
      response.body.replace(/<script type="application\/json" id="evenkeel-session">[^<]*<\/script>/, ''),
    ).toBe(INDEX);
    expect(firstPaint(response.body)).toBe('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });
});
