import { addDays, localDate, memberTimeZone } from '@evenkeel/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
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

/** An organization with an administrator, two members (one in a benefit group) and an outsider. */
async function setUp(options: { locale?: 'en' | 'fr' } = {}) {
  const org = await createOrganization(t.ctx, { name: 'Northwind' });
  const adminUser = await createUser(t.ctx, {
    firstName: 'Ada',
    lastName: 'Admin',
    locale: options.locale ?? 'en',
  });
  const memberUser = await createUser(t.ctx, { firstName: 'Maya', lastName: 'Member' });
  const otherMemberUser = await createUser(t.ctx, { firstName: 'Omar', lastName: 'Other' });
  const strangerUser = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
  await addOrganizationRole(t.ctx, org, memberUser, 'member');
  await addOrganizationRole(t.ctx, org, otherMemberUser, 'member');
  const admin = await clientFor(t.app, adminUser, options.locale);
  const created = await admin.post(
    `/api/organizations/${org.slug}/benefit_groups`,
    resource('benefit_groups', { name: 'Full-time staff', description: 'Everyone on contract' }),
  );
  expect(created.statusCode).toBe(201);
  const group = created.doc.data?.id as string;
  const added = await admin.post(
    `/api/benefit_groups/${group}/members`,
    resource('benefit_group_members', { users: [memberUser.slug] }),
  );
  expect(added.statusCode).toBe(200);
  return {
    org,
    group,
    admin,
    adminUser,
    memberUser,
    otherMemberUser,
    member: await clientFor(t.app, memberUser),
    otherMember: await clientFor(t.app, otherMemberUser),
    stranger: await clientFor(t.app, strangerUser),
  };
}

const coverage = (overrides: Record<string, unknown> = {}) =>
  resource('coverages', {
    target_kind: 'service_category',
    target_key: 'psychotherapy',
    yearly_amount_cents: 100000,
    currency: 'CAD',
    sessions_per_year: 8,
    share_percent: 80,
    plan_year_start_month: 1,
    plan_year_start_day: 1,
    ...overrides,
  });

