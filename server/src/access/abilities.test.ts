import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../auth/user';
import { providers } from '../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { type Response, resource, type TestClient } from '../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createOrganization,
  createUser,
  resourceWith,
} from '../test/factories';

/**
 * The walk: each role reads every organization, group, unit and provider it may see, and for
 * each ability the answer names, the real route agrees: true → the route accepts, false → it
 * refuses (403 or 404). Abilities and route guards cannot drift apart unnoticed.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const organization = await createOrganization(t.ctx);
  const group = await createGroup(t.ctx, organization);
  const unit = await createGroup(t.ctx, organization, { parentId: group.id });
  // Where a unit may move to (issue 31).
  const other = await createGroup(t.ctx, organization);
  const person = (overrides: Partial<User> = {}) => createUser(t.ctx, overrides);
  const people = {
    'platform administrator': await person({ platformAdmin: true }),
    'organization administrator': await person(),
    'group administrator': await person(),
    'unit administrator': await person(),
    reporter: await person(),
    member: await person(),
    provider: await person(),
    stranger: await person(),
  };
  await addOrganizationRole(t.ctx, organization, people['organization administrator'], 'administrator');
  await addGroupRole(t.ctx, group, people['group administrator'], 'administrator');
  await addGroupRole(t.ctx, unit, people['unit administrator'], 'administrator');
  await addGroupRole(t.ctx, group, people.reporter, 'reporter');
  await addOrganizationRole(t.ctx, organization, people.member, 'member');
  await addOrganizationRole(t.ctx, organization, people.provider, 'member');
  const [provider] = await t.ctx.db
    .insert(providers)
    .values({ userId: people.provider.id, organizationId: organization.id, displayName: 'Dr Rivera' })
    .returning();
  if (!provider) throw new Error('provider not created');
  // Someone to remove, in the group and in the unit.
  const spare = await person();
  await addGroupRole(t.ctx, group, spare, 'reporter');
  await addGroupRole(t.ctx, unit, spare, 'reporter');
  return { organization, group, unit, other, provider, people, spare };
}

type World = Awaited<ReturnType<typeof world>>;
type Act = (client: TestClient, slug: string, w: World) => Promise<Response>;

const email = () => `invitee-${randomBytes(4).toString('hex')}@example.test`;
const invite =
  (scope: string, role: string, relationship: 'organization' | 'group'): Act =>
  (client, slug) =>
    client.post(
      '/api/invitations',
      resourceWith(
        'invitations',
        { scope, role, email: email() },
        { [relationship]: { type: relationship === 'group' ? 'groups' : 'organizations', id: slug } },
      ),
    );

const organizationActs: Record<string, Act> = {
  update: (client, slug) =>
    client.patch(`/api/organizations/${slug}`, resource('organizations', { description: 'Ours' }, slug)),
  change_state: (client, slug) =>
    client.patch(`/api/organizations/${slug}`, resource('organizations', { state: 'enabled' }, slug)),
  create_group: (client, slug) =>
    client.post(`/api/organizations/${slug}/groups`, resource('groups', { name: 'New group' })),
  list_groups: (client, slug) => client.get(`/api/organizations/${slug}/groups`),
  invite_member: invite('organization', 'member', 'organization'),
  invite_administrator: invite('organization', 'administrator', 'organization'),
  invite_provider: invite('provider', 'provider', 'organization'),
  join: (client, slug) => client.post(`/api/organizations/${slug}/memberships`),
  manage_benefits: (client, slug) =>
    client.post(`/api/organizations/${slug}/benefit_groups`, resource('benefit_groups', { name: 'Staff' })),
  view_dashboard: (client, slug) => client.get(`/api/organizations/${slug}/dashboard`),
  manage_members: (client, slug) => client.get(`/api/organizations/${slug}/members`),
  // The reader's own member role in the organization, left (walked last: it changes what they hold).
  leave: async (client, slug) => {
    const roles = await client.get('/api/organization_roles');
    const mine =
      roles.statusCode === 200
        ? (
            roles.json().data as {
              id: string;
              attributes: { role: string };
              relationships?: { organization?: { data?: { id: string } } };
            }[]
          ).find((r) => r.attributes.role === 'member' && r.relationships?.organization?.data?.id === slug)
        : undefined;
    if (!mine) return { ...roles, statusCode: 404 };
    return client.delete(`/api/organization_roles/${mine.id}`);
  },
  create_content: (client, slug) =>
    client.post('/api/tips', {
      data: {
        type: 'tips',
        attributes: { text: 'Stand up once an hour.', difficulty: 'easy', language: 'en' },
        relationships: {
          topic: { data: { type: 'topics', id: 'stress' } },
          organization: { data: { type: 'organizations', id: slug } },
        },
      },
    }),
  manage_providers: (client, slug) =>
    client.get(`/api/providers?filter[organization]=${slug}&filter[active]=any`),
  manage_health_services: (client, slug) =>
    client.post(
      `/api/organizations/${slug}/health_services`,
      resource('health_services', { name_en: 'EAP line', name_fr: 'Ligne PAE', category: 'eap' }),
    ),
};

const groupActs: Record<string, Act> = {
  update: (client, slug) =>
    client.patch(`/api/groups/${slug}`, resource('groups', { description: 'Ours' }, slug)),
  create_unit: (client, slug, w) =>
    client.post(
      `/api/organizations/${w.organization.slug}/groups`,
      resourceWith('groups', { name: 'New unit' }, { parent: { type: 'groups', id: slug } }),
    ),
  // The units come from the organization's list: it must list this group (or answer 403/404).
  list_units: async (client, slug, w) => {
    const response = await client.get(`/api/organizations/${w.organization.slug}/groups`);
    // A unit has no units of its own: there is nothing to list under it.
    if (slug === w.unit.slug) return { ...response, statusCode: 422 };
    const listed =
      response.statusCode === 200 && response.json().data.some((g: { id: string }) => g.id === slug);
    return response.statusCode === 200 && !listed ? { ...response, statusCode: 404 } : response;
  },
  invite_reporter: invite('group', 'reporter', 'group'),
  invite_administrator: invite('group', 'administrator', 'group'),
  list_reporters: (client, slug) => client.get(`/api/groups/${slug}/reporters`),
  remove_reporter: (client, slug, w) => client.delete(`/api/groups/${slug}/reporters/${w.spare.slug}`),
  view_dashboard: (client, slug) => client.get(`/api/groups/${slug}/dashboard`),
  // Walked after the rest (they change where the unit sits, or end the group).
  move: (client, slug, w) =>
    client.patch(`/api/groups/${slug}`, {
      data: {
        type: 'groups',
        id: slug,
        relationships: { parent: { data: { type: 'groups', id: w.other.slug } } },
      },
    }),
  delete: (client, slug) => client.delete(`/api/groups/${slug}`),
};

const providerActs: Record<string, Act> = {
  update: (client, slug) =>
    client.patch(`/api/providers/${slug}`, resource('providers', { bio_en: 'Listening first.' }, slug)),
  change_active: (client, slug) =>
    client.patch(`/api/providers/${slug}`, resource('providers', { active: true }, slug)),
  view_documents: (client, slug) => client.get(`/api/documents?filter[provider]=${slug}`),
  // A conversation with the provider's account (answered 404 when the two may not talk, 422 for oneself).
  message: async (client, slug) => {
    const read = await client.get(`/api/providers/${slug}`);
    const userId =
      read.statusCode === 200 ? (read.json().data.attributes.user_id as string | undefined) : undefined;
    if (!userId) return { ...read, statusCode: 404 };
    return client.post('/api/conversations', {
      data: {
        type: 'conversations',
        relationships: { participant: { data: { type: 'users', id: userId } } },
      },
    });
  },
};

/** Checks each ability against its route; returns the names found true (for the role's summary). */
async function walk(client: TestClient, path: string, slug: string, acts: Record<string, Act>, w: World) {
  const read = await client.get(path);
  const abilities: Record<string, boolean> =
    read.statusCode === 200 ? (read.json().data.meta?.abilities ?? {}) : {};
  if (read.statusCode === 200) expect(Object.keys(abilities).sort()).toEqual(Object.keys(acts).sort());
  // remove_reporter, leave, move and delete last, in this order: they change who holds what.
  const LAST = ['remove_reporter', 'leave', 'move', 'delete'];
  const last = (name: string) => LAST.indexOf(name) + 1;
  const names = Object.keys(acts).sort((a, b) => last(a) - last(b));
  for (const name of names) {
    const act = acts[name];
    if (!act) continue;
    const response = await act(client, slug, w);
    const allowed = abilities[name] === true;
    const where = `${path} ${name} → ${response.statusCode} ${response.body.slice(0, 200)}`;
    if (allowed) expect(response.statusCode, where).toBeLessThan(300);
    // Refused: hidden (404), not allowed (403), or not possible here (422: a unit inside a unit).
    else expect([403, 404, 422], where).toContain(response.statusCode);
  }
  return Object.keys(abilities)
    .filter((name) => abilities[name])
    .sort();
}

