import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoData } from '../demo/seed';
import { releaseClosedPeriods } from '../modules/dashboards/rollup';
import { createTestApp, type TestApp } from '../test/app';
import { TestClient as Client, resource, type TestClient } from '../test/client';

/**
 * Issue 31: no result field in any response an administrator gets. Walks every GET route of the
 * OpenAPI document as the demo's platform, organization and group administrators, the path
 * parameters filled with the demo's slugs and with every id the lists they read gave, and scans
 * each JSON document's keys (and each CSV's header) for a result's name. The demo holds
 * check-ups, consents, dashboards' released figures and a data export, so a leak has something
 * to leak.
 */
const RESULT_KEY = /^(score|band|screen|answers?|phq4\w*|who5\w*|life_areas|severity|safety\w*)$/i;

/**
 * Routes that answer a member with their own results, or a person with the results a member
 * shared with them by name or by person (decision 0011): results by design, governed by
 * policies/results.ts, not administration responses. Each with its reason.
 */
const NOT_ADMINISTRATION: Record<string, string> = {
  '/api/checkups': "the reader's own check-ups",
  '/api/insights': "the reader's own insights",
  '/api/users/{slug}/insights': "a member's insights for a viewer they consented to (results policy)",
  '/api/users/{slug}/checkups': "a member's check-ups for a viewer they consented to (results policy)",
  '/api/questionnaires/current':
    'the questions and their answer choices, the same for everyone, no one’s answers',
  '/api/activity_suggestions':
    "the reader's own suggestions: activities of the catalogue, tagged by life area",
  '/api/openapi.json': 'the API’s description: field names of every resource, no one’s data',
};

/**
 * Keys allowed in some administrators' responses, each with its reason: the dashboards' figures
 * per life area are aggregates after the privacy rule (dashboards/privacy.ts: each figure a number
 * or its suppression reason, over at least the floor of people), never one person's answer.
 * Every other key of those responses is scanned like the rest.
 */
const AGGREGATES: { route: RegExp; key: string }[] = [
  { route: /^\/api\/(organizations|groups)\/[^/]+\/dashboard$/, key: 'life_areas' },
];

type Found = { path: string; key: string };

function resultKeys(value: unknown, path: string, found: Found[]) {
  if (Array.isArray(value)) {
    for (const item of value) resultKeys(item, path, found);
  } else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (RESULT_KEY.test(key)) found.push({ path, key });
      resultKeys(inner, path, found);
    }
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.ctx);
  await releaseClosedPeriods(t.ctx.db);
}, 120_000);
afterAll(() => t.close());

async function signIn(email: string): Promise<TestClient> {
  const client = await new Client(t.app).start();
  const response = await client.post(
    '/api/session',
    resource('sessions', { email, password: DEMO_PASSWORD }),
  );
  if (response.statusCode !== 201) throw new Error(`sign-in failed for ${email}: ${response.body}`);
  return client;
}

/** The ids of every resource a document names (data and included), by type. */
function collectIds(body: unknown, ids: Map<string, Set<string>>) {
  const doc = body as { data?: unknown; included?: unknown[] };
  const items = [
    ...(Array.isArray(doc.data) ? doc.data : doc.data ? [doc.data] : []),
    ...(doc.included ?? []),
  ];
  for (const item of items as { type?: string; id?: string }[]) {
    if (typeof item?.type !== 'string' || typeof item.id !== 'string') continue;
    if (!ids.has(item.type)) ids.set(item.type, new Set());
    ids.get(item.type)?.add(item.id);
  }
}

describe('administrators’ responses', () => {
  it('never hold a score, band, screen, answer, PHQ-4, WHO-5, life area, severity or safety field', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const routes = Object.keys(spec.paths)
      .filter((path) => spec.paths[path]?.get && !(path in NOT_ADMINISTRATION))
      .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0) || a.localeCompare(b));
    // Each exclusion names a route that exists: a renamed one must be looked at again.
    for (const path of Object.keys(NOT_ADMINISTRATION)) expect(spec.paths[path]?.get, path).toBeDefined();
    const demo = await t.ctx.db.select({ slug: users.slug, email: users.email }).from(users);
    const administrators = DEMO_ACCOUNTS.slice(0, 3).map((account) => account.email);
    const found: Found[] = [];
    let scanned = 0;
    for (const email of administrators) {
      const client = await signIn(email);
      const ids = new Map<string, Set<string>>();
      ids.set('users', new Set(demo.map((user) => user.slug)));
      const [maya] = await t.ctx.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.email, 'maya@demo.evenkeel.app'));
      const read = async (url: string) => {
        const response = await client.get(url);
        if (response.statusCode >= 300) return;
        scanned += 1;
        const type = String(response.headers['content-type'] ?? '');
        if (type.includes('csv')) {
          for (const cell of response.body.split('\n')[0]?.split(',') ?? []) {
            if (RESULT_KEY.test(cell.replace(/"/g, '').trim())) found.push({ path: url, key: cell });
          }
          return;
        }
        if (!type.includes('json')) return;
        const body = JSON.parse(response.body) as unknown;
        collectIds(body, ids);
        const allowed = AGGREGATES.filter((rule) => rule.route.test(url.split('?')[0] ?? '')).map(
          (rule) => rule.key,
        );
        const here: Found[] = [];
        resultKeys(body, url, here);
        found.push(...here.filter((f) => !allowed.includes(f.key)));
      };
      for (const path of routes) {
        const names = path.match(/\{[^}]+\}/g) ?? [];
        if (names.length === 0) {
          await read(path);
          if (path === '/api/accounts' && maya)
            await read(`${path}?filter[email]=${encodeURIComponent(maya.email)}`);
          continue;
        }
        // Each `{param}` from the ids of the type named just before it (`/api/groups/{slug}`),
        // else from every id seen; a few of each.
        const every = [...new Set([...ids.values()].flatMap((set) => [...set]))];
        const segments = path.split('/');
        const choices = names.map((name) => {
          const type = segments[segments.indexOf(name) - 1] ?? '';
          return [...(ids.get(type) ?? every)].slice(0, 6);
        });
        let urls = [path];
        for (const [index, name] of names.entries()) {
          urls = urls.flatMap((url) =>
            (choices[index] ?? []).map((id) => url.replace(name, encodeURIComponent(id))),
          );
        }
        for (const url of urls.slice(0, 24)) await read(url);
      }
      // Each administrator reads something of their own: the walk reached their consoles.
      expect((ids.get('organizations')?.size ?? 0) + (ids.get('groups')?.size ?? 0), email).toBeGreaterThan(
        0,
      );
    }
    expect(scanned).toBeGreaterThan(60);
    const distinct = [
      ...new Set(found.map((f) => `${f.path.replace(/\/[A-Za-z0-9_-]{16}(?=\/|$|\?)/g, '/{id}')} ${f.key}`)),
    ];
    expect(distinct).toEqual([]);
  }, 300_000);
});