describe('benefit groups', () => {
  it('are created and managed by the organization’s administrators: 401, 403, 404, 422 otherwise', async () => {
    const s = await setUp();
    const signedOut = await new TestClient(t.app).start();
    const body = resource('benefit_groups', { name: 'Part-time' });
    expect((await signedOut.post(`/api/organizations/${s.org.slug}/benefit_groups`, body)).statusCode).toBe(
      401,
    );
    expect((await s.member.post(`/api/organizations/${s.org.slug}/benefit_groups`, body)).statusCode).toBe(
      403,
    );
    expect((await s.stranger.post(`/api/organizations/${s.org.slug}/benefit_groups`, body)).statusCode).toBe(
      404,
    );
    const invalid = await s.admin.post(
      `/api/organizations/${s.org.slug}/benefit_groups`,
      resource('benefit_groups', { name: '' }),
    );
    expect(invalid.statusCode).toBe(422);
    expect(invalid.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/name' });

    const renamed = await s.admin.patch(
      `/api/benefit_groups/${s.group}`,
      resource('benefit_groups', { name: 'Full-time employees' }, s.group),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.doc.data?.attributes).toMatchObject({ name: 'Full-time employees', member_count: 1 });
    expect(renamed.doc.data?.meta).toMatchObject({ abilities: { update: true, manage_members: true } });
    const refused = await s.member.patch(
      `/api/benefit_groups/${s.group}`,
      resource('benefit_groups', { name: 'Mine' }, s.group),
    );
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await s.otherMember.patch(
          `/api/benefit_groups/${s.group}`,
          resource('benefit_groups', { name: 'X' }, s.group),
        )
      ).statusCode,
    ).toBe(404);
    expect((await s.member.delete(`/api/benefit_groups/${s.group}`)).statusCode).toBe(403);
    expect((await s.stranger.delete(`/api/benefit_groups/${s.group}`)).statusCode).toBe(404);
    expect((await s.admin.delete(`/api/benefit_groups/${s.group}`)).statusCode).toBe(204);
    expect((await s.admin.get(`/api/benefit_groups/${s.group}`)).statusCode).toBe(404);
  });

  it('are listed whole to administrators, to members only the ones they are in', async () => {
    const s = await setUp();
    await s.admin.post(
      `/api/organizations/${s.org.slug}/benefit_groups`,
      resource('benefit_groups', { name: 'Contractors' }),
    );
    const all = await s.admin.get(`/api/organizations/${s.org.slug}/benefit_groups`);
    expect(items(all).map((item) => item.attributes?.name)).toEqual(['Contractors', 'Full-time staff']);
    expect(items(all)[1]?.attributes?.member_count).toBe(1);
    const mine = await s.member.get(`/api/organizations/${s.org.slug}/benefit_groups`);
    expect(items(mine).map((item) => item.attributes?.name)).toEqual(['Full-time staff']);
    expect(items(mine)[0]?.attributes?.member_count).toBeUndefined();
    expect(items(mine)[0]?.meta).toMatchObject({ abilities: { update: false, manage_members: false } });
    expect(items(await s.otherMember.get(`/api/organizations/${s.org.slug}/benefit_groups`))).toEqual([]);
    expect((await s.stranger.get(`/api/organizations/${s.org.slug}/benefit_groups`)).statusCode).toBe(404);
    expect((await s.member.get(`/api/benefit_groups/${s.group}`)).statusCode).toBe(200);
    expect((await s.otherMember.get(`/api/benefit_groups/${s.group}`)).statusCode).toBe(404);
    const org = await s.admin.get(`/api/organizations/${s.org.slug}`);
    expect(org.doc.data?.meta).toMatchObject({ abilities: { manage_benefits: true } });
  });

  it('have a name in each language: the reader’s, else the other one (issue 27)', async () => {
    // A French-speaking administrator, an English-speaking member.
    const s = await setUp({ locale: 'fr' });
    const frName = 'Personnel à temps plein';
    expect((await s.admin.get(`/api/benefit_groups/${s.group}`)).doc.data?.attributes).toMatchObject({
      name: 'Full-time staff',
      name_en: 'Full-time staff',
      name_fr: null,
    });
    const renamed = await s.admin.patch(
      `/api/benefit_groups/${s.group}`,
      resource('benefit_groups', { name_fr: frName }, s.group),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.doc.data?.attributes).toMatchObject({
      name: frName,
      name_en: 'Full-time staff',
      name_fr: frName,
    });
    expect((await s.member.get(`/api/benefit_groups/${s.group}`)).doc.data?.attributes?.name).toBe(
      'Full-time staff',
    );
    // A coverage names its group in the reader's language too.
    expect((await s.admin.post(`/api/benefit_groups/${s.group}/coverages`, coverage())).statusCode).toBe(201);
    const listed = await s.admin.get(`/api/benefit_groups/${s.group}/coverages`);
    expect(items(listed)[0]?.attributes?.benefit_group_name).toBe(frName);
    const mine = await s.member.get('/api/my_coverage');
    expect(items(mine)[0]?.attributes?.benefit_group_name).toBe('Full-time staff');
    // Both names when created; the French one cleared falls back to the English.
    const both = await s.admin.post(
      `/api/organizations/${s.org.slug}/benefit_groups`,
      resource('benefit_groups', { name: 'Contractors', name_fr: 'Contractuels' }),
    );
    expect(both.doc.data?.attributes).toMatchObject({ name: 'Contractuels', name_en: 'Contractors' });
    const cleared = await s.admin.patch(
      `/api/benefit_groups/${s.group}`,
      resource('benefit_groups', { name_fr: null }, s.group),
    );
    expect(cleared.doc.data?.attributes).toMatchObject({ name: 'Full-time staff', name_fr: null });
  });

  it('takes members from the organization’s list or a CSV of e-mails, and reports the lines that are not members', async () => {
    const s = await setUp({ locale: 'fr' });
    const candidates = await s.admin.get(`/api/benefit_groups/${s.group}/members`);
    expect(candidates.statusCode).toBe(200);
    expect(items(candidates).map((item) => [item.attributes?.full_name, item.attributes?.in_group])).toEqual([
      ['Maya Member', true],
      ['Omar Other', false],
    ]);
    const csv = `email\n${s.otherMemberUser.email.toUpperCase()}\n\nnobody@example.test\n"${s.memberUser.email}",Maya\n${s.adminUser.email}`;
    const added = await s.admin.post(
      `/api/benefit_groups/${s.group}/members`,
      resource('benefit_group_members', { emails_csv: csv }),
    );
    expect(added.statusCode).toBe(200);
    expect(items(added).map((item) => item.attributes?.full_name)).toEqual(['Omar Other']);
    // The administrator holds no member role: not on the organization's member list.
    expect(added.doc.meta).toMatchObject({
      added: 1,
      not_members: [
        { line: 4, text: 'nobody@example.test' },
        { line: 6, text: s.adminUser.email },
      ],
    });
    const inGroup = await s.admin.get(`/api/benefit_groups/${s.group}/members?filter[in_group]=true`);
    expect(items(inGroup)).toHaveLength(2);
    const empty = await s.admin.post(
      `/api/benefit_groups/${s.group}/members`,
      resource('benefit_group_members', {}),
    );
    expect(empty.statusCode).toBe(422);
    expect(empty.doc.errors?.[0]).toMatchObject({
      source: { pointer: '/data/attributes/users' },
      detail: 'Choisissez des membres dans la liste, ou collez des courriels.',
    });
    expect((await s.member.get(`/api/benefit_groups/${s.group}/members`)).statusCode).toBe(403);
    expect((await s.stranger.get(`/api/benefit_groups/${s.group}/members`)).statusCode).toBe(404);
    expect(
      (
        await s.member.post(
          `/api/benefit_groups/${s.group}/members`,
          resource('benefit_group_members', { users: [s.otherMemberUser.slug] }),
        )
      ).statusCode,
    ).toBe(403);
    const removed = await s.admin.request('DELETE', `/api/benefit_groups/${s.group}/members`, {
      body: resource('benefit_group_members', { users: [s.otherMemberUser.slug] }),
    });
    expect(removed.statusCode).toBe(204);
    expect(
      items(await s.admin.get(`/api/benefit_groups/${s.group}/members?filter[in_group]=true`)),
    ).toHaveLength(1);
    expect((await s.otherMember.get(`/api/benefit_groups/${s.group}`)).statusCode).toBe(404);
  });
});

