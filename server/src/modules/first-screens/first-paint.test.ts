import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import { clientFor, createUser } from '../../test/factories';

// The built app's index.html in miniature: an empty root, the no-script message, the entry.
const INDEX =
  '<!doctype html><html lang="en"><head><title>Evenkeel</title></head><body><div id="root"></div><noscript>Evenkeel needs JavaScript.</noscript><script type="module" src="/assets/app-abc.js"></script></body></html>';

let webRoot: string;
let t: TestApp;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'evenkeel-web-'));
  await writeFile(path.join(webRoot, 'index.html'), INDEX);
  t = await createTestApp({}, { webRoot });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const page = async (client: TestClient, url: string) => (await client.get(url, { accept: 'text/html' })).body;

/** What the page holds inside `#root` before any script runs. */
const root = (html: string) => /<div id="root">([\s\S]*?)<\/div><noscript>/.exec(html)?.[1] ?? '';
const heading = (html: string) => /<h1>([^<]*)<\/h1>/.exec(root(html))?.[1];

describe("a member's first screen, painted before the app loads", () => {
  it("shows the page's heading, crisis help and the way home, in the member's language", async () => {
    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr', firstName: 'Élise' }));
    const insights = await page(french, '/insights');
    expect(heading(insights)).toBe('Tendances');
    expect(root(insights)).toContain(
      '<a class="ekfp-button ekfp-crisis" href="/crisis">Aide en cas de crise</a>',
    );
    expect(root(insights)).toContain('<main id="main" tabindex="-1" class="ekfp-main" aria-busy="true">');
    expect(heading(await page(french, '/'))).toBe('Bonjour, Élise');
    const english = await clientFor(t.app, await createUser(t.ctx, { locale: 'en', firstName: 'Sam' }));
    expect(heading(await page(english, '/'))).toBe('Hello, Sam');
    expect(heading(await page(english, '/checkup?from=reminder'))).toBe('Weekly check-up');
    // The buttons that need the app are pictures of them until it comes: no control, hidden from
    // screen readers; only links work.
    const profile = root(await page(english, '/profile'));
    expect(profile.match(/<(button|form|input)\b/g)).toBeNull();
    expect(profile).toContain('<span class="ekfp-button ekfp-wide" aria-hidden="true">Sign out</span>');
  });

  it('paints every page members open by address, and nothing elsewhere or for a visitor', async () => {
    const member = await clientFor(t.app, await createUser(t.ctx));
    for (const path of Object.keys(FIRST_SCREENS))
      expect(heading(await page(member, path)), path).toBeTruthy();
    for (const path of ['/people/someone', '/articles/some-article', '/insights/', '/admin'])
      expect(root(await page(member, path)), path).toBe('');
    expect(await page(new TestClient(t.app), '/insights')).toBe(INDEX);
  });

  it('paints no greeting at home before onboarding is done (the app goes to onboarding)', async () => {
    const newcomer = await clientFor(t.app, await createUser(t.ctx, { onboardingStep: 'language' }));
    expect(root(await page(newcomer, '/'))).toBe('');
    expect(heading(await page(newcomer, '/insights'))).toBe('Insights');
  });

  it('keeps a typed name as text: no markup, and `$` patterns are not replacement patterns', async () => {
    const name = "</h1><script>alert(1)</script>$&$'";
    const client = await clientFor(t.app, await createUser(t.ctx, { firstName: name }));
    const html = await page(client, '/');
    expect(html).not.toContain('<script>alert(1)');
    expect(heading(html)).toBe('Hello, &lt;/h1&gt;&lt;script&gt;alert(1)&lt;/script&gt;$&amp;$&#39;');
    // The session the page carries holds the name whole too.
    const session = /<script type="application\/json" id="evenkeel-session">([^<]*)<\/script>/.exec(
      html,
    )?.[1];
    expect(JSON.parse(session ?? '{}').data.attributes.first_name).toBe(name);
  });
});
