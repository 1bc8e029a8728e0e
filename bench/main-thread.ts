/**
 * Where a signed-in page's main-thread time goes during its first load, the cause of Lighthouse's
 * total blocking time. Chromium loads each page while a performance trace with V8's sampling
 * profiler runs; each task is weighed as Lighthouse's mobile simulation does (its time × 4, the
 * CPU slowdown), but from the main thread's CPU time rather than the wall clock, so runs on a
 * machine busy with other work still compare. Prints each task of 50 ms or more so weighed (what
 * TBT counts, minus 50 ms each) with the functions and browser work its time went to, marks those
 * after the first contentful paint, and sums their blocking time. A bench, not a test. Names are
 * readable in a build without minifying (`npx vite build --minify false` in web/).
 *
 * npm run build -w web && node --import tsx bench/main-thread.ts
 * BENCH_PAGES=/,/insights BENCH_RUNS=5 BENCH_QUIET=1 (totals only)
 */
import { chromium } from '@playwright/test';
import { startServer } from './server-process';
import { browserCookies, prepareMember, signUp } from './sign-up';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/,/checkup,/insights').split(',');
const SLOWDOWN = 4;
const LONG_TASK_MS = 50;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'loading',
  'blink.user_timing',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
];

/** Trace events that name the browser's own work inside a task (they may nest: times overlap). */
const BROWSER_WORK = new Set([
  'UpdateLayoutTree',
  'Layout',
  'ParseAuthorStyleSheet',
  'ParseHTML',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'PrePaint',
  'Paint',
  'Layerize',
]);

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  /** The thread's CPU time in the event: what the task cost, whatever else ran on the machine. */
  tdur?: number;
  id?: string;
  // biome-ignore lint/suspicious/noExplicitAny: a trace event's arguments differ by event name
  args?: Record<string, any>;
};
type CallFrame = { functionName: string; url: string; lineNumber: number };
type ProfileNode = { id: number; parent?: number; callFrame: CallFrame };
type Task = { start: number; duration: number; self: Map<string, number>; afterPaint: boolean };

const frameName = ({ functionName, url, lineNumber }: CallFrame) => {
  if (functionName === '(program)') return '(browser: style, layout, parse, compile)';
  const file = (url ?? '').replace(/^.*\/assets\//, '').replace(/^https?:\/\/[^/]+/, '');
  return `${functionName || '(anonymous)'} ${file}${file ? `:${(lineNumber ?? 0) + 1}` : ''}`.trim();
};

/**
 * The page's main thread: CrRendererMain of the process that painted the page (the browser's own
 * interface, such as the omnibox's, runs in renderers of its own that must not be counted).
 */
function mainThread(events: TraceEvent[]): { pid: number; tid: number } {
  const painted = events.findLast((event) => event.name === 'firstContentfulPaint')?.pid;
  const thread = events.find(
    (event) => event.ph === 'M' && event.args?.name === 'CrRendererMain' && event.pid === painted,
  );
  return { pid: thread?.pid ?? 0, tid: thread?.tid ?? 0 };
}

/** The V8 samples of that thread, each with its time and innermost frame (ProfileChunk events). */
function samplesOf(events: TraceEvent[], pid: number, tid: number): { ts: number; frame: string }[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; frame: string }[] = [];
  const starts = new Map<string, number>();
  for (const event of events) {
    if (event.pid !== pid) continue;
    if (event.name === 'Profile' && event.tid === tid)
      starts.set(String(event.id), event.args?.data?.startTime);
    if (event.name !== 'ProfileChunk' || !starts.has(String(event.id))) continue;
    const data = event.args?.data ?? {};
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let time = starts.get(String(event.id)) ?? 0;
    const ids: number[] = data.cpuProfile?.samples ?? [];
    ids.forEach((id, index) => {
      time += data.timeDeltas?.[index] ?? 0;
      const node = nodes.get(id);
      if (node && node.callFrame.functionName !== '(idle)')
        samples.push({ ts: time, frame: frameName(node.callFrame) });
    });
    starts.set(String(event.id), time);
  }
  return samples.sort((a, b) => a.ts - b.ts);
}

/**
 * A task's duration on Lighthouse's slowed phone: its CPU time here times the slowdown, as
 * Lighthouse's simulation does. CPU time, not wall time: on a machine shared with other work a
 * task that waited for a core is not longer for it, so runs compare across load.
 */
