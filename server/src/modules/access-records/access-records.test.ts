import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAccess } from '../../db/access-records';
import { accessRecords, providers } from '../../db/schema';
import { accessRecordPurgeJob } from '../../jobs/access-records';
import { textPdf } from '../../lib/pdf';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createOrganization,
  createUser,
  giveConsent,
  resourceWith,
  TEST_PASSWORD,
} from '../../test/factories';
import { upload } from '../../test/multipart';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 24 * 60 * 60 * 1000;

/** A member who shares with a connection and reports to a group administrator they consented to. */
async function world() {
  const org = await createOrganization(t.ctx);
  const group = await createGroup(t.ctx, org);
  const member = await createUser(t.ctx, { firstName: 'Maya', lastName: 'Member' });
  const connection = await createUser(t.ctx, { firstName: 'Alex', lastName: 'Martin' });
  const groupAdmin = await createUser(t.ctx, { firstName: 'Gabrielle', lastName: 'Roy' });
  const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
  await addOrganizationRole(t.ctx, org, member, 'member');
  await addGroupRole(t.ctx, group, member, 'reporter');
  await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
  await giveConsent(t.ctx, member, groupAdmin, group);
  await createConnection(t.ctx, member, connection);
  return { org, member, connection, groupAdmin, platformAdmin };
}

const log = async (client: TestClient, query = '') => {
  const response = await client.get(`/api/access_records${query}`);
  expect(response.statusCode).toBe(200);
  return response;
};

