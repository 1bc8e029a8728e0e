/**
 * Lighthouse's mobile preset (simulated slow 4G, 4× CPU slowdown) on the pages people open
 * first, signed out and signed in (a member's session cookie), driving Debian's Chromium against
 * the built app on a server of its own. Medians of BENCH_RUNS runs (3 by default) per page,
 * printed as a markdown table beside issue 12's targets. A bench, not a test: nothing asserts.
 *
 * npm run build -w web && node --import tsx bench/lighthouse.ts
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { freePort, startServer } from './server-process';
import { browserCookies, prepareMember, signUp } from './sign-up';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
};

const TARGETS: Record<keyof Figures, { target: string; ok: (value: number) => boolean }> = {
  performance: { target: '≥ 95', ok: (value) => value >= 95 },
  accessibility: { target: '100', ok: (value) => value >= 100 },
  bestPractices: { target: '≥ 95', ok: (value) => value >= 95 },
  fcp: { target: '—', ok: () => true },
  lcp: { target: '≤ 2.0 s', ok: (value) => value <= 2000 },
  tbt: { target: '≤ 150 ms', ok: (value) => value <= 150 },
  cls: { target: '≤ 0.05', ok: (value) => value <= 0.05 },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * A Chromium that Lighthouse drives through its debugging port, holding `cookie` (a member's
 * session) in its default profile, so the pages Lighthouse opens are signed in like a browser's.
 */
async function browserFor(
  baseUrl: string,
  cookie?: string,
): Promise<{ port: number; close(): Promise<void> }> {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'evenkeel-lighthouse-'));
  const context: BrowserContext = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME,
    headless: true,
    args: [
      `--remote-debugging-port=${port}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  if (cookie) {
    await context.addCookies(browserCookies(cookie, baseUrl));
  }
  return {
    port,
    close: async () => {
      await context.close();
      fs.rmSync(profile, { recursive: true, force: true });
    },
  };
}

async function audit(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    // Keep the profile's cookies (the member's session); the cache is still emptied before each run.
    disableStorageReset: true,
  });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  if (process.env.BENCH_VERBOSE) {
    // What costs points outside performance: each failing audit of the other two categories.
    for (const name of ['accessibility', 'best-practices']) {
      for (const ref of categories[name]?.auditRefs ?? []) {
        const found = audits[ref.id];
        if (ref.weight > 0 && found && found.score !== null && found.score < 1) {
          console.error(`${url} ${name}: ${found.id} — ${found.title}`);
          const items = (found.details as { items?: { description?: string; url?: string }[] } | undefined)
            ?.items;
          for (const item of items ?? []) console.error(`    ${JSON.stringify(item).slice(0, 400)}`);
        }
      }
    }
  }
  if (process.env.BENCH_REPORTS) saveReport(process.env.BENCH_REPORTS, url, result.lhr);
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const value = (name: string) => audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

/**
 * BENCH_REPORTS=dir keeps each run's full report (JSON) and prints where the main thread went:
 * the long tasks (what TBT counts) with the script Lighthouse attributes each to, and the
 * scripts' evaluation time, so a change to the first screen can be judged by its cause.
 */
function saveReport(dir: string, url: string, lhr: { audits: Record<string, { details?: unknown }> }) {
  fs.mkdirSync(dir, { recursive: true });
  const name = `${new URL(url).pathname.replace(/\W+/g, '_') || '_'}-${Date.now()}.json`;
  fs.writeFileSync(path.join(dir, name), JSON.stringify(lhr));
  const items = (id: string) =>
    (lhr.audits[id]?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? [];
  const short = (value: unknown) => String(value).replace(/^.*\/assets\//, '');
  console.error(`${url} (${name})`);
  for (const task of items('long-tasks'))
    console.error(
      `  long task at ${Math.round(Number(task.startTime))} ms: ${Math.round(Number(task.duration))} ms, ${short(task.url)}`,
    );
  for (const script of items('bootup-time').slice(0, 6))
    console.error(
      `  script ${short(script.url)}: ${Math.round(Number(script.total))} ms (evaluation ${Math.round(Number(script.scripting))}, parse ${Math.round(Number(script.scriptParseCompile))})`,
    );
  for (const group of items('mainthread-work-breakdown'))
    console.error(`  ${group.groupLabel}: ${Math.round(Number(group.duration))} ms`);
}

function row(page: string, runs: Figures[]): string {
  const pick = (key: keyof Figures) => median(runs.map((run) => run[key]));
  const cell = (key: keyof Figures, text: string) => `${text}${TARGETS[key].ok(pick(key)) ? '' : ' ✗'}`;
  return [
    page,
    cell('performance', String(pick('performance'))),
    cell('accessibility', String(pick('accessibility'))),
    cell('bestPractices', String(pick('bestPractices'))),
    `${(pick('fcp') / 1000).toFixed(1)} s`,
    cell('lcp', `${(pick('lcp') / 1000).toFixed(1)} s`),
    cell('tbt', `${Math.round(pick('tbt'))} ms`),
    cell('cls', pick('cls').toFixed(3)),
  ].join(' | ');
}

async function main(): Promise<number> {
  const server = await startServer('pglite', 'warn');
  const lines: string[] = [];
  const member = await signUp(server.baseUrl);
  await prepareMember(server.baseUrl, member);
  const visitor = await browserFor(server.baseUrl);
  const signedIn = await browserFor(server.baseUrl, member);
  try {
    const pages: [string, string, string | undefined][] = [
      ['/ (signed out)', '/', undefined],
      ['/sign-in', '/sign-in', undefined],
      ['/crisis', '/crisis', undefined],
      ['/ (home, signed in)', '/', member],
      ['/checkup', '/checkup', member],
      ['/insights', '/insights', member],
    ];
    // BENCH_PAGES=/checkup,/crisis runs only the pages whose name starts with one of these.
    const only = process.env.BENCH_PAGES?.split(',');
    for (const [name, route, cookie] of pages) {
      if (only && !only.some((prefix) => name.startsWith(prefix))) continue;
      const runs: Figures[] = [];
      const browser = cookie ? signedIn : visitor;
      for (let run = 0; run < RUNS; run += 1)
        runs.push(await audit(`${server.baseUrl}${route}`, browser.port));
      lines.push(`| ${row(name, runs)} |`);
      console.error(`${name}: done`);
    }
  } finally {
    await visitor.close();
    await signedIn.close();
    await server.stop();
  }
  console.log(
    `Lighthouse ${RUNS > 1 ? `medians of ${RUNS} runs` : '1 run'}, mobile preset (✗: misses the target)\n`,
  );
  console.log('| page | performance | accessibility | best practices | FCP | LCP | TBT | CLS |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| target | ${TARGETS.performance.target} | ${TARGETS.accessibility.target} | ${TARGETS.bestPractices.target} | — | ${TARGETS.lcp.target} | ${TARGETS.tbt.target} | ${TARGETS.cls.target} |`,
  );
  for (const line of lines) console.log(line);
  return 0;
}

process.exit(await main());
