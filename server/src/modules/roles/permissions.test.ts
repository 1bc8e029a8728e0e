import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupRoles, organizationRoles } from '../../db/schema';
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
  sharingCounts,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('connections', () => {
  it('lists who sees my data and who shares with me; either person may delete, nobody else', async () => {
    const me = await createUser(t.ctx);
    const viewer = await createUser(t.ctx, { firstName: 'Viv', profilePictureUrl: '/v.png' });
    const sharer = await createUser(t.ctx, { firstName: 'Sha' });
    const stranger = await createUser(t.ctx);
    const mine = await createConnection(t.ctx, me, viewer);
    await createConnection(t.ctx, sharer, me);
    const client = await clientFor(t.app, me);
    const list = await client.get('/api/connections?reports=false');
    expect(list.doc.meta?.total).toBe(1);
    expect(items(list)[0]).toMatchObject({
      type: 'connections',
      id: mine.slug,
      attributes: {
        first_name: 'Viv',
        email: viewer.email,
        profile_picture_url: '/v.png',
        dashboard_path: `/people/${viewer.slug}`,
      },
    });
    expect(items(await client.get('/api/connections')).map((i) => i.id)).toEqual([mine.slug]);
    const reports = await client.get('/api/connections?reports=true');
    expect(items(reports)[0]?.attributes).toMatchObject({
      first_name: 'Sha',
      dashboard_path: `/people/${sharer.slug}`,
    });
    expect((await client.get('/api/connections?reports=maybe')).statusCode).toBe(422);

    const before = await sharingCounts(t.ctx);
    expect(
      (await (await clientFor(t.app, stranger)).delete(`/api/connections/${mine.slug}`)).statusCode,
    ).toBe(404);
    expect(await sharingCounts(t.ctx)).toEqual(before);
    expect((await (await clientFor(t.app, viewer)).delete(`/api/connections/${mine.slug}`)).statusCode).toBe(
      204,
    );
    expect((await client.get('/api/connections')).doc.meta?.total).toBe(0);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/connections')).statusCode).toBe(401);
    expect((await signedOut.delete(`/api/connections/${mine.slug}`)).statusCode).toBe(401);
  });
});

describe('group roles', () => {
  it('lists my group roles with the group included, and lets me leave', async () => {
    const me = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org, { name: 'Operations' });
    const unit = await createGroup(t.ctx, org, { name: 'Night', parentId: group.id });
    const reporter = await addGroupRole(t.ctx, unit, me, 'reporter');
    await addGroupRole(t.ctx, group, me, 'administrator');
    await addGroupRole(t.ctx, group, await createUser(t.ctx), 'administrator');
    const client = await clientFor(t.app, me);
    const all = await client.get('/api/roles');
    expect(all.doc.meta?.total).toBe(2);
    const reportersOnly = await client.get('/api/roles?type=reporter');
    expect(items(reportersOnly)).toHaveLength(1);
    expect(items(reportersOnly)[0]).toMatchObject({
      id: reporter.slug,
      attributes: { role: 'reporter', dashboard_path: `/groups/${unit.slug}` },
      relationships: { group: { data: { type: 'groups', id: unit.slug } } },
    });
    expect(reportersOnly.doc.included?.[0]).toMatchObject({
      type: 'groups',
      id: unit.slug,
      attributes: {
        name: 'Night',
        organization_slug: org.slug,
        parent_slug: group.slug,
        dashboard_path: `/groups/${unit.slug}`,
      },
    });
    expect((await client.get('/api/roles?type=reporter,boss')).statusCode).toBe(422);
    expect((await client.delete(`/api/roles/${reporter.slug}`)).statusCode).toBe(204);
    expect((await client.get('/api/roles')).doc.meta?.total).toBe(1);
  });

  it('refuses the last administrator and anyone else’s role, changing nothing', async () => {
    const me = await createUser(t.ctx, { locale: 'fr' });
    const other = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const mine = await addGroupRole(t.ctx, group, me, 'administrator');
    const theirs = await addGroupRole(t.ctx, group, other, 'reporter');
    const client = await clientFor(t.app, me);
    const before = await sharingCounts(t.ctx);
    const last = await client.delete(`/api/roles/${mine.slug}`);
    expect(last.statusCode).toBe(422);
    expect(last.doc.errors?.[0]?.detail).toBe(
      'Vous êtes le dernier administrateur de ce groupe. Invitez un autre administrateur avant de le quitter.',
    );
    expect((await client.delete(`/api/roles/${theirs.slug}`)).statusCode).toBe(404);
    expect(await sharingCounts(t.ctx)).toEqual(before);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get('/api/roles')).statusCode).toBe(401);
  });
});