describe('GET /api/access_records', () => {
  it('shows a connection’s reads at once, two in the same hour as one record counted twice, and never the member’s own', async () => {
    const w = await world();
    const member = await clientFor(t.app, w.member);
    const connection = await clientFor(t.app, w.connection);
    expect(items(await log(member))).toEqual([]);

    // The web app's browser sends Sec-Fetch-Site; another API client does not.
    const web = { 'sec-fetch-site': 'same-origin' };
    expect((await connection.get(`/api/users/${w.member.slug}/insights`, web)).statusCode).toBe(200);
    const once = items(await log(member));
    expect(once).toHaveLength(1);
    expect(once[0]?.attributes).toMatchObject({ count: 1, data_kind: 'insights' });

    expect((await connection.get(`/api/users/${w.member.slug}/insights`, web)).statusCode).toBe(200);
    expect((await member.get(`/api/users/${w.member.slug}/insights`)).statusCode).toBe(200);
    expect((await member.get('/api/insights')).statusCode).toBe(200);
    const response = await log(member);
    expect(response.doc.meta).toMatchObject({
      total: 1,
      viewers: [{ id: w.connection.slug, name: 'Alex Martin' }],
    });
    const [record] = items(response);
    expect(record?.id).toBe(once[0]?.id);
    expect(record?.attributes).toMatchObject({
      viewer_name: 'Alex Martin',
      viewer_id: w.connection.slug,
      viewer_role: 'connection',
      data_kind: 'insights',
      purpose: 'connection',
      client: 'web',
      outcome: 'success',
      count: 2,
    });
    expect(Date.parse(record?.attributes.occurred_at as string)).toBeGreaterThanOrEqual(
      Date.parse(record?.attributes.first_at as string),
    );

    // The same person reading another kind, from another client, is another line, newest first.
    expect((await connection.get(`/api/users/${w.member.slug}/checkups`)).statusCode).toBe(200);
    const both = items(await log(member));
    expect(both.map((item) => [item.attributes.data_kind, item.attributes.client])).toEqual([
      ['checkups', 'api'],
      ['insights', 'web'],
    ]);
  });

  it('names a consented group administrator’s read by their role and the consent', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.groupAdmin);
    expect((await admin.get(`/api/users/${w.member.slug}/checkups`)).statusCode).toBe(200);
    const [record] = items(await log(await clientFor(t.app, w.member, 'fr')));
    expect(record?.attributes).toMatchObject({
      viewer_name: 'Gabrielle Roy',
      viewer_role: 'group_administrator',
      purpose: 'result_consent',
      data_kind: 'checkups',
    });
  });

  it('records nothing for a refused read or an aggregated dashboard', async () => {
    const w = await world();
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await stranger.get(`/api/users/${w.member.slug}/insights`)).statusCode).toBe(404);
    expect(
      (await (await clientFor(t.app, w.platformAdmin)).get(`/api/users/${w.member.slug}/insights`))
        .statusCode,
    ).toBe(404);
    const rows = await t.ctx.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.subjectUserId, w.member.id));
    expect(rows).toEqual([]);
  });

  it('filters by person, pages like every list, and refuses malformed or unknown filters', async () => {
    const w = await world();
    await clientFor(t.app, w.connection).then((c) => c.get(`/api/users/${w.member.slug}/insights`));
    await clientFor(t.app, w.groupAdmin).then((c) => c.get(`/api/users/${w.member.slug}/insights`));
    const member = await clientFor(t.app, w.member);

    const all = await log(member);
    expect(all.doc.meta?.total).toBe(2);
    expect(all.doc.meta).toMatchObject({ viewers: [{ name: 'Alex Martin' }, { name: 'Gabrielle Roy' }] });
    const one = await log(member, `?filter[viewer]=${w.groupAdmin.slug}`);
    expect(items(one).map((item) => item.attributes.viewer_name)).toEqual(['Gabrielle Roy']);
    expect(one.doc.meta?.viewers).toHaveLength(2);

    const first = await log(member, '?page[size]=1');
    expect(items(first)).toHaveLength(1);
    expect(first.doc.meta?.total).toBe(2);
    expect(first.doc.links?.next).toContain('page%5Bnumber%5D=2');

    const malformed = await member.get('/api/access_records?filter[viewer]=%20x');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.doc.errors?.[0]?.source).toEqual({ parameter: 'filter[viewer]' });
    expect(malformed.doc.errors?.[0]?.detail).toBeTruthy();
    const unknown = await member.get(`/api/access_records?filter[subject]=${w.member.slug}`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.doc.errors?.[0]?.source).toEqual({ parameter: 'filter[subject]' });
  });

  it('is 401 signed out, and nobody reads another member’s log, platform administrators included', async () => {
    const w = await world();
    await clientFor(t.app, w.connection).then((c) => c.get(`/api/users/${w.member.slug}/insights`));
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/access_records')).statusCode).toBe(401);

    for (const user of [w.platformAdmin, w.connection, w.groupAdmin]) {
      const client = await clientFor(t.app, user);
      expect(items(await log(client))).toEqual([]);
      const byViewer = await log(client, `?filter[viewer]=${w.connection.slug}`);
      expect(items(byViewer)).toEqual([]);
      expect(byViewer.doc.meta?.viewers).toEqual([]);
      for (const query of [`?filter[user]=${w.member.slug}`, `?user=${w.member.slug}`]) {
        expect((await client.get(`/api/access_records${query}`)).statusCode).toBe(400);
      }
      expect((await client.get(`/api/access_records/${w.member.slug}`)).statusCode).toBe(404);
    }
  });

  it('records a member opening a provider’s licences (the list and the file) in the provider’s log', async () => {
    const org = await createOrganization(t.ctx);
    const providerUser = await createUser(t.ctx, { firstName: 'Dre', lastName: 'Roy' });
    const memberUser = await createUser(t.ctx, { firstName: 'Sam', lastName: 'Tremblay' });
    await addOrganizationRole(t.ctx, org, memberUser, 'member');
    const [provider] = await t.ctx.db
      .insert(providers)
      .values({ userId: providerUser.id, organizationId: org.id, displayName: 'Dre Roy' })
      .returning();
    const providerClient = await clientFor(t.app, providerUser);
    const file = await upload(providerClient, 'document', textPdf('Licence', ['OPQ']), {
      filename: 'licence.pdf',
      type: 'application/pdf',
    });
    const attached = await providerClient.post(
      '/api/documents',
      resourceWith(
        'documents',
        { name: 'Licence OPQ' },
        {
          upload: { type: 'uploads', id: file.doc.data?.id as string },
          provider: { type: 'providers', id: provider?.slug as string },
        },
      ),
    );
    expect(attached.statusCode).toBe(201);
    // The provider opening their own licences is not a read by anyone else.
    await providerClient.get(`/api/documents?filter[provider]=${provider?.slug}`);
    expect(items(await log(providerClient))).toEqual([]);

    const member = await clientFor(t.app, memberUser);
    const list = await member.get(`/api/documents?filter[provider]=${provider?.slug}`);
    expect(list.statusCode).toBe(200);
    expect((await member.get(items(list)[0]?.attributes.url as string)).statusCode).toBe(200);
    const [record] = items(await log(providerClient));
    expect(record?.attributes).toMatchObject({
      viewer_name: 'Sam Tremblay',
      viewer_role: 'member',
      purpose: 'care_center',
      data_kind: 'provider_documents',
      count: 2,
    });
  });
});

