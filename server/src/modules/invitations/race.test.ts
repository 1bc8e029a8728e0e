import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, invitations, organizationRoles } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import {
  addOrganizationRole,
  clientFor,
  createInvitation,
  createOrganization,
  createUser,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

// Two tabs, or a double click: both accepts arrive at once. On PostgreSQL (TEST_DATABASE_URL)
// they really run concurrently on two connections; the row lock decides.
describe('accepting the same invitation twice at once', () => {
  it('creates exactly one organization role', async () => {
    const admin = await createUser(t.ctx);
    const me = await createUser(t.ctx);
    const organization = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, organization, admin, 'administrator');
    const invitation = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter: admin,
      invitee: me,
      organization,
    });
    const [first, second] = await Promise.all([clientFor(t.app, me), clientFor(t.app, me)]);
    const answers = await Promise.all(
      [first, second].map((client) => client?.post(`/api/invitations/${invitation.slug}/accept`)),
    );
    const statuses = answers.map((answer) => answer?.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([200, 404]).toContain(statuses[1]);
    const [roles] = await t.ctx.db
      .select({ value: count() })
      .from(organizationRoles)
      .where(and(eq(organizationRoles.userId, me.id), eq(organizationRoles.organizationId, organization.id)));
    expect(roles?.value).toBe(1);
    const [left] = await t.ctx.db
      .select({ value: count() })
      .from(invitations)
      .where(eq(invitations.id, invitation.id));
    expect(left?.value).toBe(0);
  });

  it('creates exactly one connection', async () => {
    const inviter = await createUser(t.ctx);
    const me = await createUser(t.ctx);
    const invitation = await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter,
      invitee: me,
    });
    const [first, second] = await Promise.all([clientFor(t.app, me), clientFor(t.app, me)]);
    await Promise.all(
      [first, second].map((client) => client?.post(`/api/invitations/${invitation.slug}/accept`)),
    );
    const [rows] = await t.ctx.db
      .select({ value: count() })
      .from(connections)
      .where(and(eq(connections.sharerId, me.id), eq(connections.viewerId, inviter.id)));
    expect(rows?.value).toBe(1);
  });
});
