import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createInvitation,
  createOrganization,
  createUser,
  resourceWith,
  sharingCounts,
} from '../../test/factories';

/**
 * The role × endpoint matrix (security.md §8): each actor gets the expected status on each
 * sharing endpoint, and a refused call changes nothing. A fresh world per cell.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACTORS = [
  'anonymous',
  'invitee',
  'member',
  'orgAdmin',
  'groupAdmin',
  'reporter',
  'connection',
  'platformAdmin',
] as const;
type Actor = (typeof ACTORS)[number];

async function buildWorld() {
  const org = await createOrganization(t.ctx);
  const group = await createGroup(t.ctx, org);
  const unit = await createGroup(t.ctx, org, { parentId: group.id });
  const users = {
    invitee: await createUser(t.ctx),
    member: await createUser(t.ctx),
    orgAdmin: await createUser(t.ctx),
    groupAdmin: await createUser(t.ctx),
    reporter: await createUser(t.ctx),
    connection: await createUser(t.ctx),
    platformAdmin: await createUser(t.ctx, { platformAdmin: true }),
  };
  const memberRole = await addOrganizationRole(t.ctx, org, users.member, 'member');
  await addOrganizationRole(t.ctx, org, users.orgAdmin, 'administrator');
  await addGroupRole(t.ctx, group, users.groupAdmin, 'administrator');
  const reporterRole = await addGroupRole(t.ctx, unit, users.reporter, 'reporter');
  const connection = await createConnection(t.ctx, users.invitee, users.connection);
  const groupInvitation = await createInvitation(t.ctx, {
    scope: 'group',
    type: 'reporter',
    inviter: users.groupAdmin,
    invitee: users.invitee,
    group,
  });
  return { org, group, users, memberRole, reporterRole, connection, groupInvitation };
}
type World = Awaited<ReturnType<typeof buildWorld>>;

type Row = {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  url: (w: World) => string;
  body?: (w: World) => unknown;
  expected: Record<Actor, number>;
};

const all = (status: number): Record<Actor, number> =>
  Object.fromEntries(ACTORS.map((actor) => [actor, actor === 'anonymous' ? 401 : status])) as Record<
    Actor,
    number
  >;
const only = (allowed: Partial<Record<Actor, number>>, refused = 404): Record<Actor, number> => ({
  ...all(refused),
  ...allowed,
  anonymous: 401,
});

const ROWS: Row[] = [
  { name: 'GET /api/invitations', method: 'GET', url: () => '/api/invitations', expected: all(200) },
  {
    name: 'POST /api/invitations (organization member)',
    method: 'POST',
    url: () => '/api/invitations',
    body: (w) =>
      resourceWith(
        'invitations',
        { scope: 'organization', role: 'member', email: 'new@example.test' },
        { organization: { type: 'organizations', id: w.org.slug } },
      ),
    expected: only({ orgAdmin: 201, connection: 404 }, 403),
  },
  {
    name: 'POST /api/invitations (group reporter)',
    method: 'POST',
    url: () => '/api/invitations',
    body: (w) =>
      resourceWith(
        'invitations',
        { scope: 'group', role: 'reporter', email: 'new@example.test' },
        { group: { type: 'groups', id: w.group.slug } },
      ),
    expected: only({ groupAdmin: 201, invitee: 403, orgAdmin: 403, platformAdmin: 403 }, 404),
  },
  {
    name: 'POST /api/invitations/{slug}/accept',
    method: 'POST',
    url: (w) => `/api/invitations/${w.groupInvitation.slug}/accept`,
    expected: only({ invitee: 200 }),
  },
  {
    name: 'DELETE /api/invitations/{slug}',
    method: 'DELETE',
    url: (w) => `/api/invitations/${w.groupInvitation.slug}`,
    expected: only({ invitee: 204, orgAdmin: 204, groupAdmin: 204 }),
  },
  {
    name: 'GET /api/connections',
    method: 'GET',
    url: () => '/api/connections?reports=true',
    expected: all(200),
  },
  {
    name: 'DELETE /api/connections/{slug}',
    method: 'DELETE',
    url: (w) => `/api/connections/${w.connection.slug}`,
    expected: only({ invitee: 204, connection: 204 }),
  },
  { name: 'GET /api/roles', method: 'GET', url: () => '/api/roles', expected: all(200) },
  {
    name: 'DELETE /api/roles/{slug}',
    method: 'DELETE',
    url: (w) => `/api/roles/${w.reporterRole.slug}`,
    expected: only({ reporter: 204 }),
  },
  {
    name: 'GET /api/organization_roles',
    method: 'GET',
    url: () => '/api/organization_roles',
    expected: all(200),
  },
  {
    name: 'DELETE /api/organization_roles/{slug}',
    method: 'DELETE',
    url: (w) => `/api/organization_roles/${w.memberRole.slug}`,
    expected: only({ member: 204 }),
  },
  {
    name: 'GET /api/organizations/{slug}',
    method: 'GET',
    url: (w) => `/api/organizations/${w.org.slug}?include=providers,administrators`,
    expected: only({
      invitee: 200,
      member: 200,
      orgAdmin: 200,
      groupAdmin: 200,
      reporter: 200,
      platformAdmin: 200,
    }),
  },
  {
    name: 'PATCH /api/organizations/{slug}',
    method: 'PATCH',
    url: (w) => `/api/organizations/${w.org.slug}`,
    body: (w) => resource('organizations', { name: 'Renamed' }, w.org.slug),
    expected: only({ orgAdmin: 200, platformAdmin: 200, connection: 404 }, 403),
  },
  {
    name: 'POST /api/organizations/{slug}/groups',
    method: 'POST',
    url: (w) => `/api/organizations/${w.org.slug}/groups`,
    body: () => resource('groups', { name: 'New group' }),
    expected: only({ orgAdmin: 201, platformAdmin: 201, connection: 404 }, 403),
  },
  {
    name: 'GET /api/organizations/{slug}/groups',
    method: 'GET',
    url: (w) => `/api/organizations/${w.org.slug}/groups`,
    expected: only({ orgAdmin: 200, groupAdmin: 200, platformAdmin: 200, connection: 404 }, 403),
  },
  {
    name: 'GET /api/groups/{slug}',
    method: 'GET',
    url: (w) => `/api/groups/${w.group.slug}?include=administrators`,
    expected: only({ invitee: 200, orgAdmin: 200, groupAdmin: 200, platformAdmin: 200 }),
  },
  {
    name: 'PATCH /api/groups/{slug}',
    method: 'PATCH',
    url: (w) => `/api/groups/${w.group.slug}`,
    body: (w) => resource('groups', { name: 'Renamed' }, w.group.slug),
    expected: only({ orgAdmin: 200, groupAdmin: 200, invitee: 403, platformAdmin: 403 }),
  },
  {
    name: 'POST /api/organizations',
    method: 'POST',
    url: () => '/api/organizations',
    body: () => resource('organizations', { name: 'Another' }),
    expected: only({ platformAdmin: 201 }, 403),
  },
  { name: 'GET /api/organizations', method: 'GET', url: () => '/api/organizations', expected: all(200) },
];

describe.each(ROWS)('$name', (row) => {
  it.each(ACTORS)('as %s', async (actor) => {
    const world = await buildWorld();
    const client =
      actor === 'anonymous'
        ? await new TestClient(t.app).start()
        : await clientFor(t.app, world.users[actor]);
    const before = await sharingCounts(t.ctx);
    const response = await client.request(row.method, row.url(world), {
      body: row.body?.(world),
    });
    const expected = row.expected[actor];
    expect(response.statusCode, response.body).toBe(expected);
    if (expected >= 400) expect(await sharingCounts(t.ctx)).toEqual(before);
  });
});