describe('an empty include', () => {
  it('includes nothing in either role list (JSON:API: include= asks for none)', async () => {
    const me = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    await addGroupRole(t.ctx, group, me, 'reporter');
    await addOrganizationRole(t.ctx, org, me, 'member');
    const client = await clientFor(t.app, me);
    for (const [url, name] of [
      ['/api/roles', 'group'],
      ['/api/organization_roles', 'organization'],
    ] as const) {
      expect((await client.get(url)).doc.included).toHaveLength(1);
      const none = await client.get(`${url}?include=`);
      expect(none.statusCode).toBe(200);
      expect(none.doc.included ?? []).toEqual([]);
      expect(items(none)[0]?.relationships?.[name]?.data).toBeTruthy();
      expect((await client.get(`${url}?include=${name}`)).doc.included).toHaveLength(1);
    }
  });
});

describe('organization roles', () => {
  it('lists my organization roles with the organization included; leaving as a member leaves its groups', async () => {
    const me = await createUser(t.ctx);
    const org = await createOrganization(t.ctx, { name: 'Northwind' });
    const elsewhere = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const otherGroup = await createGroup(t.ctx, elsewhere);
    const member = await addOrganizationRole(t.ctx, org, me, 'member');
    await addGroupRole(t.ctx, group, me, 'reporter');
    await addGroupRole(t.ctx, otherGroup, me, 'reporter');
    const client = await clientFor(t.app, me);
    const list = await client.get('/api/organization_roles?type=member,administrator');
    expect(items(list)[0]).toMatchObject({
      id: member.slug,
      attributes: { role: 'member', dashboard_path: `/organizations/${org.slug}` },
    });
    expect(list.doc.included?.[0]).toMatchObject({
      type: 'organizations',
      attributes: { name: 'Northwind', state: 'enabled' },
    });
    expect((await client.get('/api/organization_roles?type=owner')).statusCode).toBe(422);
    expect((await client.delete(`/api/organization_roles/${member.slug}`)).statusCode).toBe(204);
    const left = await t.ctx.db.select().from(groupRoles).where(eq(groupRoles.userId, me.id));
    expect(left.map((role) => role.groupId)).toEqual([otherGroup.id]);
  });

  it('refuses the last administrator, in the profile language, changing nothing', async () => {
    const me = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const admin = await addOrganizationRole(t.ctx, org, me, 'administrator');
    const client = await clientFor(t.app, me);
    const before = await sharingCounts(t.ctx);
    const last = await client.delete(`/api/organization_roles/${admin.slug}`);
    expect(last.statusCode).toBe(422);
    expect(last.doc.errors?.[0]?.detail).toBe(
      'You are the last administrator of this organization. Invite another administrator before you leave.',
    );
    expect(await sharingCounts(t.ctx)).toEqual(before);
    const second = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, second, 'administrator');
    expect((await client.delete(`/api/organization_roles/${admin.slug}`)).statusCode).toBe(204);
    expect(
      await t.ctx.db.select().from(organizationRoles).where(eq(organizationRoles.userId, me.id)),
    ).toHaveLength(0);
    await client.patch(`/api/users/${me.slug}`, resource('users', { locale: 'fr' }, me.slug));
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.delete(`/api/organization_roles/${admin.slug}`)).statusCode).toBe(401);
  });
});
