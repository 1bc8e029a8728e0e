import { EXPORT_KEEP_DAYS } from '@evenkeel/common/privacy';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessRecords, auditEvents, dataExports, emails } from '../../db/schema';
import { seedDemoExport } from '../../demo/data-export-seed';
import { dataExportBuildJob } from '../../jobs/data-exports';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import { clientFor, createUser, deliveredEmail, TEST_PASSWORD } from '../../test/factories';
import { buildExport, EXPORT_BUILD_ATTEMPTS, expireExports } from './build';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
const ask = (client: TestClient) => client.post('/api/data_exports', resource('data_exports', {}));
const prepare = (client: TestClient, memberSlug: string, attributes: Record<string, unknown>) =>
  client.post('/api/data_exports', {
    data: {
      type: 'data_exports',
      attributes,
      relationships: { user: { data: { type: 'users', id: memberSlug } } },
    },
  });

/** Waits for the job to finish the export (ready, or failed). */
async function settled(slug: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.slug, slug));
    if (row && row.status !== 'queued' && row.status !== 'running') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`export ${slug} not built within ${timeoutMs} ms`);
}

describe('a member’s own export', () => {
  it('is built by the job, told by e-mail (a link, never data), downloaded once as delivered, by its member only', async () => {
    const member = await createUser(t.ctx, { firstName: 'Maya', lastName: 'Lund', locale: 'fr' });
    const client = await clientFor(t.app, member, 'fr');
    const before = await client.get('/api/data_exports');
    expect(before.doc.meta).toMatchObject({ total: 0, can_request: true, next_request_at: null });

    const created = await ask(client);
    expect(created.statusCode).toBe(201);
    expect(created.headers.location).toBe(`/api/data_exports/${created.doc.data?.id}`);
    expect(created.doc.data?.attributes).toMatchObject({
      status: 'queued',
      reason: null,
      requested_by_member: true,
      member_email: null,
      locale: 'fr',
    });
    const slug = String(created.doc.data?.id);
    // The build waits in the queue's tables, not in memory: a restart finds it again.
    const queued = await t.ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'data_exports.build'`,
    );
    expect((queued as unknown as { rows: { n: number }[] }).rows[0]?.n).toBeGreaterThan(0);

    const row = await settled(slug);
    expect(row.status).toBe('ready');
    expect(row.expiresAt?.getTime()).toBe((row.readyAt?.getTime() ?? 0) + EXPORT_KEEP_DAYS * DAY_MS);
    const shown = await client.get(`/api/data_exports/${slug}`);
    expect(shown.doc.data?.attributes).toMatchObject({ status: 'ready', size_bytes: row.sizeBytes });
    expect(shown.doc.data?.meta).toEqual({ abilities: { download: true } });

    const mail = await deliveredEmail(t.ctx, member.email);
    expect(mail.subject).toBe('Votre exportation de données Evenkeel est prête');
    expect(mail.textBody).toContain('Bonjour Maya,');
    expect(mail.textBody).toContain('/profile#data');
    expect(mail.textBody).not.toContain(member.email);

    // Another member, and a platform administrator, read the status (the latter) but never the file.
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await stranger.get(`/api/data_exports/${slug}`)).statusCode).toBe(404);
    expect((await stranger.get(`/api/data_exports/${slug}/file`)).statusCode).toBe(404);
    const admin = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const adminView = await admin.get(`/api/data_exports/${slug}`);
    expect(adminView.statusCode).toBe(200);
    expect(adminView.doc.data?.meta).toEqual({ abilities: { download: false } });
    expect((await admin.get(`/api/data_exports/${slug}/file`)).statusCode).toBe(404);

    const file = await client.get(`/api/data_exports/${slug}/file`, { 'sec-fetch-site': 'same-origin' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(String(file.headers['content-disposition'])).toMatch(
      /^attachment; filename="evenkeel-data-\d{4}-\d\d-\d\d\.zip"$/,
    );
    expect(file.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
    expect(file.rawPayload.length).toBe(row.sizeBytes);
    expect((await client.get(`/api/data_exports/${slug}`)).doc.data?.attributes).toMatchObject({
      status: 'delivered',
    });
    expect(
      (await client.get(`/api/data_exports/${slug}/file`, { 'sec-fetch-site': 'same-origin' })).statusCode,
    ).toBe(200);
    const [first] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.slug, slug));
    expect(first?.deliveredAt).not.toBeNull();

    const audits = await t.ctx.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.subjectUserId, member.id));
    expect(audits.map((a) => a.action).sort()).toEqual([
      'data_export_downloaded',
      'data_export_downloaded',
      'data_export_requested',
    ]);
    const reads = await t.ctx.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.subjectUserId, member.id));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({
      viewerRole: 'self',
      purpose: 'own_export',
      dataKind: 'data_export',
      client: 'web',
      count: 2,
    });
  });

  it('allows one a day: 429 with Retry-After and when, in the member’s language; the list says when', async () => {
    const member = await createUser(t.ctx, { timezone: 'America/Toronto' });
    const client = await clientFor(t.app, member);
    expect((await ask(client)).statusCode).toBe(201);
    const again = await ask(client);
    expect(again.statusCode).toBe(429);
    const wait = Number(again.headers['retry-after']);
    expect(wait).toBeGreaterThan(23 * 3600);
    expect(wait).toBeLessThanOrEqual(24 * 3600);
    expect(again.doc.errors?.[0]?.detail).toMatch(
      /^You can ask for one export a day\. You can ask for the next one on .+ \d{4}.*\d{1,2}:\d\d/,
    );
    const list = await client.get('/api/data_exports');
    expect(list.doc.meta?.can_request).toBe(false);
    const next = Date.parse(String(list.doc.meta?.next_request_at));
    expect(Math.abs(next - (Date.now() + 24 * 3600 * 1000))).toBeLessThan(60_000);

    const french = await clientFor(t.app, await createUser(t.ctx, { locale: 'fr' }), 'fr');
    expect((await ask(french)).statusCode).toBe(201);
    expect((await ask(french)).doc.errors?.[0]?.detail).toMatch(
      /^Vous pouvez demander une exportation par jour/,
    );

    // A day later (the request moved back a day): allowed again.
    await t.ctx.db
      .update(dataExports)
      .set({ requestedAt: new Date(Date.now() - DAY_MS - 1000) })
      .where(eq(dataExports.userId, member.id));
    expect((await client.get('/api/data_exports')).doc.meta?.can_request).toBe(true);
    expect((await ask(client)).statusCode).toBe(201);
  });

  it('expires after 7 days: the file is deleted, the row stays as a record, the download is 404', async () => {
    const member = await createUser(t.ctx);
    const client = await clientFor(t.app, member);
    const slug = String((await ask(client)).doc.data?.id);
    const row = await settled(slug);
    expect(row.storageKey).not.toBeNull();
    expect(await expireExports(t.ctx, new Date(Date.now() + (EXPORT_KEEP_DAYS - 1) * DAY_MS))).toBe(0);
    expect(
      await expireExports(t.ctx, new Date(Date.now() + EXPORT_KEEP_DAYS * DAY_MS + 60_000)),
    ).toBeGreaterThan(0);
    expect(await t.ctx.storage.getStream(String(row.storageKey))).toBeNull();
    const shown = await client.get(`/api/data_exports/${slug}`);
    expect(shown.doc.data?.attributes).toMatchObject({ status: 'expired' });
    expect(shown.doc.data?.meta).toEqual({ abilities: { download: false } });
    expect((await client.get(`/api/data_exports/${slug}/file`)).statusCode).toBe(404);
    // Past `expires_at` the file is refused even before the hourly job has run.
    const other = await createUser(t.ctx);
    const otherClient = await clientFor(t.app, other);
    const otherSlug = String((await ask(otherClient)).doc.data?.id);
    await settled(otherSlug);
    await t.ctx.db
      .update(dataExports)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(dataExports.slug, otherSlug));
    expect((await otherClient.get(`/api/data_exports/${otherSlug}/file`)).statusCode).toBe(404);
  });

  it('retries a failed build and marks it failed after the last attempt', async () => {
    const member = await createUser(t.ctx);
    const [row] = await t.ctx.db
      .insert(dataExports)
      .values({ userId: member.id, requestedById: member.id, requestedByName: 'Test User', locale: 'en' })
      .returning();
    if (!row) throw new Error('no row');
    const storage = t.ctx.storage;
    const putFile = storage.putFile.bind(storage);
    storage.putFile = async () => {
      throw new Error('bucket unavailable');
    };
    try {
      for (let attempt = 1; attempt < EXPORT_BUILD_ATTEMPTS; attempt += 1) {
        await expect(buildExport(t.ctx, row.id)).rejects.toThrow('bucket unavailable');
        const [again] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, row.id));
        expect(again).toMatchObject({ status: 'queued', attempts: attempt });
      }
      await expect(buildExport(t.ctx, row.id)).rejects.toThrow('bucket unavailable');
    } finally {
      storage.putFile = putFile;
    }
    const [failed] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(failed).toMatchObject({ status: 'failed', attempts: EXPORT_BUILD_ATTEMPTS, storageKey: null });
    expect(failed?.failedAt).not.toBeNull();
    // The queue gives the job as many tries as the row counts.
    expect(dataExportBuildJob(t.ctx).retryLimit).toBe(EXPORT_BUILD_ATTEMPTS - 1);
    // A failed export is not built again.
    await buildExport(t.ctx, row.id);
    const [still] = await t.ctx.db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(still?.status).toBe('failed');
  });

  it('drops its own file when the row went during the build (the account deleted meanwhile)', async () => {
    const member = await createUser(t.ctx);
    const [row] = await t.ctx.db
      .insert(dataExports)
      .values({ userId: member.id, requestedById: member.id, requestedByName: 'Test User', locale: 'en' })
      .returning();
    if (!row) throw new Error('no row');
    const storage = t.ctx.storage;
    const putFile = storage.putFile.bind(storage);
    let stored = '';
    storage.putFile = async (key, file) => {
      await putFile(key, file);
      stored = key;
      await t.ctx.db.delete(dataExports).where(eq(dataExports.id, row.id));
    };
    try {
      await buildExport(t.ctx, row.id);
    } finally {
      storage.putFile = putFile;
    }
    expect(stored).not.toBe('');
    expect(await storage.getStream(stored)).toBeNull();
  });

  it('answers 401 to the signed out everywhere', async () => {
    const signedOut = await new TestClient(t.app).start();
    expect((await ask(signedOut)).statusCode).toBe(401);
    expect((await signedOut.get('/api/data_exports')).statusCode).toBe(401);
    expect((await signedOut.get('/api/data_exports/abc')).statusCode).toBe(401);
    expect((await signedOut.get('/api/data_exports/abc/file')).statusCode).toBe(401);
  });

  it('goes with the account: rows and files', async () => {
    const member = await createUser(t.ctx);
    const client = await clientFor(t.app, member);
    const slug = String((await ask(client)).doc.data?.id);
    const row = await settled(slug);
    const key = String(row.storageKey);
    expect(await t.ctx.storage.getStream(key)).not.toBeNull();
    const deleted = await client.request('DELETE', `/api/users/${member.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, member.slug),
    });
    expect(deleted.statusCode).toBe(204);
    expect(await t.ctx.storage.getStream(key)).toBeNull();
    expect(await t.ctx.db.select().from(dataExports).where(eq(dataExports.userId, member.id))).toEqual([]);
  });
});