describe('coverage', () => {
  it('is set by administrators and seen only by the group’s members and administrators', async () => {
    const s = await setUp();
    const created = await s.admin.post(`/api/benefit_groups/${s.group}/coverages`, coverage());
    expect(created.statusCode).toBe(201);
    const slug = created.doc.data?.id as string;
    expect(created.doc.data?.attributes).toMatchObject({
      target_key: 'psychotherapy',
      yearly_amount_cents: 100000,
      currency: 'CAD',
      sessions_per_year: 8,
      benefit_group_name: 'Full-time staff',
    });
    expect((await s.admin.post(`/api/benefit_groups/${s.group}/coverages`, coverage())).statusCode).toBe(409);
    expect(
      (await s.member.post(`/api/benefit_groups/${s.group}/coverages`, coverage({ target_key: 'eap' })))
        .statusCode,
    ).toBe(403);
    expect(
      (await s.otherMember.post(`/api/benefit_groups/${s.group}/coverages`, coverage({ target_key: 'eap' })))
        .statusCode,
    ).toBe(404);

    const seen = await s.member.get(`/api/benefit_groups/${s.group}/coverages`);
    expect(items(seen)).toHaveLength(1);
    expect(items(seen)[0]?.meta).toMatchObject({ abilities: { update: false, record_use: true } });
    expect(items(await s.admin.get(`/api/benefit_groups/${s.group}/coverages`))[0]?.meta).toMatchObject({
      abilities: { update: true, record_use: false },
    });
    expect((await s.otherMember.get(`/api/benefit_groups/${s.group}/coverages`)).statusCode).toBe(404);
    expect((await s.stranger.get(`/api/benefit_groups/${s.group}/coverages`)).statusCode).toBe(404);

    const changed = await s.admin.patch(
      `/api/coverages/${slug}`,
      resource('coverages', { sessions_per_year: 10 }, slug),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.doc.data?.attributes?.sessions_per_year).toBe(10);
    expect(
      (await s.member.patch(`/api/coverages/${slug}`, resource('coverages', { sessions_per_year: 99 }, slug)))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await s.otherMember.patch(
          `/api/coverages/${slug}`,
          resource('coverages', { sessions_per_year: 99 }, slug),
        )
      ).statusCode,
    ).toBe(404);
    const emptied = await s.admin.patch(
      `/api/coverages/${slug}`,
      resource('coverages', { sessions_per_year: null, yearly_amount_cents: null }, slug),
    );
    expect(emptied.statusCode).toBe(422);
    expect(emptied.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/sessions_per_year' });
    expect((await s.member.delete(`/api/coverages/${slug}`)).statusCode).toBe(403);
    expect((await s.stranger.delete(`/api/coverages/${slug}`)).statusCode).toBe(404);
    expect((await s.admin.delete(`/api/coverages/${slug}`)).statusCode).toBe(204);
  });

  it('refuses what cannot be a coverage, naming each field', async () => {
    const s = await setUp();
    const wrong = await s.admin.post(
      `/api/benefit_groups/${s.group}/coverages`,
      coverage({
        target_kind: 'specialty',
        target_key: 'eap',
        currency: null,
        plan_year_start_month: 2,
        plan_year_start_day: 30,
      }),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.doc.errors?.map((error) => error.source?.pointer).sort()).toEqual([
      '/data/attributes/currency',
      '/data/attributes/plan_year_start_day',
      '/data/attributes/target_key',
    ]);
    const none = await s.admin.post(
      `/api/benefit_groups/${s.group}/coverages`,
      coverage({ yearly_amount_cents: null, sessions_per_year: null }),
    );
    expect(none.doc.errors?.[0]?.detail).toBe(
      'Give a yearly amount, a number of sessions per year, or both.',
    );
  });
});

