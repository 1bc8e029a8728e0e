import { localDate, memberTimeZone } from '@evenkeel/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { healthServices } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, type TestClient } from '../../test/client';
import {
  addOrganizationRole,
  clientFor,
  createOrganization,
  createProviderProfile,
  createUser,
  resourceWith,
} from '../../test/factories';
import { answers, checkupAt } from '../checkups/test-helpers';

/** Covered care in recommendations (docs/content.md, "Covered care"; issue 15). */

let t: TestApp;
let orgName: string;
let coverageSlug: string;
let eapCoverageSlug: string;
let groupSlug: string;
let orgAdmin: TestClient;
let addToOrg: (user: User) => Promise<void>;

type Rec = {
  id: string;
  attributes: { reason: string; reason_text: string; kind: string; url: string | null };
  relationships: { item: { data: { type: string; id: string } | null } };
};
const recs = (response: Parameters<typeof items>[0]) => items(response) as unknown as Rec[];
const anxious = () => answers(3, 0, { phq4_1: 2, phq4_2: 1 });
const depressed = () => answers(3, 0, { phq4_3: 2, phq4_4: 2 });
const everything = () => answers(1, 0, { phq4_1: 2, phq4_2: 2, phq4_3: 2, phq4_4: 2 });
const thriving = () => answers(5, 0, { sleep: 9, energy: 9, stress: 9, social: 9, work: 9, meaning: 9 });

async function publish(client: TestClient, kind: 'articles' | 'tips', topic: string, text: string) {
  const relationships =
    kind === 'articles'
      ? { topics: { data: [{ type: 'topics', id: topic }] } }
      : { topic: { data: { type: 'topics', id: topic } } };
  const attributes =
    kind === 'articles'
      ? { title: text, summary: 'A summary.', body: 'Some text.', language: 'en' }
      : { text, difficulty: 'easy', language: 'en' };
  const created = await client.post(`/api/${kind}`, { data: { type: kind, attributes, relationships } });
  expect(created.statusCode, created.body).toBe(201);
  expect((await client.post(`/api/${kind}/${created.doc.data?.id}/publish`)).statusCode).toBe(200);
}

/** A member of the organization, in the benefit group or not, with a check-up and sessions used. */
async function member(
  checkup: Record<string, unknown>,
  options: { inGroup?: boolean; used?: number; locale?: 'en' | 'fr'; inOrg?: boolean } = {},
) {
  const { inGroup = true, used = 0, locale = 'en', inOrg = true } = options;
  const user = await createUser(t.ctx, { locale });
  if (inOrg) await addToOrg(user);
  if (inGroup) {
    const added = await orgAdmin.post(
      `/api/benefit_groups/${groupSlug}/members`,
      resource('benefit_group_members', { users: [user.slug] }),
    );
    expect(added.statusCode, added.body).toBe(200);
  }
  const client = await clientFor(t.app, user, locale);
  if (used > 0) {
    const recorded = await client.post(
      '/api/coverage_uses',
      resourceWith(
        'coverage_uses',
        { used_on: localDate(new Date(), memberTimeZone(user.timezone)), sessions: used },
        { coverage: { type: 'coverages', id: coverageSlug } },
      ),
    );
    expect(recorded.statusCode, recorded.body).toBe(201);
  }
  await checkupAt(t.ctx, user, new Date(), checkup);
  return { user, client };
}

async function provider(org: Parameters<typeof createProviderProfile>[2], name: string, values = {}) {
  return createProviderProfile(t.ctx, await createUser(t.ctx), org, { displayName: name, ...values });
}