describe('keeping and deleting access records', () => {
  it('purges records older than a year (the daily job), keeps younger ones', async () => {
    const w = await world();
    const now = Date.now();
    const at = (days: number) => new Date(now - days * DAY);
    await t.ctx.db.insert(accessRecords).values(
      [366, 364].map((days) => ({
        subjectUserId: w.member.id,
        viewerId: w.connection.id,
        viewerName: 'Alex Martin',
        viewerRole: 'connection' as const,
        dataKind: 'insights' as const,
        purpose: 'connection' as const,
        client: 'web' as const,
        hour: at(days),
        firstAt: at(days),
        occurredAt: at(days),
      })),
    );
    await accessRecordPurgeJob(t.ctx).handle();
    const left = await t.ctx.db
      .select({ occurredAt: accessRecords.occurredAt })
      .from(accessRecords)
      .where(eq(accessRecords.subjectUserId, w.member.id));
    expect(left.map((row) => row.occurredAt.getTime())).toEqual([at(364).getTime()]);
  });

  it('keeps a deleted viewer’s name without their account, and goes with the member’s account', async () => {
    const w = await world();
    await recordAccess(t.ctx.db, {
      subjectUserId: w.member.id,
      viewer: w.connection,
      viewerRole: 'connection',
      dataKind: 'insights',
      purpose: 'connection',
      client: 'web',
    });
    const viewer = await clientFor(t.app, w.connection);
    const gone = await viewer.request('DELETE', `/api/users/${w.connection.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, w.connection.slug),
    });
    expect(gone.statusCode).toBe(204);
    const member = await clientFor(t.app, w.member);
    const after = await log(member);
    expect(items(after)[0]?.attributes).toMatchObject({ viewer_name: 'Alex Martin', viewer_id: null });
    expect(after.doc.meta?.viewers).toEqual([]);

    const deleted = await member.request('DELETE', `/api/users/${w.member.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, w.member.slug),
    });
    expect(deleted.statusCode).toBe(204);
    const rows = await t.ctx.db
      .select()
      .from(accessRecords)
      .where(eq(accessRecords.subjectUserId, w.member.id));
    expect(rows).toEqual([]);
  });

  it('a member’s own export download is listed as theirs (self)', async () => {
    const w = await world();
    await recordAccess(t.ctx.db, {
      subjectUserId: w.member.id,
      viewer: w.member,
      viewerRole: 'self',
      dataKind: 'data_export',
      purpose: 'own_export',
      client: 'web',
    });
    const [record] = items(await log(await clientFor(t.app, w.member)));
    expect(record?.attributes).toMatchObject({ viewer_role: 'self', purpose: 'own_export', count: 1 });
  });
});
