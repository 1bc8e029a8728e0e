import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createOrganization,
  createUser,
  giveConsent,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const organization = await createOrganization(t.ctx);
  const group = await createGroup(t.ctx, organization);
  const unit = await createGroup(t.ctx, organization, { parentId: group.id });
  const groupAdmin = await createUser(t.ctx, { firstName: 'Grace' });
  await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
  const maya = await createUser(t.ctx, { firstName: 'Maya', lastName: 'Bauer' });
  const lucas = await createUser(t.ctx, { firstName: 'Lucas', lastName: 'Avril' });
  await addGroupRole(t.ctx, group, maya, 'reporter');
  await addGroupRole(t.ctx, unit, lucas, 'reporter');
  // Maya consented to Grace by person (decision 0011); Lucas did not (a pending card).
  await giveConsent(t.ctx, maya, groupAdmin, group);
  await giveConsent(t.ctx, lucas, groupAdmin, unit, 'pending');
  return { organization, group, unit, groupAdmin, maya, lucas };
}

describe('GET /api/groups/{slug}/reporters', () => {
  it('lists a group’s reporters with the way to their insights, for its administrators and its units’', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.groupAdmin);
    const response = await admin.get(`/api/groups/${w.group.slug}/reporters`);
    expect(response.statusCode).toBe(200);
    expect(items(response)).toEqual([
      {
        type: 'people',
        id: w.maya.slug,
        attributes: {
          first_name: 'Maya',
          last_name: 'Bauer',
          profile_picture_url: null,
          dashboard_path: `/people/${w.maya.slug}`,
          shares_results: true,
        },
      },
    ]);
    expect(response.json().meta.total).toBe(1);
    // An administrator of the parent group sees the unit's reporters too.
    const unit = await admin.get(`/api/groups/${w.unit.slug}/reporters`);
    expect(items(unit).map((person) => person.id)).toEqual([w.lucas.slug]);
    // The link leads to insights the administrator may read, only where the reporter said yes
    // to them: Lucas is listed by name and picture, his results are a 404.
    expect((await admin.get(`/api/users/${w.maya.slug}/insights`)).statusCode).toBe(200);
    expect(items(unit)[0]?.attributes.shares_results).toBe(false);
    expect((await admin.get(`/api/users/${w.lucas.slug}/insights`)).statusCode).toBe(404);
  });

  it('is 401 signed out and 404 for reporters, organization and platform administrators and strangers', async () => {
    const w = await world();
    expect((await new TestClient(t.app).get(`/api/groups/${w.group.slug}/reporters`)).statusCode).toBe(401);
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, w.organization, orgAdmin, 'administrator');
    const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
    const stranger = await createUser(t.ctx);
    for (const user of [w.maya, orgAdmin, platformAdmin, stranger]) {
      const client = await clientFor(t.app, user);
      const response = await client.get(`/api/groups/${w.group.slug}/reporters`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Maya');
    }
    const admin = await clientFor(t.app, w.groupAdmin);
    expect((await admin.get('/api/groups/no-such-group/reporters')).statusCode).toBe(404);
    // Nobody acts in a disabled organization.
    await t.ctx.db
      .update(organizations)
      .set({ state: 'disabled' })
      .where(eq(organizations.id, w.organization.id));
    expect((await admin.get(`/api/groups/${w.group.slug}/reporters`)).statusCode).toBe(404);
  });
});