beforeAll(async () => {
  t = await createTestApp();
  const org = await createOrganization(t.ctx);
  orgName = org.name;
  const other = await createOrganization(t.ctx);
  const adminUser = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, org, adminUser, 'administrator');
  orgAdmin = await clientFor(t.app, adminUser);
  addToOrg = (user) => addOrganizationRole(t.ctx, org, user, 'member').then(() => undefined);

  await provider(org, 'Dr. Anxiety A', { specialties: ['anxiety'] });
  await provider(org, 'Dr. Anxiety B', { specialties: ['grief', 'anxiety', 'depression'] });
  await provider(org, 'Dr. Anxiety C', { specialties: ['anxiety'] });
  await provider(org, 'Aa Not Accepting', { specialties: ['anxiety'], acceptingNewClients: false });
  await provider(org, 'Aa Deactivated', { specialties: ['anxiety'], active: false });
  await provider(org, 'Aa Grief Only', { specialties: ['grief'] });
  // Another organization's provider and services: first by name, never recommended.
  await provider(other, 'Aa Elsewhere', { specialties: ['anxiety', 'depression', 'burnout'] });
  const service = (organizationId: number, nameEn: string, category: string) => ({
    organizationId,
    nameEn,
    nameFr: `${nameEn} (fr)`,
    category,
    phone: '18005550199',
  });
  await t.ctx.db
    .insert(healthServices)
    .values([
      service(org.id, 'Therapy sessions', 'psychotherapy'),
      service(org.id, 'Physiotherapy', 'physiotherapy'),
      service(org.id, 'Employee assistance line', 'eap'),
      service(other.id, 'Aa elsewhere assistance', 'eap'),
    ]);

  groupSlug = (
    await orgAdmin.post(
      `/api/organizations/${org.slug}/benefit_groups`,
      resource('benefit_groups', { name: 'Full-time staff' }),
    )
  ).doc.data?.id as string;
  const cover = async (target_kind: string, target_key: string) => {
    const created = await orgAdmin.post(
      `/api/benefit_groups/${groupSlug}/coverages`,
      resource('coverages', {
        target_kind,
        target_key,
        sessions_per_year: target_kind === 'specialty' ? 8 : 5,
        share_percent: 80,
        plan_year_start_month: 1,
        plan_year_start_day: 1,
      }),
    );
    expect(created.statusCode, created.body).toBe(201);
    return created.doc.data?.id as string;
  };
  coverageSlug = await cover('specialty', 'anxiety');
  eapCoverageSlug = await cover('service_category', 'eap');

  const platform = await clientFor(t.app, await createUser(t.ctx, { platformAdmin: true }));
  for (const topic of ['anxiety', 'mood', 'stress']) {
    await publish(platform, 'articles', topic, `An article about ${topic}`);
    await publish(platform, 'tips', topic, `A tip about ${topic}.`);
  }
});
afterAll(() => t.close());

