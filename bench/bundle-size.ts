/**
 * Bytes of JS and CSS each page costs, as served (issue 12's budgets): a fresh Chromium (empty
 * cache) opens each page of the built app on a server of its own and counts what it fetched.
 *
 * - "first load": everything a visitor downloads to see that page, from a cold cache;
 * - lazy routes: what moving there from the home page adds (its chunks), from a warm cache.
 *
 * Three sizes per row: the encoded bytes Chromium received from this server, and the same files
 * as the build's gzip and brotli twins (what a browser that asks for one of them receives).
 * Budgets are on brotli, which every current browser asks for over https.
 *
 * npm run build -w web && node --import tsx bench/bundle-size.ts   (exit 0 PASS, 1 over budget)
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startServer } from './server-process';
import { browserCookies, prepareMember, signUp } from './sign-up';

const KB = 1000;
const DIST = path.resolve(import.meta.dirname, '..', 'web', 'dist');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

type Row = {
  page: string;
  kind: 'first load' | 'lazy';
  received: number;
  gzip: number;
  brotli: number;
  budget: number;
  /** Each file with its brotli size, listed with BENCH_VERBOSE=1. */
  files: string[];
};

/** Script and stylesheet bytes a page fetched: as Chromium received them, and as their gzip and brotli twins. */
async function fetchedBytes(
  page: Page,
  since = 0,
): Promise<{ received: number; gzip: number; brotli: number; files: string[] }> {
  const entries = await page.evaluate(
    (start) =>
      (
        performance.getEntriesByType('resource') as unknown as {
          name: string;
          startTime: number;
          encodedBodySize: number;
        }[]
      )
        .filter((entry) => entry.startTime >= start && /\.(js|css)(\?|$)/.test(entry.name))
        .map((entry) => ({ name: new URL(entry.name).pathname, encoded: entry.encodedBodySize })),
    since,
  );
  const twin = (file: string, extension: string, fallback: number) =>
    fs.existsSync(`${file}${extension}`) ? fs.statSync(`${file}${extension}`).size : fallback;
  let received = 0;
  let gzip = 0;
  let brotli = 0;
  const files: string[] = [];
  // A file asked for twice (a stylesheet both preloaded and linked) crosses the network once.
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    const file = path.join(DIST, entry.name);
    received += entry.encoded;
    gzip += twin(file, '.gz', entry.encoded);
    brotli += twin(file, '.br', entry.encoded);
    files.push(`${(twin(file, '.br', entry.encoded) / KB).toFixed(1).padStart(6)} kB ${entry.name}`);
  }
  return { received, gzip, brotli, files };
}

/**
 * Waits until the page has fetched nothing new for a second. After a click within the app,
 * `networkidle` is already reached (by the first load) and would return at once, counting part of
 * the route or none of it.
 */
async function settled(page: Page): Promise<void> {
  const resources = () => page.evaluate(() => performance.getEntriesByType('resource').length);
  let seen = await resources();
  for (let quiet = 0; quiet < 10; ) {
    await page.waitForTimeout(100);
    const now = await resources();
    quiet = now === seen ? quiet + 1 : 0;
    seen = now;
  }
}

async function main(): Promise<number> {
  if (!fs.existsSync(path.join(DIST, 'index.html'))) {
    console.error('web/dist is missing: build the web app first (npm run build -w web).');
    return 2;
  }
  const server = await startServer('pglite', 'warn');
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows: Row[] = [];
  try {
    for (const route of ['/', '/sign-in', '/sign-up', '/crisis']) {
      const context = await browser.newContext({ locale: 'en-CA', serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' });
      rows.push({
        page: `${route} (signed out)`,
        kind: 'first load',
        ...(await fetchedBytes(page)),
        budget: 100 * KB,
      });
      await context.close();
    }

    const cookies = await signUp(server.baseUrl);
    await prepareMember(server.baseUrl, cookies);
    /** A browser of the signed-in member, cold cache, on the home page. */
    const atHome = async () => {
      const context = await browser.newContext({ locale: 'en-CA', serviceWorkers: 'block' });
      await context.addCookies(browserCookies(cookies, server.baseUrl));
      const page = await context.newPage();
      await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
      // The page's own chunks come once the session is known and the page renders: on a busy
      // machine that can be after a moment without requests, which \`networkidle\` takes for the end.
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(page);
      return page;
    };
    const home = await atHome();
    rows.push({
      page: '/ (signed in: home)',
      kind: 'first load',
      ...(await fetchedBytes(home)),
      budget: 170 * KB,
    });
    await home.context().close();
    for (const [route, link] of [
      ['/checkup', 'Check-up'],
      ['/insights', 'Insights'],
      ['/profile', 'Profile'],
    ] as const) {
      const page = await atHome();
      const before = await page.evaluate(() => performance.now());
      await page.getByRole('navigation').getByRole('link', { name: link, exact: true }).first().click();
      await page.waitForURL(`**${route}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await settled(page);
      const added = await fetchedBytes(page, before);
      rows.push({ page: `${route} (from home)`, kind: 'lazy', ...added, budget: 50 * KB });
      await page.context().close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  if (process.env.BENCH_VERBOSE) {
    for (const row of rows) console.error(`${row.page}:\n  ${row.files.sort().reverse().join('\n  ')}`);
  }
  console.log('| page | load | JS + CSS received | as gzip | as brotli | budget (brotli) | |');
  console.log('|---|---|---:|---:|---:|---:|---|');
  let over = 0;
  for (const row of rows) {
    const ok = row.brotli <= row.budget;
    if (!ok) over += 1;
    console.log(
      `| ${row.page} | ${row.kind} | ${(row.received / KB).toFixed(1)} kB | ${(row.gzip / KB).toFixed(1)} kB | ${(row.brotli / KB).toFixed(1)} kB | ${row.kind === 'lazy' ? '+' : ''}${row.budget / KB} kB | ${ok ? 'PASS' : 'FAIL'} |`,
    );
  }
  return over === 0 ? 0 : 1;
}

process.exit(await main());
