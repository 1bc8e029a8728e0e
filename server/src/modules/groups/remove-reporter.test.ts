import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, groupRoles, organizations } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createOrganization,
  createUser,
  deliveredEmail,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const organization = await createOrganization(t.ctx);
  const group = await createGroup(t.ctx, organization, { name: 'Night shift' });
  const unit = await createGroup(t.ctx, organization, { parentId: group.id });
  const groupAdmin = await createUser(t.ctx, { firstName: 'Grace' });
  await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
  const maya = await createUser(t.ctx, { firstName: 'Maya', lastName: 'Bauer' });
  const lucas = await createUser(t.ctx, { firstName: 'Lucas', lastName: 'Avril', locale: 'fr' });
  await addGroupRole(t.ctx, group, maya, 'reporter');
  await addGroupRole(t.ctx, unit, lucas, 'reporter');
  return { organization, group, unit, groupAdmin, maya, lucas };
}

const reporterRole = async (groupId: number, userId: number) =>
  (
    await t.ctx.db
      .select()
      .from(groupRoles)
      .where(and(eq(groupRoles.groupId, groupId), eq(groupRoles.userId, userId)))
  ).length;

describe('DELETE /api/groups/{slug}/reporters/{user_slug}', () => {
  it('lets a group administrator remove a reporter: gone from the list, told by e-mail, audited', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.groupAdmin);
    const group = await admin.get(`/api/groups/${w.group.slug}`);
    expect(group.json().data.meta.abilities.remove_reporter).toBe(true);
    const response = await admin.delete(`/api/groups/${w.group.slug}/reporters/${w.maya.slug}`);
    expect(response.statusCode).toBe(204);
    expect(items(await admin.get(`/api/groups/${w.group.slug}/reporters`))).toEqual([]);
    expect(await reporterRole(w.group.id, w.maya.id)).toBe(0);
    // The insights the role opened are closed too.
    expect((await admin.get(`/api/users/${w.maya.slug}/insights`)).statusCode).toBe(404);
    const mail = await deliveredEmail(t.ctx, w.maya.email);
    expect(mail.subject).toBe('You no longer share your results with Night shift');
    expect(mail.textBody).toContain('Maya');
    expect(mail.textBody).toContain('no longer see your check-up results');
    const [event] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'group_role_removed'), eq(auditEvents.subjectUserId, w.maya.id)));
    expect(event).toMatchObject({ actorId: w.groupAdmin.id, detail: 'reporter' });
    // Removed once; a second time there is nobody to remove.
    expect((await admin.delete(`/api/groups/${w.group.slug}/reporters/${w.maya.slug}`)).statusCode).toBe(404);
  });

  it("tells a French reporter in French, when the parent group's administrator removes them from a unit", async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.groupAdmin);
    expect((await admin.delete(`/api/groups/${w.unit.slug}/reporters/${w.lucas.slug}`)).statusCode).toBe(204);
    const mail = await deliveredEmail(t.ctx, w.lucas.email);
    expect(mail.subject).toMatch(/^Vous ne partagez plus vos résultats avec /);
    expect(mail.textBody).toContain('Bonjour Lucas');
  });

  it('is 401 signed out, and 404 for others, other groups, unknown people and disabled organizations', async () => {
    const w = await world();
    const path = `/api/groups/${w.group.slug}/reporters/${w.maya.slug}`;
    expect((await new TestClient(t.app).start().then((c) => c.delete(path))).statusCode).toBe(401);
    const orgAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, w.organization, orgAdmin, 'administrator');
    const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
    const otherAdmin = await createUser(t.ctx);
    const other = await createGroup(t.ctx, w.organization);
    await addGroupRole(t.ctx, other, otherAdmin, 'administrator');
    const stranger = await createUser(t.ctx);
    for (const user of [w.lucas, orgAdmin, platformAdmin, otherAdmin, stranger]) {
      const client = await clientFor(t.app, user);
      expect((await client.delete(path)).statusCode).toBe(404);
      expect(
        (await client.get(`/api/groups/${w.group.slug}`)).json().data?.meta?.abilities?.remove_reporter,
      ).not.toBe(true);
    }
    const admin = await clientFor(t.app, w.groupAdmin);
    // A reporter of another group, and someone unknown.
    const elsewhere = await createUser(t.ctx);
    await addGroupRole(t.ctx, other, elsewhere, 'reporter');
    expect((await admin.delete(`/api/groups/${w.group.slug}/reporters/${elsewhere.slug}`)).statusCode).toBe(
      404,
    );
    expect((await admin.delete(`/api/groups/${w.group.slug}/reporters/nobody`)).statusCode).toBe(404);
    expect((await admin.delete(`/api/groups/no-such-group/reporters/${w.maya.slug}`)).statusCode).toBe(404);
    expect(await reporterRole(w.group.id, w.maya.id)).toBe(1);
    expect(await reporterRole(other.id, elsewhere.id)).toBe(1);
    await t.ctx.db
      .update(organizations)
      .set({ state: 'disabled' })
      .where(eq(organizations.id, w.organization.id));
    expect((await admin.delete(path)).statusCode).toBe(404);
    expect(await reporterRole(w.group.id, w.maya.id)).toBe(1);
  });

  it('is 422 for an administrator of the group, in English and French', async () => {
    const w = await world();
    const second = await createUser(t.ctx);
    await addGroupRole(t.ctx, w.group, second, 'administrator');
    for (const [locale, detail] of [
      ['en', 'This person is not a reporter of this group: only reporters can be removed here.'],
      [
        'fr',
        'Cette personne ne partage pas ses résultats avec ce groupe : seuls ces membres peuvent être retirés ici.',
      ],
    ] as const) {
      // The language of the signed-in profile.
      const person = await createUser(t.ctx, { locale });
      await addGroupRole(t.ctx, w.group, person, 'administrator');
      const admin = await clientFor(t.app, person, locale);
      const response = await admin.delete(`/api/groups/${w.group.slug}/reporters/${second.slug}`);
      expect(response.statusCode).toBe(422);
      expect(response.doc.errors?.[0]).toMatchObject({ code: 'not_a_reporter', detail });
    }
    expect(await reporterRole(w.group.id, second.id)).toBe(1);
  });
});
