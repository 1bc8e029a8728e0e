import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitGroupMembers, organizationRoles, organizations } from '../../db/schema';
import { textPdf } from '../../lib/pdf';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, type TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createGroup,
  createOrganization,
  createProviderProfile,
  createUser,
  resourceWith,
} from '../../test/factories';
import { upload } from '../../test/multipart';

/**
 * Issue 26 §4.1 and §4.2 (an outside attack): after leaving an organization a member kept their
 * coverage, the plan booklet and recording uses; a disabled organization's documents could still
 * be added and deleted (and its health services and care-center profiles changed).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploadPdf = async (client: TestClient) => {
  const response = await upload(client, 'document', textPdf('Plan booklet', ['Psychotherapy: 8 sessions']), {
    filename: 'booklet.pdf',
    type: 'application/pdf',
  });
  expect(response.statusCode).toBe(201);
  return { id: response.doc.data?.id as string, url: response.doc.data?.attributes?.url as string };
};

const attach = (client: TestClient, uploadId: string, owner: { benefit_group?: string; provider?: string }) =>
  client.post(
    '/api/documents',
    resourceWith(
      'documents',
      { name: 'Booklet' },
      {
        upload: { type: 'uploads', id: uploadId },
        ...(owner.benefit_group
          ? { benefit_group: { type: 'benefit_groups', id: owner.benefit_group } }
          : {}),
        ...(owner.provider ? { provider: { type: 'providers', id: owner.provider } } : {}),
      },
    ),
  );

const recordUse = (client: TestClient, coverage: string) =>
  client.post(
    '/api/coverage_uses',
    resourceWith(
      'coverage_uses',
      { used_on: '2026-01-05', sessions: 1 },
      {
        coverage: { type: 'coverages', id: coverage },
      },
    ),
  );

/** An organization with an administrator and a member in a benefit group that has coverage and a booklet. */
async function setUp() {
  const org = await createOrganization(t.ctx);
  const adminUser = await createUser(t.ctx);
  const memberUser = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
  const role = await addOrganizationRole(t.ctx, org, memberUser, 'member');
  const admin = await clientFor(t.app, adminUser);
  // French is the profile's language (it wins over Accept-Language).
  const adminFrUser = await createUser(t.ctx, { locale: 'fr' });
  await addOrganizationRole(t.ctx, org, adminFrUser, 'administrator');
  const adminFr = await clientFor(t.app, adminFrUser, 'fr');
  const member = await clientFor(t.app, memberUser);
  const group = (
    await admin.post(
      `/api/organizations/${org.slug}/benefit_groups`,
      resource('benefit_groups', { name: 'Staff' }),
    )
  ).doc.data?.id as string;
  await admin.post(
    `/api/benefit_groups/${group}/members`,
    resource('benefit_group_members', { users: [memberUser.slug] }),
  );
  const created = await admin.post(
    `/api/benefit_groups/${group}/coverages`,
    resource('coverages', {
      target_kind: 'service_category',
      target_key: 'psychotherapy',
      sessions_per_year: 8,
      share_percent: 80,
      plan_year_start_month: 1,
      plan_year_start_day: 1,
    }),
  );
  expect(created.statusCode).toBe(201);
  const booklet = await uploadPdf(admin);
  const document = await attach(admin, booklet.id, { benefit_group: group });
  expect(document.statusCode).toBe(201);
  return {
    org,
    group,
    coverage: created.doc.data?.id as string,
    document: document.doc.data?.id as string,
    bookletUrl: booklet.url,
    role,
    admin,
    adminFr,
    member,
    memberUser,
  };
}

const membershipRows = (groupSlugOwner: { memberUser: { id: number } }) =>
  t.ctx.db
    .select({ id: benefitGroupMembers.id })
    .from(benefitGroupMembers)
    .where(eq(benefitGroupMembers.userId, groupSlugOwner.memberUser.id));