const cost = (event: TraceEvent) => SLOWDOWN * (event.tdur ?? event.dur ?? 0);

function longTasks(events: TraceEvent[], quiet: boolean): Task[] {
  const { pid, tid } = mainThread(events);
  // The page's renderer may differ from the first one (a navigation from about:blank).
  const paint = events.findLast((event) => event.name === 'firstContentfulPaint')?.ts;
  const navigation =
    events.findLast((event) => event.name === 'navigationStart' && event.ts <= (paint ?? Infinity))?.ts ?? 0;
  const samples = samplesOf(events, pid, tid);
  const tasks = events
    .filter((event) => event.pid === pid && event.tid === tid)
    .filter((event) => event.name === 'RunTask' && cost(event) >= LONG_TASK_MS * 1000)
    .map((event) => {
      const self = new Map<string, number>();
      const end = event.ts + (event.dur ?? 0);
      const inside = samples.filter((sample) => sample.ts >= event.ts && sample.ts < end);
      // Each sample stands for the task's time divided evenly: sampling intervals vary.
      const share = cost(event) / 1000 / Math.max(1, inside.length);
      for (const sample of inside) self.set(sample.frame, (self.get(sample.frame) ?? 0) + share);
      // The browser's own work in the task, by kind (style, layout, stylesheet parsing, compiling).
      for (const inner of events) {
        if (inner.pid !== pid || inner.tid !== tid || inner.ph !== 'X' || !BROWSER_WORK.has(inner.name))
          continue;
        if (inner.ts < event.ts || inner.ts >= end) continue;
        const name = `[${inner.name}]`;
        self.set(name, (self.get(name) ?? 0) + (SLOWDOWN * (inner.tdur ?? inner.dur ?? 0)) / 1000);
      }
      return {
        start: (event.ts - navigation) / 1000,
        duration: cost(event) / 1000,
        self,
        afterPaint: paint !== undefined && event.ts >= paint,
      };
    });
  if (paint !== undefined && !quiet)
    console.log(`  first contentful paint at ${Math.round((paint - navigation) / 1000)} ms`);
  return tasks;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function main(): Promise<number> {
  const server = await startServer('pglite', 'warn');
  const member = await signUp(server.baseUrl);
  await prepareMember(server.baseUrl, member);
  const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox', '--disable-gpu'] });
  const quiet = Boolean(process.env.BENCH_QUIET);
  const totals: string[] = [];
  try {
    for (const route of PAGES) {
      const afterPaint: number[] = [];
      const all: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
        await context.addCookies(browserCookies(member, server.baseUrl));
        const page = await context.newPage();
        await browser.startTracing(page, { categories: CATEGORIES });
        await page.goto(`${server.baseUrl}${route}`, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1000);
        const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
        await context.close();
        if (!quiet) console.log(`\n${route}, run ${run + 1}`);
        const tasks = longTasks(trace.traceEvents, quiet);
        const blocking = (list: Task[]) => list.reduce((sum, task) => sum + task.duration - LONG_TASK_MS, 0);
        afterPaint.push(blocking(tasks.filter((task) => task.afterPaint)));
        all.push(blocking(tasks));
        if (quiet) continue;
        for (const task of tasks) {
          const when = task.afterPaint ? 'after first paint' : 'before first paint';
          console.log(`  at ${Math.round(task.start)} ms: ${Math.round(task.duration)} ms (${when})`);
          const top = [...task.self].sort((a, b) => b[1] - a[1]).slice(0, 8);
          for (const [name, ms] of top) console.log(`      ${Math.round(ms)} ms  ${name}`);
        }
      }
      const list = (values: number[]) => values.map(Math.round).join(', ');
      totals.push(
        `| ${route} | ${Math.round(median(afterPaint))} ms (${list(afterPaint)}) | ${Math.round(median(all))} ms (${list(all)}) |`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  console.log(`\nBlocking time, CPU time × ${SLOWDOWN}, medians of ${RUNS} (each run in brackets)\n`);
  console.log('| page | after the first paint | all tasks |\n|---|---:|---:|');
  console.log(totals.join('\n'));
  return 0;
}

process.exit(await main());