describe('covered care in GET /api/recommendations', () => {
  it('puts covered providers, then the EAP, right after crisis help, each saying why and what is left', async () => {
    const { client } = await member(anxious(), { used: 2 });
    const response = await client.get('/api/recommendations?include=item');
    expect(response.statusCode, response.body).toBe(200);
    const list = recs(response);
    expect(list.slice(0, 4).map((rec) => [rec.attributes.kind, rec.attributes.reason])).toEqual([
      ['crisis_help', 'phq4_anxiety'],
      ['provider', 'phq4_anxiety'],
      ['provider', 'phq4_anxiety'],
      ['health_service', 'phq4_anxiety'],
    ]);
    expect(list[1]?.attributes.reason_text).toBe(
      'Your anxiety screen was positive: works with anxiety, covered by Full-time staff, 6 of 8 sessions left',
    );
    expect(list[3]?.attributes.reason_text).toBe(
      `Your anxiety screen was positive: offered by ${orgName}, covered by Full-time staff, 5 of 5 sessions left`,
    );
    const included = new Map(
      (response.doc.included ?? []).map((item) => [`${item.type}:${item.id}`, item.attributes]),
    );
    const names = list.slice(1, 4).map((rec) => {
      const ref = rec.relationships.item.data;
      const attributes = included.get(`${ref?.type}:${ref?.id}`);
      return attributes?.display_name ?? attributes?.name;
    });
    // By name; never a provider not accepting, deactivated, of another specialty or organization.
    expect(names).toEqual(['Dr. Anxiety A', 'Dr. Anxiety B', 'Employee assistance line']);
    expect(list[1]?.attributes.url).toMatch(/^\/providers\//);
    // Content still shows after the care items.
    expect(list.slice(4).some((rec) => rec.attributes.kind === 'article')).toBe(true);
    expect(response.body).not.toContain('Elsewhere');
    expect(response.body).not.toContain('elsewhere');
  });

  it('names the cause in French and matches the specialty to it (depression)', async () => {
    const { client } = await member(depressed(), { locale: 'fr' });
    const list = recs(await client.get('/api/recommendations'));
    const care = list.filter((rec) => rec.attributes.kind === 'provider');
    // Only Dr. Anxiety B works with depression (and is covered: the anxiety coverage pays for them).
    expect(care.map((rec) => rec.attributes.reason_text)).toEqual([
      'Votre dépistage de la dépression était positif : spécialité dépression, pris en charge par Full-time staff, 8 séances sur 8 restantes',
    ]);
    const services = list.filter((rec) => rec.attributes.kind === 'health_service');
    expect(services).toHaveLength(2);
    expect(services[0]?.attributes.reason_text).toBe(
      `Votre dépistage de la dépression était positif : offert par ${orgName}, pris en charge par Full-time staff, 5 séances sur 5 restantes`,
    );
    expect(services[1]?.attributes.reason_text).toBe(
      `Votre dépistage de la dépression était positif : offert par ${orgName}`,
    );
  });

  it('keeps at most 10 items and 3 care items, one provider per cause first, content after', async () => {
    const { client } = await member(everything());
    const list = recs(await client.get('/api/recommendations'));
    expect(list).toHaveLength(10);
    expect(list.map((rec) => rec.attributes.kind).slice(0, 4)).toEqual([
      'crisis_help',
      'provider',
      'provider',
      'health_service',
    ]);
    // Round by round: the anxiety screen's provider, then the depression screen's.
    expect(list.slice(1, 3).map((rec) => rec.attributes.reason)).toEqual(['phq4_anxiety', 'phq4_depression']);
    expect(list[2]?.attributes.reason_text).toBe(
      'Your depression screen was positive: works with depression, covered by Full-time staff, 8 of 8 sessions left',
    );
    expect(list.slice(4).every((rec) => ['article', 'tip', 'activity'].includes(rec.attributes.kind))).toBe(
      true,
    );
  });

  it('gives services only to a member whose benefits cover no provider, and no care to someone in no organization', async () => {
    const { client } = await member(anxious(), { inGroup: false });
    const kinds = recs(await client.get('/api/recommendations')).map((rec) => rec.attributes.kind);
    expect(kinds.slice(0, 3)).toEqual(['crisis_help', 'health_service', 'health_service']);
    expect(kinds).not.toContain('provider');
    const alone = await member(anxious(), { inGroup: false, inOrg: false });
    const aloneKinds = recs(await alone.client.get('/api/recommendations')).map((rec) => rec.attributes.kind);
    expect(aloneKinds[0]).toBe('crisis_help');
    expect(aloneKinds).not.toContain('provider');
    expect(aloneKinds).not.toContain('health_service');
  });

  it('recommends no care after a thriving check-up', async () => {
    const { client } = await member(thriving());
    const response = await client.get('/api/recommendations?include=item');
    const kinds = recs(response).map((rec) => rec.attributes.kind);
    expect(kinds).not.toContain('crisis_help');
    expect(kinds).not.toContain('provider');
    expect(kinds).not.toContain('health_service');
    expect((response.doc.included ?? []).map((item) => item.type)).not.toContain('providers');
  });

  it('says only what the member’s own uses leave: another member’s uses never show', async () => {
    const heavy = await member(anxious(), { used: 5 });
    const light = await member(anxious(), { used: 1 });
    const heavyBody = (await heavy.client.get('/api/recommendations')).body;
    const lightBody = (await light.client.get('/api/recommendations')).body;
    expect(heavyBody).toContain('3 of 8 sessions left');
    expect(heavyBody).not.toContain('7 of 8 sessions left');
    expect(lightBody).toContain('7 of 8 sessions left');
    expect(lightBody).not.toContain('3 of 8 sessions left');
    // And the uses themselves stay the author's: the other member's list is theirs alone.
    const lightUses = items(await light.client.get('/api/coverage_uses'));
    expect(lightUses).toHaveLength(1);
    const heavyUse = items(await heavy.client.get('/api/coverage_uses'))[0]?.id;
    expect((await light.client.delete(`/api/coverage_uses/${heavyUse}`)).statusCode).toBe(404);
    expect(eapCoverageSlug).toBeTruthy();
  });

  it('never depends on the safety answer: byte-identical responses', async () => {
    const { user, client } = await member(anxious(), { used: 2 });
    const before = await client.get('/api/recommendations?include=item');
    await checkupAt(t.ctx, user, new Date(), { ...anxious(), safety: 1 }, true);
    const after = await client.get('/api/recommendations?include=item');
    expect(after.body).toBe(before.body);
  });
});