describe('what is left', () => {
  it('subtracts the member’s own uses of the current plan year; a use before its start counts in the year before', async () => {
    const s = await setUp();
    const today = localDate(new Date(), memberTimeZone(s.memberUser.timezone));
    const [, month, day] = today.split('-').map(Number) as [number, number, number];
    // The plan year starts today: yesterday belongs to the previous plan year.
    const startDay = month === 2 && day === 29 ? 28 : day;
    const created = await s.admin.post(
      `/api/benefit_groups/${s.group}/coverages`,
      coverage({ plan_year_start_month: month, plan_year_start_day: startDay }),
    );
    const slug = created.doc.data?.id as string;
    const record = (client: TestClient, attributes: Record<string, unknown>) =>
      client.post(
        '/api/coverage_uses',
        resourceWith('coverage_uses', attributes, { coverage: { type: 'coverages', id: slug } }),
      );

    const now = await record(s.member, { used_on: today, sessions: 1, amount_cents: 15000, note: 'Dr. Roy' });
    expect(now.statusCode).toBe(201);
    expect(now.doc.data?.attributes).toMatchObject({
      sessions: 1,
      amount_cents: 15000,
      covered_amount_cents: 12000,
    });
    expect((await record(s.member, { used_on: addDays(today, -1), sessions: 2 })).statusCode).toBe(201);
    const tomorrow = await record(s.member, { used_on: addDays(today, 1), sessions: 1 });
    expect(tomorrow.statusCode).toBe(422);
    expect(tomorrow.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/used_on' });
    expect((await record(s.member, { used_on: today })).doc.errors?.[0]?.detail).toBe(
      'Enter a number of sessions, an amount paid, or both.',
    );
    const missing = await s.member.post(
      '/api/coverage_uses',
      resource('coverage_uses', { used_on: today, sessions: 1 }),
    );
    expect(missing.doc.errors?.[0]?.source).toEqual({ pointer: '/data/relationships/coverage' });
    // Only the group's members record uses: an administrator outside it may see, not record.
    expect((await record(s.admin, { used_on: today, sessions: 1 })).statusCode).toBe(403);
    expect((await record(s.otherMember, { used_on: today, sessions: 1 })).statusCode).toBe(404);

    const mine = await s.member.get('/api/my_coverage');
    expect(mine.statusCode).toBe(200);
    expect(items(mine)[0]?.attributes).toMatchObject({
      plan_year_start: today,
      used_sessions: 1,
      left_sessions: 7,
      used_amount_cents: 12000,
      left_amount_cents: 88000,
    });
    expect(items(await s.otherMember.get('/api/my_coverage'))).toEqual([]);
    expect((await new TestClient(t.app).start().then((c) => c.get('/api/my_coverage'))).statusCode).toBe(401);

    // Uses are private: the list is the author's, and another person's is not found.
    const uses = await s.member.get(`/api/coverage_uses?filter[coverage]=${slug}&filter[plan_year]=current`);
    expect(items(uses).map((use) => use.attributes?.used_on)).toEqual([today]);
    expect(items(await s.member.get('/api/coverage_uses'))).toHaveLength(2);
    expect(items(await s.admin.get('/api/coverage_uses'))).toEqual([]);
    const useSlug = now.doc.data?.id as string;
    for (const other of [s.admin, s.otherMember, s.stranger]) {
      expect((await other.delete(`/api/coverage_uses/${useSlug}`)).statusCode).toBe(404);
    }
    // Nothing the administrators read carries a member's uses.
    for (const url of [
      `/api/benefit_groups/${s.group}`,
      `/api/benefit_groups/${s.group}/coverages`,
      `/api/benefit_groups/${s.group}/members`,
    ]) {
      const body = (await s.admin.get(url)).body;
      expect(body).not.toContain('used_sessions');
      expect(body).not.toContain('Dr. Roy');
    }
    expect((await s.member.delete(`/api/coverage_uses/${useSlug}`)).statusCode).toBe(204);
    expect(items(await s.member.get('/api/my_coverage'))[0]?.attributes).toMatchObject({
      left_sessions: 8,
      left_amount_cents: 100000,
    });
  });
});
