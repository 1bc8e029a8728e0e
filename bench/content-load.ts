/**
 * Load bench for content (issue 13) on PostgreSQL, beside the floor (`GET /api/health`, one
 * `select 1`) measured in the same run: 10,000 published articles (half English, half French,
 * each with two topics; the demo articles' texts, numbered) and a member who follows two topics
 * and has done a check-up.
 *
 * Targets: the articles list and the recommendations, p99 < 30 ms at an offered 300 req/s;
 * full-text search over the 10,000 articles, p99 < 30 ms at 100 req/s. A p99 counts only when
 * at least 95 % of the offered rate was delivered. Server CPU per request is reported too (it
 * hardly depends on what else loads the two cores). The rate is offered twice: by autocannon
 * (a burst per second, printed to compare with earlier runs) and paced, with even arrivals as an
 * offered rate means (paced.ts): the paced p99 is the verdict and the exit code.
 *
 * npm run bench:content     Settings: BENCH_SECONDS=10  BENCH_LOG_LEVEL=warn  BENCH_ROUTES=<words>
 * (only the routes whose name holds one of these comma-separated words, beside the floor)
 * BENCH_ARTICLES=<n>  BENCH_HOLD=<seconds>  BENCH_CPU_PROF=<folder>; the loop is route-load.ts
 */
import pg from 'pg';
import { demoArticles } from '../server/src/demo/content/articles';
import { chosenRoutes, measureRoutes, type RouteResult, runPostgresBench, writeResults } from './route-load';
import { prepareMember, signUp } from './sign-up';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'warn';
// BENCH_ARTICLES: how many articles to seed (10,000 by default, as the search target says).
const ARTICLES = Number(process.env.BENCH_ARTICLES ?? 10_000);
const MAX_P99_MS = 30;

/** What the Articles page asks for (web/src/features/content/api/use-articles.ts). */
const LIST =
  '/api/articles?include=topics&fields[articles]=title,summary,cover_image_url,reading_minutes,language,published_at,topics&page[size]=24';

const ROUTES = [
  { name: 'floor: /api/health', path: '/api/health', rate: 300, signedIn: false },
  { name: 'articles list', path: LIST, rate: 300, signedIn: true },
  { name: 'recommendations', path: '/api/recommendations', rate: 300, signedIn: true },
  {
    name: 'search "sleep routine"',
    path: `${LIST}&filter[q]=sleep%20routine`,
    rate: 100,
    signedIn: true,
  },
  { name: 'search "deuil"', path: `${LIST}&filter[q]=deuil`, rate: 100, signedIn: true },
];

/** Rows straight into the bench database, in one statement each: what is measured is reading them. */
async function seed(databaseUrl: string, email: string): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    await db.query('begin');
    const topicRows = (await db.query('select id, slug from topics order by position')).rows as {
      id: number;
      slug: string;
    }[];
    const topicId = new Map(topicRows.map((row) => [row.slug, row.id]));
    const slugs: string[] = [];
    const languages: string[] = [];
    const titles: string[] = [];
    const summaries: string[] = [];
    const bodies: string[] = [];
    const firstTopics: number[] = [];
    const secondTopics: number[] = [];
    for (let i = 0; i < ARTICLES; i += 1) {
      const demo = demoArticles[i % demoArticles.length];
      if (!demo) throw new Error('no demo articles');
      const language = i % 2 === 0 ? 'en' : 'fr';
      const text = demo[language];
      slugs.push(`bench-${i}`);
      languages.push(language);
      titles.push(`${text.title} ${i}`);
      summaries.push(text.summary);
      bodies.push(text.body);
      const [first, second] = demo.topics;
      firstTopics.push(topicId.get(first ?? 'stress') ?? 1);
      secondTopics.push(topicId.get(second ?? first ?? 'mood') ?? 2);
    }
    const inserted = await db.query(
      `insert into content_items (slug, kind, language, state, title, summary, body, reading_minutes, published_at)
       select s, 'article', l, 'published', t, su, b, 3, now() - (n || ' minutes')::interval
       from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) with ordinality as x(s, l, t, su, b, n)
       returning id, slug`,
      [slugs, languages, titles, summaries, bodies],
    );
    const ids = inserted.rows.map((row: { id: number }) => row.id);
    await db.query(
      `insert into content_topics (item_id, topic_id)
       select i, t from unnest($1::bigint[], $2::bigint[]) as x(i, t)
       union select i, t from unnest($1::bigint[], $3::bigint[]) as y(i, t)`,
      [ids, firstTopics, secondTopics],
    );
    const me = (await db.query('select id from users where email = $1', [email])).rows[0]?.id;
    await db.query(
      `insert into topic_follows (slug, user_id, topic_id)
       select 'bench-follow-' || t.slug, $1, t.id from topics t where t.slug in ('sleep', 'stress')`,
      [me],
    );
    await db.query('commit');
    await db.query('analyze');
  } finally {
    await db.end();
  }
}

process.exitCode = await runPostgresBench('Content', LOG_LEVEL, async (server) => {
  const cookie = await signUp(server.baseUrl);
  await prepareMember(server.baseUrl, cookie);
  const me = (await (await fetch(`${server.baseUrl}/api/session`, { headers: { cookie } })).json()) as {
    data: { attributes: { email: string } };
  };
  process.stdout.write(`Seeding ${ARTICLES} articles … `);
  await seed(server.databaseUrl, me.data.attributes.email);
  console.log('done');
  // BENCH_HOLD=<seconds>: keep the seeded server up that long, to look at it (psql, curl).
  if (process.env.BENCH_HOLD) {
    console.log(`server ${server.baseUrl}\ndatabase ${server.databaseUrl}\ncookie ${cookie}`);
    await new Promise((resolve) => setTimeout(resolve, Number(process.env.BENCH_HOLD) * 1000));
  }

  const results = await measureRoutes(server, chosenRoutes(ROUTES), cookie, SECONDS);
  const floor = results[0]?.throughput.rps ?? 1;
  const met = (row: RouteResult) => row.fixed.p99Ms < MAX_P99_MS && row.fixed.rps >= row.rate * 0.95;
  const metPaced = (row: RouteResult) => row.paced.p99Ms < MAX_P99_MS && row.paced.rps >= row.rate * 0.95;
  const verdict = (index: number, passed: boolean) => (index === 0 ? '—' : passed ? 'PASS' : 'FAIL');
  console.log(
    [
      '',
      `| route | req/s at 50 conn. | share of floor | CPU ms/req: server | CPU ms/req: PostgreSQL | offered req/s | delivered | p50 ms | p99 ms | p99 < ${MAX_P99_MS} ms | paced: p50 ms | p99 ms | p99 < ${MAX_P99_MS} ms |`,
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---|',
      ...results.map(
        (row, index) =>
          `| ${row.name} | ${row.throughput.rps} | ${Math.round((row.throughput.rps / floor) * 100)} % | ${row.serverCpuMsPerRequest ?? '—'} | ${row.postgresCpuMsPerRequest ?? '—'} | ${row.rate} | ${row.fixed.rps} | ${row.fixed.p50Ms} | ${row.fixed.p99Ms} | ${verdict(index, met(row))} | ${row.paced.p50Ms} | ${row.paced.p99Ms} | ${verdict(index, metPaced(row))} |`,
      ),
    ].join('\n'),
  );
  writeResults('content', results);
  // The verdict is the paced measurement's: arrivals spread evenly over each second, as an offered
  // rate means (paced.ts says why autocannon's bursts are not that); both are printed.
  return !results.slice(1).some((row) => !metPaced(row));
});
