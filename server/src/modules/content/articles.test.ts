import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, contentItems } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, type JsonApiItem, resource, TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createOrganization,
  createUser,
  resourceWith,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Org = Awaited<ReturnType<typeof createOrganization>>;

/** An organization with an administrator and a member, each signed in. */
async function organizationWithPeople(locale: 'en' | 'fr' = 'en') {
  const org = await createOrganization(t.ctx);
  const adminUser = await createUser(t.ctx, { locale });
  const memberUser = await createUser(t.ctx, { locale, firstName: 'Alexandra', lastName: 'Secret' });
  await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
  await addOrganizationRole(t.ctx, org, memberUser, 'member');
  return {
    org,
    adminUser,
    memberUser,
    admin: await clientFor(t.app, adminUser, locale),
    member: await clientFor(t.app, memberUser, locale),
  };
}

const article = (overrides: Record<string, unknown> = {}) => ({
  title: 'Sleeping better on night shifts',
  summary: 'Small changes that help shift workers sleep.',
  body: '# Sleep\n\nDarken the room and keep a regular schedule. '.repeat(30),
  language: 'en',
  ...overrides,
});

async function createArticle(
  client: TestClient,
  org: Org | null,
  attributes: Record<string, unknown> = {},
  extra: Record<string, unknown> = {},
) {
  const body = resourceWith(
    'articles',
    article(attributes),
    org ? { organization: { type: 'organizations', id: org.slug } } : {},
  );
  (body.data as { relationships: Record<string, unknown> }).relationships = {
    ...(body.data as { relationships: Record<string, unknown> }).relationships,
    topics: { data: [{ type: 'topics', id: 'sleep' }] },
    ...extra,
  };
  const response = await client.post('/api/articles', body);
  expect(response.statusCode, response.body).toBe(201);
  return String(response.doc.data?.id);
}

async function published(client: TestClient, org: Org | null, attributes: Record<string, unknown> = {}) {
  const slug = await createArticle(client, org, attributes);
  expect((await client.post(`/api/articles/${slug}/publish`)).statusCode).toBe(200);
  return slug;
}