// The walk's unit has reporters: it moves all the same, its dashboards history staying with its
// old group (decision 0025, groups/structure.test.ts).
const expected: Record<
  string,
  { organization: string[]; group: string[]; unit: string[]; provider: string[] }
> = {
  'platform administrator': {
    organization: [
      'change_state',
      'create_group',
      'invite_administrator',
      'list_groups',
      'manage_health_services',
      'manage_providers',
      'update',
      'view_dashboard',
    ],
    group: ['create_unit', 'delete', 'list_units'],
    unit: ['delete', 'move'],
    provider: ['change_active', 'view_documents'],
  },
  'organization administrator': {
    organization: [
      'create_content',
      'create_group',
      'invite_administrator',
      'invite_member',
      'invite_provider',
      'list_groups',
      'manage_benefits',
      'manage_health_services',
      'manage_members',
      'manage_providers',
      'update',
      'view_dashboard',
    ],
    group: ['create_unit', 'delete', 'invite_administrator', 'list_units', 'update', 'view_dashboard'],
    unit: ['delete', 'invite_administrator', 'move', 'update', 'view_dashboard'],
    provider: ['change_active', 'message', 'view_documents'],
  },
  'group administrator': {
    organization: ['list_groups'],
    group: [
      'invite_administrator',
      'invite_reporter',
      'list_reporters',
      'list_units',
      'remove_reporter',
      'update',
      'view_dashboard',
    ],
    unit: [
      'invite_administrator',
      'invite_reporter',
      'list_reporters',
      'remove_reporter',
      'update',
      'view_dashboard',
    ],
    provider: [],
  },
  'unit administrator': {
    organization: ['list_groups'],
    group: [],
    unit: [
      'invite_administrator',
      'invite_reporter',
      'list_reporters',
      'remove_reporter',
      'update',
      'view_dashboard',
    ],
    provider: [],
  },
  reporter: { organization: [], group: [], unit: [], provider: [] },
  member: { organization: ['leave'], group: [], unit: [], provider: ['message', 'view_documents'] },
  provider: { organization: ['leave'], group: [], unit: [], provider: ['update', 'view_documents'] },
  stranger: { organization: [], group: [], unit: [], provider: [] },
};