describe('the platform’s user data export list', () => {
  it('lets a platform administrator find a member by e-mail and prepare an export with a reason; the member receives it', async () => {
    const admin = await createUser(t.ctx, { platformAdmin: true, firstName: 'Ada', lastName: 'Admin' });
    const member = await createUser(t.ctx, {
      firstName: 'Noor',
      lastName: 'Q',
      email: `Noor-${Date.now()}@example.test`,
    });
    const adminClient = await clientFor(t.app, admin);

    const found = await adminClient.get(
      `/api/data_exports?filter[email]=${encodeURIComponent(member.email.toLowerCase())}`,
    );
    expect(found.statusCode).toBe(200);
    expect(found.doc.meta?.member).toEqual({ id: member.slug, full_name: 'Noor Q', email: member.email });
    expect(items(found)).toEqual([]);
    const nobody = await adminClient.get('/api/data_exports?filter[email]=nobody%40example.test');
    expect(nobody.doc.meta?.member).toBeNull();

    const missing = await prepare(adminClient, member.slug, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/reason' },
      detail: "Give the legal request's reference: it is kept with the export.",
    });
    expect((await prepare(adminClient, member.slug, { reason: '' })).statusCode).toBe(422);
    expect((await prepare(adminClient, 'no-such-user', { reason: 'Law 25 request 12' })).statusCode).toBe(
      404,
    );

    const prepared = await prepare(adminClient, member.slug, { reason: 'Law 25 request 12' });
    expect(prepared.statusCode).toBe(201);
    expect(prepared.doc.data?.attributes).toMatchObject({
      status: 'queued',
      reason: 'Law 25 request 12',
      requested_by_name: 'Ada Admin',
      requested_by_member: false,
      member_name: 'Noor Q',
      member_email: member.email,
    });
    expect((prepared.doc.data as { relationships?: unknown } | undefined)?.relationships).toEqual({
      user: { data: { type: 'users', id: member.slug } },
    });
    const slug = String(prepared.doc.data?.id);
    // One under way: a second preparation is refused.
    const twice = await prepare(adminClient, member.slug, { reason: 'Law 25 request 12' });
    expect(twice.statusCode).toBe(409);

    const row = await settled(slug);
    expect(row.status).toBe('ready');
    expect((await adminClient.get(`/api/data_exports/${slug}/file`)).statusCode).toBe(404);
    const mail = await deliveredEmail(t.ctx, member.email);
    expect(mail.textBody).toContain('/profile#data');
    expect(await t.ctx.db.select().from(emails).where(eq(emails.toAddress, admin.email))).toEqual([]);

    // The member sees it in their list (no reason hidden: it is about them) and downloads it.
    const memberClient = await clientFor(t.app, member);
    const theirs = await memberClient.get('/api/data_exports');
    expect(items(theirs).map((item) => item.id)).toEqual([slug]);
    expect(items(theirs)[0]?.meta).toEqual({ abilities: { download: true } });
    // An administrator's preparation does not use up the member's one a day.
    expect(theirs.doc.meta?.can_request).toBe(true);
    expect((await memberClient.get(`/api/data_exports/${slug}/file`)).statusCode).toBe(200);

    const list = await adminClient.get(`/api/data_exports?filter[email]=${encodeURIComponent(member.email)}`);
    expect(items(list)[0]?.attributes).toMatchObject({ status: 'delivered' });
    const all = await adminClient.get('/api/data_exports?page[size]=100');
    expect(items(all).some((item) => item.id === slug)).toBe(true);

    const audits = await t.ctx.db
      .select({ action: auditEvents.action, actorId: auditEvents.actorId })
      .from(auditEvents)
      .where(and(eq(auditEvents.subjectUserId, member.id), eq(auditEvents.detail, slug)));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'data_export_prepared', actorId: admin.id },
        { action: 'data_export_downloaded', actorId: member.id },
      ]),
    );
    const reads = await t.ctx.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.subjectUserId, member.id));
    expect(reads.map((r) => [r.viewerRole, r.purpose, r.viewerName]).sort()).toEqual([
      ['platform_administrator', 'legal_request', 'Ada Admin'],
      ['self', 'own_export', 'Noor Q'],
    ]);
  });

  it('keeps the list and the preparation to platform administrators', async () => {
    const member = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const client = await clientFor(t.app, member);
    expect((await prepare(client, other.slug, { reason: 'curious' })).statusCode).toBe(403);
    expect(
      (await client.get(`/api/data_exports?filter[email]=${encodeURIComponent(other.email)}`)).statusCode,
    ).toBe(403);
    const otherClient = await clientFor(t.app, other);
    const slug = String((await ask(otherClient)).doc.data?.id);
    const mine = await client.get('/api/data_exports');
    expect(items(mine).map((item) => item.id)).not.toContain(slug);
    expect((await client.get(`/api/data_exports/${slug}`)).statusCode).toBe(404);
    const tooLong = await prepare(
      await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true })),
      other.slug,
      { reason: 'x'.repeat(501) },
    );
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('demo data', () => {
  it('gives a demo member a finished export whose file downloads', async () => {
    const member = await createUser(t.ctx);
    await seedDemoExport(t.ctx, member.email);
    const client = await clientFor(t.app, member);
    const list = await client.get('/api/data_exports');
    expect(items(list)[0]?.attributes).toMatchObject({ status: 'ready', requested_by_member: true });
    expect(items(list)[0]?.meta).toEqual({ abilities: { download: true } });
    const file = await client.get(`/api/data_exports/${items(list)[0]?.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
  });
});