describe('articles: writing and states', () => {
  it('an organization administrator writes an unpublished article, publishes, deletes and restores it', async () => {
    const { org, admin, member } = await organizationWithPeople();
    const response = await admin.post(
      '/api/articles?include=topics,organization',
      resourceWith('articles', article(), { organization: { type: 'organizations', id: org.slug } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.headers.location).toBe(`/api/articles/${response.doc.data?.id}`);
    const slug = String(response.doc.data?.id);
    expect(response.doc.data?.attributes).toMatchObject({
      state: 'unpublished',
      language: 'en',
      reading_minutes: 2,
      published_at: null,
      average_rating: null,
      review_count: 0,
    });
    const meta = (response.doc.data as unknown as { meta: { abilities: Record<string, boolean> } }).meta;
    expect(meta.abilities).toMatchObject({
      update: true,
      publish: true,
      unpublish: false,
      restore: false,
      transfer: false,
    });
    // Members do not see it before it is published.
    expect((await member.get(`/api/articles/${slug}`)).statusCode).toBe(404);

    const publish = await admin.post(`/api/articles/${slug}/publish`);
    expect(publish.doc.data?.attributes.state).toBe('published');
    expect((await member.get(`/api/articles/${slug}`)).statusCode).toBe(200);
    expect(ids(await member.get('/api/articles'))).toContain(slug);

    expect((await admin.delete(`/api/articles/${slug}`)).statusCode).toBe(204);
    expect((await member.get(`/api/articles/${slug}`)).statusCode).toBe(404);
    const trash = await admin.get('/api/articles?filter[state]=deleted');
    expect(ids(trash)).toEqual([slug]);
    const until = Date.parse(String(items(trash)[0]?.attributes.restorable_until));
    expect(until - Date.now()).toBeGreaterThan(29.9 * 86_400_000);

    const restored = await admin.post(`/api/articles/${slug}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.doc.data?.attributes).toMatchObject({ state: 'unpublished', restorable_until: null });
    const actions = await t.ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.detail, slug));
    expect(actions.map((row) => row.action)).toEqual([
      'article_created',
      'article_published',
      'article_deleted',
      'article_restored',
    ]);
  });

  it('refuses transitions: 409 in the wrong state, 403 for a member, 404 for another organization, 401 signed out', async () => {
    const { org, admin, member } = await organizationWithPeople('fr');
    const slug = await published(admin, org);
    const again = await admin.post(`/api/articles/${slug}/publish`);
    expect(again.statusCode).toBe(409);
    expect(again.doc.errors?.[0]?.detail).toBe(
      'Seul un article non publié peut être publié : celui-ci est déjà publié.',
    );
    for (const step of ['publish', 'unpublish', 'restore']) {
      const refused = await member.post(`/api/articles/${slug}/${step}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.doc.errors?.[0]?.detail).toMatch(/^Seuls les administrateurs/);
    }
    expect((await member.delete(`/api/articles/${slug}`)).statusCode).toBe(403);
    expect(
      (await member.patch(`/api/articles/${slug}`, resource('articles', { title: 'x' }, slug))).statusCode,
    ).toBe(403);
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    for (const path of ['', '/publish', '/unpublish', '/restore', '/transfer', '/reviews']) {
      const method = path === '' || path === '/reviews' ? 'GET' : 'POST';
      const response = await stranger.request(method, `/api/articles/${slug}${path}`);
      expect(response.statusCode, path).toBe(404);
    }
    expect((await stranger.delete(`/api/articles/${slug}`)).statusCode).toBe(404);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/articles')).statusCode).toBe(401);
    expect((await signedOut.get(`/api/articles/${slug}`)).statusCode).toBe(401);
    expect((await signedOut.post(`/api/articles/${slug}/publish`)).statusCode).toBe(401);
    expect((await signedOut.delete(`/api/articles/${slug}`)).statusCode).toBe(401);
  });

  it('answers 422 with pointers and messages in the request’s language', async () => {
    const { org, admin } = await organizationWithPeople('fr');
    const response = await admin.post(
      '/api/articles',
      resourceWith(
        'articles',
        { title: '', summary: 'ok', body: 'x', language: 'de', colour: 'red' },
        {
          organization: { type: 'organizations', id: org.slug },
        },
      ),
    );
    expect(response.statusCode).toBe(422);
    const byPointer = Object.fromEntries(
      (response.doc.errors ?? []).map((error) => [error.source?.pointer, error.detail]),
    );
    expect(byPointer['/data/attributes/title']).toBe('Titre est obligatoire.');
    expect(byPointer['/data/attributes/language']).toBe(
      'Choisissez la langue du texte : anglais (en) ou français (fr).',
    );
    expect(byPointer['/data/attributes/colour']).toMatch(/colour/);
    const topics = await admin.post('/api/articles', {
      data: {
        type: 'articles',
        attributes: article(),
        relationships: {
          organization: { data: { type: 'organizations', id: org.slug } },
          topics: { data: [{ type: 'topics', id: 'astrology' }] },
        },
      },
    });
    expect(topics.statusCode).toBe(422);
    expect(topics.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/topics');
    const cover = await admin.post(
      '/api/articles',
      resourceWith('articles', article({ cover_image_url: '/uploads/not-mine.png' }), {
        organization: { type: 'organizations', id: org.slug },
      }),
    );
    expect(cover.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/cover_image_url' },
      detail: 'La couverture doit être une image que vous avez téléversée comme couverture d’article.',
    });
  });

  it('lets only platform administrators write platform content, and members of other organizations not at all', async () => {
    const { admin } = await organizationWithPeople();
    const refused = await admin.post('/api/articles', resource('articles', article()));
    expect(refused.statusCode).toBe(403);
    const other = await createOrganization(t.ctx);
    const hidden = await admin.post(
      '/api/articles',
      resourceWith('articles', article(), { organization: { type: 'organizations', id: other.slug } }),
    );
    expect(hidden.statusCode).toBe(404);
    const platform = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    expect((await platform.post('/api/articles', resource('articles', article()))).statusCode).toBe(201);
  });

  it('edits an article, and keeps its translation in the other language', async () => {
    const { org, admin, member } = await organizationWithPeople('fr');
    const en = await published(admin, org);
    const fr = await createArticle(
      admin,
      org,
      { language: 'fr', title: 'Mieux dormir' },
      {
        translation: { data: { type: 'articles', id: en } },
      },
    );
    await admin.post(`/api/articles/${fr}/publish`);
    const french = await member.get(`/api/articles/${fr}?include=translation`);
    expect(relationship(french, 'translation')).toEqual({ data: { type: 'articles', id: en } });
    expect(french.doc.included?.map((item) => item.id)).toEqual([en]);
    // The member reads French: the English version is not listed beside its translation.
    expect(ids(await member.get(`/api/articles?filter[organization]=${org.slug}`))).toEqual([fr]);
    const same = await admin.patch(`/api/articles/${fr}`, resource('articles', { language: 'en' }, fr));
    expect(same.statusCode).toBe(422);
    expect(same.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/language');
    const edited = await admin.patch(
      `/api/articles/${fr}`,
      resource('articles', { title: 'Mieux dormir la nuit', body: 'mot '.repeat(450) }, fr),
    );
    expect(edited.doc.data?.attributes).toMatchObject({ title: 'Mieux dormir la nuit', reading_minutes: 3 });
    const unlinked = await admin.patch(`/api/articles/${fr}`, {
      data: { type: 'articles', id: fr, attributes: {}, relationships: { translation: { data: null } } },
    });
    expect(relationship(unlinked, 'translation')).toEqual({ data: null });
    // Without a French version, the English one is listed, labelled as in the other language.
    await admin.post(`/api/articles/${fr}/unpublish`);
    const list = await member.get(`/api/articles?filter[organization]=${org.slug}`);
    expect(ids(list)).toEqual([en]);
    expect((items(list)[0] as unknown as { meta: { other_language: boolean } }).meta.other_language).toBe(
      true,
    );
  });

  it('lists the managers’ view with filter[state] (403 for members), and refuses unknown filters', async () => {
    const { org, admin, member } = await organizationWithPeople();
    const draft = await createArticle(admin, org);
    const live = await published(admin, org);
    expect(ids(await admin.get('/api/articles?filter[state]=unpublished'))).toEqual([draft]);
    expect(new Set(ids(await admin.get('/api/articles?filter[state]=published,unpublished')))).toEqual(
      new Set([draft, live]),
    );
    expect((await member.get('/api/articles?filter[state]=unpublished')).statusCode).toBe(403);
    expect((await admin.get('/api/articles?filter[state]=gone')).statusCode).toBe(422);
    expect((await admin.get('/api/articles?filter[topic]=astrology')).statusCode).toBe(422);
    expect((await admin.get('/api/articles?filter[colour]=red')).statusCode).toBe(400);
    const sparse = await member.get('/api/articles?fields[articles]=title&page[size]=1');
    expect(items(sparse)[0]?.attributes).toEqual({ title: expect.any(String) });
    expect(sparse.doc.links?.first).toContain('page%5Bsize%5D=1');
  });
});

describe('transfer', () => {
  it('moves an article to another organization its administrator administers, audited; 403 elsewhere', async () => {
    const { org, admin, adminUser } = await organizationWithPeople();
    const second = await createOrganization(t.ctx);
    const slug = await published(admin, org);
    const body = (id: string | null) => ({
      data: {
        type: 'articles',
        id: slug,
        relationships: { organization: { data: id ? { type: 'organizations', id } : null } },
      },
    });
    const before = await admin.get(`/api/articles/${slug}`);
    expect(
      (before.doc.data as unknown as { meta: { abilities: { transfer: boolean } } }).meta.abilities.transfer,
    ).toBe(false);
    expect((await admin.post(`/api/articles/${slug}/transfer`, body(second.slug))).statusCode).toBe(403);
    // Administering the second organization too makes it a target.
    await addOrganizationRole(t.ctx, second, adminUser, 'member');
    const notAdmin = await admin.post(`/api/articles/${slug}/transfer`, body(second.slug));
    expect(notAdmin.statusCode).toBe(403);
    await addOrganizationRole(t.ctx, second, adminUser, 'administrator');
    expect((await admin.post(`/api/articles/${slug}/transfer`, body(null))).statusCode).toBe(403);
    expect((await admin.post(`/api/articles/${slug}/transfer`, body(org.slug))).statusCode).toBe(422);
    const moved = await admin.post(`/api/articles/${slug}/transfer?include=organization`, body(second.slug));
    expect(moved.statusCode).toBe(200);
    expect(relationship(moved, 'organization')).toEqual({
      data: { type: 'organizations', id: second.slug },
    });
    const [audit] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'article_transferred'), like(auditEvents.detail, `${slug}%`)));
    expect(audit).toMatchObject({
      actorId: adminUser.id,
      detail: `${slug} from ${org.slug} to ${second.slug}`,
    });
    // A platform administrator moves platform content anywhere.
    const platform = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const own = await createArticle(platform, null);
    const toOrg = await platform.post(`/api/articles/${own}/transfer`, {
      data: {
        type: 'articles',
        id: own,
        relationships: { organization: { data: { type: 'organizations', id: org.slug } } },
      },
    });
    expect(toOrg.statusCode).toBe(200);
  });
});