describe('abilities walk: every ability true is a route that accepts, every false one a route that refuses', () => {
  for (const role of Object.keys(expected)) {
    it(`holds for the ${role}`, async () => {
      const w = await world();
      const client = await clientFor(t.app, w.people[role as keyof World['people']]);
      // The organization last: its `leave` ends the reader's membership, which the rest rely on.
      // The unit before its group: deleting the group would take the unit with it.
      const unit = await walk(client, `/api/groups/${w.unit.slug}`, w.unit.slug, groupActs, w);
      const group = await walk(client, `/api/groups/${w.group.slug}`, w.group.slug, groupActs, w);
      const provider = await walk(
        client,
        `/api/providers/${w.provider.slug}`,
        w.provider.slug,
        providerActs,
        w,
      );
      const found = {
        organization: await walk(
          client,
          `/api/organizations/${w.organization.slug}`,
          w.organization.slug,
          organizationActs,
          w,
        ),
        group,
        unit,
        provider,
      };
      expect(found).toEqual(expected[role]);
    });
  }

  it('puts abilities on every organization and group of a list, and on an organization with its people', async () => {
    const w = await world();
    const client = await clientFor(t.app, w.people['organization administrator']);
    const groups = await client.get(`/api/organizations/${w.organization.slug}/groups`);
    for (const item of groups.json().data) expect(item.meta.abilities.update).toBe(true);
    const list = await client.get('/api/organizations');
    const mine = list.json().data.find((item: { id: string }) => item.id === w.organization.slug);
    expect(mine.meta.abilities).toMatchObject({ update: true, change_state: false });
    const withPeople = await client.get(`/api/organizations/${w.organization.slug}?include=administrators`);
    expect(withPeople.json().data.meta.abilities.invite_member).toBe(true);
    expect(withPeople.json().data.attributes.abilities).toBeUndefined();
  });
});