describe('leaving an organization ends its benefit groups for you (issue 26 §4.1)', () => {
  it('takes away coverage, the booklet and recording uses; your own past uses stay yours alone', async () => {
    const s = await setUp();
    // Before: all there.
    expect(items(await s.member.get('/api/my_coverage'))).toHaveLength(1);
    expect((await s.member.get(`/api/documents?filter[benefit_group]=${s.group}`)).statusCode).toBe(200);
    expect((await s.member.get(s.bookletUrl)).statusCode).toBe(200);
    const use = await recordUse(s.member, s.coverage);
    expect(use.statusCode).toBe(201);

    expect((await s.member.delete(`/api/organization_roles/${s.role.slug}`)).statusCode).toBe(204);

    expect(await membershipRows(s)).toEqual([]);
    const coverage = await s.member.get('/api/my_coverage');
    expect(coverage.statusCode).toBe(200);
    expect(items(coverage)).toEqual([]);
    expect((await s.member.get(`/api/benefit_groups/${s.group}`)).statusCode).toBe(404);
    expect((await s.member.get(`/api/documents?filter[benefit_group]=${s.group}`)).statusCode).toBe(404);
    expect((await s.member.get(s.bookletUrl)).statusCode).toBe(404);
    expect((await recordUse(s.member, s.coverage)).statusCode).toBe(404);
    // Their own record of what they used stays theirs (and nobody else's: the administrators'
    // reads never carry uses, docs/benefits.md).
    expect(items(await s.member.get('/api/coverage_uses')).map((item) => item.id)).toEqual([
      use.doc.data?.id,
    ]);
    expect((await s.admin.delete(`/api/coverage_uses/${use.doc.data?.id}`)).statusCode).toBe(404);
    expect(items(await s.admin.get('/api/coverage_uses'))).toEqual([]);
  });

  it('ends the rows whatever path ends the member role (a trigger), and the policy asks for the role besides', async () => {
    const s = await setUp();
    // Another code path (an administrator's removal, a script): the role row goes, the rows follow.
    await t.ctx.db.delete(organizationRoles).where(eq(organizationRoles.id, s.role.id));
    expect(await membershipRows(s)).toEqual([]);

    // A row that outlived its role (written behind the API's back) still gives nothing.
    const [group] = await t.ctx.db.query.benefitGroups.findMany({
      where: (g, { eq: is }) => is(g.slug, s.group),
    });
    await t.ctx.db
      .insert(benefitGroupMembers)
      .values({ benefitGroupId: group?.id as number, userId: s.memberUser.id });
    expect(items(await s.member.get('/api/my_coverage'))).toEqual([]);
    expect((await recordUse(s.member, s.coverage)).statusCode).toBe(404);
    expect((await s.member.get(`/api/documents?filter[benefit_group]=${s.group}`)).statusCode).toBe(404);
  });

  it('keeps the rows of an administrator who leaves only the administrator role', async () => {
    const s = await setUp();
    const adminRole = await addOrganizationRole(t.ctx, s.org, s.memberUser, 'administrator');
    await t.ctx.db.delete(organizationRoles).where(eq(organizationRoles.id, adminRole.id));
    expect(await membershipRows(s)).toHaveLength(1);
    expect(items(await s.member.get('/api/my_coverage'))).toHaveLength(1);
  });
});

describe('a disabled organization: nobody acts in it (issue 26 §4.1, §4.2)', () => {
  const disable = (org: { id: number }) =>
    t.ctx.db.update(organizations).set({ state: 'disabled' }).where(eq(organizations.id, org.id));

  it('refuses adding and deleting documents (422, in both languages), and shows no control', async () => {
    const s = await setUp();
    const another = await uploadPdf(s.admin);
    await disable(s.org);

    const added = await attach(s.admin, another.id, { benefit_group: s.group });
    expect(added.statusCode).toBe(422);
    expect(added.doc.errors?.[0]?.detail).toBe(
      'This organization is disabled: nothing can be done in it for now.',
    );
    const deleted = await s.admin.delete(`/api/documents/${s.document}`);
    expect(deleted.statusCode).toBe(422);
    const deletedFr = await s.adminFr.delete(`/api/documents/${s.document}`);
    expect(deletedFr.statusCode).toBe(422);
    expect(deletedFr.doc.errors?.[0]?.detail).toMatch(/désactivée/);
    // Still there, and read-only for the administrators.
    const list = await s.admin.get(`/api/documents?filter[benefit_group]=${s.group}`);
    expect(items(list).map((item) => item.id)).toEqual([s.document]);
    expect(items(list)[0]?.meta).toMatchObject({ abilities: { delete: false } });
    const group = await s.admin.get(`/api/benefit_groups/${s.group}`);
    expect(group.doc.data?.meta).toMatchObject({
      abilities: { manage_documents: false, manage_coverage: false },
    });
  });

  it('refuses changing or deleting coverage and benefit groups (422)', async () => {
    const s = await setUp();
    await disable(s.org);
    expect(
      (
        await s.admin.patch(
          `/api/coverages/${s.coverage}`,
          resource('coverages', { share_percent: 50 }, s.coverage),
        )
      ).statusCode,
    ).toBe(422);
    expect((await s.admin.delete(`/api/coverages/${s.coverage}`)).statusCode).toBe(422);
    expect((await s.admin.delete(`/api/benefit_groups/${s.group}`)).statusCode).toBe(422);
  });

  it('suspends the members’ coverage, booklet and recording of uses', async () => {
    const s = await setUp();
    await disable(s.org);
    expect(items(await s.member.get('/api/my_coverage'))).toEqual([]);
    expect((await s.member.get(`/api/documents?filter[benefit_group]=${s.group}`)).statusCode).toBe(404);
    expect((await recordUse(s.member, s.coverage)).statusCode).toBe(404);
    expect(items(await s.member.get(`/api/organizations/${s.org.slug}/benefit_groups`))).toEqual([]);
    // The rows stay: enabling the organization again gives it all back.
    await t.ctx.db.update(organizations).set({ state: 'enabled' }).where(eq(organizations.id, s.org.id));
    expect(items(await s.member.get('/api/my_coverage'))).toHaveLength(1);
  });

  it('refuses changing or removing health services and provider profiles and their licences (422)', async () => {
    const s = await setUp();
    const service = await s.admin.post(
      `/api/organizations/${s.org.slug}/health_services`,
      resource('health_services', { name_en: 'EAP', name_fr: 'PAE', category: 'eap' }),
    );
    expect(service.statusCode).toBe(201);
    const slug = service.doc.data?.id as string;
    const providerUser = await createUser(t.ctx);
    const provider = await createProviderProfile(t.ctx, providerUser, s.org);
    const providerClient = await clientFor(t.app, providerUser);
    const licence = await uploadPdf(providerClient);
    const attached = await attach(providerClient, licence.id, { provider: provider.slug });
    expect(attached.statusCode).toBe(201);
    await disable(s.org);

    const read = await s.admin.get(`/api/health_services/${slug}`);
    expect(read.doc.data?.meta).toMatchObject({ abilities: { update: false, delete: false } });
    expect(
      (
        await s.admin.patch(
          `/api/health_services/${slug}`,
          resource('health_services', { hours: '24/7' }, slug),
        )
      ).statusCode,
    ).toBe(422);
    expect((await s.admin.delete(`/api/health_services/${slug}`)).statusCode).toBe(422);

    const own = await providerClient.get(`/api/providers/${provider.slug}`);
    expect(own.doc.data?.meta).toMatchObject({ abilities: { update: false, change_active: false } });
    expect(
      (
        await providerClient.patch(
          `/api/providers/${provider.slug}`,
          resource('providers', { credentials: 'PhD' }, provider.slug),
        )
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await s.admin.patch(
          `/api/providers/${provider.slug}`,
          resource('providers', { active: false }, provider.slug),
        )
      ).statusCode,
    ).toBe(422);
    expect((await providerClient.delete(`/api/documents/${attached.doc.data?.id}`)).statusCode).toBe(422);
    const other = await uploadPdf(providerClient);
    expect((await attach(providerClient, other.id, { provider: provider.slug })).statusCode).toBe(422);
  });
});