describe('the purge', () => {
  it('removes deleted articles after 30 days, with a moved clock, and leaves the others', async () => {
    const { org, admin } = await organizationWithPeople();
    const old = await createArticle(admin, org);
    const recent = await createArticle(admin, org);
    await admin.delete(`/api/articles/${old}`);
    await admin.delete(`/api/articles/${recent}`);
    const { purgeDeletedItems } = await import('./service');
    const [row] = await t.ctx.db.select().from(contentItems).where(eq(contentItems.slug, old));
    const deadline = row?.restorableUntil as Date;
    // 29 days later nothing goes; just past the 30 days the first one does.
    expect(await purgeDeletedItems(t.ctx.db, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    await t.ctx.db
      .update(contentItems)
      .set({ restorableUntil: new Date(deadline.getTime() + 86_400_000) })
      .where(eq(contentItems.slug, recent));
    expect(await purgeDeletedItems(t.ctx.db, new Date(deadline.getTime() + 1000))).toBe(1);
    const left = await t.ctx.db
      .select({ slug: contentItems.slug })
      .from(contentItems)
      .where(eq(contentItems.slug, old));
    expect(left).toEqual([]);
    expect((await admin.get(`/api/articles/${recent}`)).statusCode).toBe(200);
    // Past its deadline but not yet purged: restore is refused with a reason.
    const late = await admin.post(`/api/articles/${recent}/restore`);
    expect([200, 409]).toContain(late.statusCode);
    const [purged] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'article_purged'));
    expect(purged?.detail).toBe(old);
  });

  it('is a scheduled job, kept by the queue across restarts', async () => {
    const schedules = await t.ctx.database.executeSql(
      `select name, cron from pgboss.schedule where name = 'content.purge'`,
    );
    expect((schedules as { rows: unknown[] }).rows).toEqual([{ name: 'content.purge', cron: '23 4 * * *' }]);
  });
});

const ids = (response: Parameters<typeof items>[0]) => items(response).map((item) => item.id);
const relationship = (response: { doc: { data?: unknown } }, name: string) =>
  (response.doc.data as JsonApiItem | undefined)?.relationships?.[name];