describe('a disabled organization and its groups (issue 26 §4.2)', () => {
  it('refuses its administrators’ changes to it and its groups (422); the platform may still change it', async () => {
    const org = await createOrganization(t.ctx, { state: 'disabled' });
    const adminUser = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
    const group = await createGroup(t.ctx, org);
    const admin = await clientFor(t.app, adminUser);
    const renamed = await admin.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { name: 'New' }, org.slug),
    );
    expect(renamed.statusCode).toBe(422);
    expect(renamed.doc.errors?.[0]?.code).toBe('organization_disabled');
    const read = await admin.get(`/api/organizations/${org.slug}`);
    expect(read.doc.data?.meta).toMatchObject({ abilities: { update: false } });
    expect(
      (await admin.patch(`/api/groups/${group.slug}`, resource('groups', { name: 'Renamed' }, group.slug)))
        .statusCode,
    ).toBe(422);
    const platform = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
    const enabled = await platform.patch(
      `/api/organizations/${org.slug}`,
      resource('organizations', { state: 'enabled' }, org.slug),
    );
    expect(enabled.statusCode).toBe(200);
    expect(
      (await admin.patch(`/api/groups/${group.slug}`, resource('groups', { name: 'Renamed' }, group.slug)))
        .statusCode,
    ).toBe(200);
  });
});

describe('CSV imports over 1,000 lines (issue 26 §4.10)', () => {
  it('answers 422 "at most 1,000 lines" in both languages and adds nobody', async () => {
    const s = await setUp();
    const csv = Array.from({ length: 1001 }, (_, i) => `person${i}@example.org`).join('\n');
    const body = resource('benefit_group_members', { emails_csv: csv });
    const en = await s.admin.post(`/api/benefit_groups/${s.group}/members`, body);
    expect(en.statusCode).toBe(422);
    expect(en.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/emails_csv' },
      detail: 'The CSV can have at most 1,000 lines: split it and add the rest in a second step.',
    });
    const fr = await s.adminFr.post(`/api/benefit_groups/${s.group}/members`, body);
    expect(fr.statusCode).toBe(422);
    expect(fr.doc.errors?.[0]?.detail).toBe(
      'Le fichier CSV peut compter au plus 1 000 lignes : divisez-le et ajoutez le reste dans un second temps.',
    );
    // 1,000 lines pass (here, none of them a member: each reported back, none dropped).
    const ok = await s.admin.post(
      `/api/benefit_groups/${s.group}/members`,
      resource('benefit_group_members', { emails_csv: csv.split('\n').slice(0, 1000).join('\n') }),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.doc.meta?.not_members).toHaveLength(1000);
    expect(
      await t.ctx.db
        .select()
        .from(benefitGroupMembers)
        .where(and(eq(benefitGroupMembers.userId, s.memberUser.id))),
    ).toHaveLength(1);
  });
});
