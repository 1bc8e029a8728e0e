import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  emails,
  groupRoles,
  groups,
  invitationRecords,
  invitations,
  membershipSpans,
  organizations,
  resultConsents,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createInvitation,
  createOrganization,
  createUser,
  deliveredEmail,
  giveConsent,
} from '../../test/factories';
import { checkupAt } from '../checkups/test-helpers';
import { checkupSums } from '../dashboards/rollup-sums';

/** Issue 31, decision 0025: a unit moved to another group; a group or unit deleted. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function world() {
  const organization = await createOrganization(t.ctx, { name: 'Harbour Health' });
  const night = await createGroup(t.ctx, organization, { name: 'Night shift' });
  const day = await createGroup(t.ctx, organization, { name: 'Day shift' });
  const ward = await createGroup(t.ctx, organization, { name: 'Ward 4', parentId: night.id });
  const elsewhere = await createOrganization(t.ctx);
  const foreign = await createGroup(t.ctx, elsewhere, { name: 'Foreign' });
  const orgAdmin = await createUser(t.ctx, { firstName: 'Olga' });
  const platformAdmin = await createUser(t.ctx, { platformAdmin: true });
  const nightAdmin = await createUser(t.ctx, { firstName: 'Nora' });
  const dayAdmin = await createUser(t.ctx, { firstName: 'Dario', lastName: 'Ruiz' });
  const wardAdmin = await createUser(t.ctx, { firstName: 'Wendy' });
  const maya = await createUser(t.ctx, { firstName: 'Maya' });
  const lucas = await createUser(t.ctx, { firstName: 'Lucas', locale: 'fr' });
  const member = await createUser(t.ctx);
  const outsider = await createUser(t.ctx);
  await addOrganizationRole(t.ctx, organization, orgAdmin, 'administrator');
  await addOrganizationRole(t.ctx, organization, member, 'member');
  await addGroupRole(t.ctx, night, nightAdmin, 'administrator');
  await addGroupRole(t.ctx, day, dayAdmin, 'administrator');
  await addGroupRole(t.ctx, ward, wardAdmin, 'administrator');
  await addGroupRole(t.ctx, ward, maya, 'reporter');
  await addGroupRole(t.ctx, night, lucas, 'reporter');
  await addGroupRole(t.ctx, ward, lucas, 'reporter');
  await giveConsent(t.ctx, maya, nightAdmin, ward);
  await giveConsent(t.ctx, maya, wardAdmin, ward);
  await giveConsent(t.ctx, lucas, nightAdmin, night);
  return {
    organization,
    night,
    day,
    ward,
    foreign,
    people: { orgAdmin, platformAdmin, nightAdmin, dayAdmin, wardAdmin, maya, lucas, member, outsider },
  };
}

const moveBody = (slug: string, parent: string) => ({
  data: { type: 'groups', id: slug, relationships: { parent: { data: { type: 'groups', id: parent } } } },
});

const consentState = async (reporterId: number, administratorId: number, groupId: number) =>
  (
    await t.ctx.db
      .select({ state: resultConsents.state })
      .from(resultConsents)
      .where(
        and(
          eq(resultConsents.reporterId, reporterId),
          eq(resultConsents.administratorId, administratorId),
          eq(resultConsents.groupId, groupId),
        ),
      )
  )[0]?.state;

describe('PATCH /api/groups/{slug} with parent: moving a unit', () => {
  it('moves a unit nobody has reported to yet under another group: its administrators follow, audited', async () => {
    const w = await world();
    const fresh = await createGroup(t.ctx, w.organization, { name: 'Ward 7', parentId: w.night.id });
    const freshAdmin = await createUser(t.ctx, { firstName: 'Fern' });
    await addGroupRole(t.ctx, fresh, freshAdmin, 'administrator');
    const admin = await clientFor(t.app, w.people.orgAdmin);
    const read = await admin.get(`/api/groups/${fresh.slug}`);
    expect(read.json().data.meta.abilities).toMatchObject({ move: true, delete: true });
    const response = await admin.patch(`/api/groups/${fresh.slug}`, moveBody(fresh.slug, w.day.slug));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes.parent_slug).toBe(w.day.slug);
    // The old group's administrator no longer administers the unit; the new one's does.
    const night = await clientFor(t.app, w.people.nightAdmin);
    expect((await night.get(`/api/groups/${fresh.slug}/reporters`)).statusCode).toBe(404);
    const day = await clientFor(t.app, w.people.dayAdmin);
    expect((await day.get(`/api/groups/${fresh.slug}/reporters`)).statusCode).toBe(200);
    const moved = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'unit_moved'), eq(auditEvents.detail, `${fresh.slug}:${w.day.slug}`)),
      );
    expect(moved).toHaveLength(1);
  });

  it('moves a unit people report to: its dashboards history stays with the old group, what comes after counts in the new one', async () => {
    const w = await world();
    // Maya has reported to the unit for a month, and took a check-up last week.
    await t.ctx.db
      .update(membershipSpans)
      .set({ startedAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(membershipSpans.userId, w.people.maya.id));
    const before = await checkupAt(t.ctx, w.people.maya, new Date(Date.now() - 8 * 86_400_000));
    const admin = await clientFor(t.app, w.people.orgAdmin);
    expect((await admin.get(`/api/groups/${w.ward.slug}`)).json().data.meta.abilities.move).toBe(true);
    const response = await admin.patch(`/api/groups/${w.ward.slug}`, moveBody(w.ward.slug, w.day.slug));
    expect(response.statusCode).toBe(200);
    const [ward] = await t.ctx.db.select().from(groups).where(eq(groups.id, w.ward.id));
    expect(ward?.parentId).toBe(w.day.id);
    // The old group's administrator no longer sees Maya's results through the unit; the new one is asked.
    expect(await consentState(w.people.maya.id, w.people.nightAdmin.id, w.ward.id)).toBe('ended');
    expect(await consentState(w.people.maya.id, w.people.dayAdmin.id, w.ward.id)).toBe('pending');
    // Each open span of the unit ended at the move and goes on from that moment under the new group.
    const spans = await t.ctx.db
      .select()
      .from(membershipSpans)
      .where(and(eq(membershipSpans.groupId, w.ward.id), eq(membershipSpans.userId, w.people.maya.id)));
    const old = spans.find((span) => span.parentId === w.night.id);
    const now = spans.find((span) => span.parentId === w.day.id);
    expect(old?.endedAt).not.toBeNull();
    expect(now?.startedAt.getTime()).toBe(old?.endedAt?.getTime());
    expect(now?.endedAt).toBeNull();
    // The dashboards: Maya's check-up before the move counts in the night shift, one after in the day shift.
    const moment = now?.startedAt ?? new Date();
    const after = await checkupAt(t.ctx, w.people.maya, new Date(moment.getTime() + 60 * 60 * 1000));
    const placedIn = async (from: Date, to: Date) =>
      (await checkupSums(t.ctx.db, from, to))
        .filter((row) => row.nodes.includes(`g${w.ward.id}`))
        .map((row) => row.nodes.filter((node) => node.startsWith('g')).sort());
    expect(await placedIn(new Date(before.completedAt.getTime() - 1000), moment)).toEqual([
      [`g${w.night.id}`, `g${w.ward.id}`].sort(),
    ]);
    expect(await placedIn(moment, new Date(after.completedAt.getTime() + 1000))).toEqual([
      [`g${w.day.id}`, `g${w.ward.id}`].sort(),
    ]);
  });

  it('answers 422 with a message for a move into itself, into a unit, into another organization, or of a group', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.people.orgAdmin);
    const inner = await createGroup(t.ctx, w.organization, { name: 'Ward 5', parentId: w.day.id });
    const cases: [string, string, string][] = [
      [w.ward.slug, w.ward.slug, 'A unit cannot be moved into itself'],
      [w.ward.slug, inner.slug, 'Units sit directly under a group'],
      [w.ward.slug, w.foreign.slug, 'Choose a group of the same organization.'],
      [w.ward.slug, 'no-such-group', 'Choose a group of the same organization.'],
      [w.night.slug, w.day.slug, 'Only a unit can be moved'],
    ];
    for (const [slug, parent, message] of cases) {
      const response = await admin.patch(`/api/groups/${slug}`, moveBody(slug, parent));
      expect(response.statusCode, `${slug} → ${parent}`).toBe(422);
      const [error] = response.json().errors;
      expect(error.source.pointer).toBe('/data/relationships/parent');
      expect(error.detail).toContain(message);
    }
    const [ward] = await t.ctx.db.select().from(groups).where(eq(groups.id, w.ward.id));
    expect(ward?.parentId).toBe(w.night.id);
  });

  it('says it in French', async () => {
    const w = await world();
    const french = await createUser(t.ctx, { locale: 'fr' });
    await addOrganizationRole(t.ctx, w.organization, french, 'administrator');
    const admin = await clientFor(t.app, french, 'fr');
    const response = await admin.patch(`/api/groups/${w.ward.slug}`, moveBody(w.ward.slug, w.ward.slug));
    expect(response.json().errors[0].detail).toContain('Une unité ne peut pas être déplacée dans elle-même');
  });

  it('lets a platform administrator move; 403 for the group’s own administrator, 404 for a member or outsider, 401 signed out', async () => {
    const w = await world();
    const fresh = await createGroup(t.ctx, w.organization, { name: 'Ward 8', parentId: w.night.id });
    const freshAdmin = await createUser(t.ctx, { firstName: 'Fern' });
    await addGroupRole(t.ctx, fresh, freshAdmin, 'administrator');
    const path = `/api/groups/${fresh.slug}`;
    const body = moveBody(fresh.slug, w.day.slug);
    expect((await new TestClient(t.app).start().then((c) => c.patch(path, body))).statusCode).toBe(401);
    expect((await (await clientFor(t.app, w.people.nightAdmin)).patch(path, body)).statusCode).toBe(403);
    expect((await (await clientFor(t.app, freshAdmin)).patch(path, body)).statusCode).toBe(403);
    expect((await (await clientFor(t.app, w.people.member)).patch(path, body)).statusCode).toBe(404);
    expect((await (await clientFor(t.app, w.people.outsider)).patch(path, body)).statusCode).toBe(404);
    expect((await (await clientFor(t.app, w.people.platformAdmin)).patch(path, body)).statusCode).toBe(200);
  });

  it('renames a group for its administrator, with an audit row', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.people.nightAdmin);
    const response = await admin.patch(`/api/groups/${w.night.slug}`, {
      data: { type: 'groups', id: w.night.slug, attributes: { name: 'Nights', description: 'After 8 pm' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.attributes).toMatchObject({ name: 'Nights', description: 'After 8 pm' });
    const rows = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'group_updated'),
          eq(auditEvents.detail, `${w.night.slug}:description,name`),
        ),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('DELETE /api/groups/{slug}', () => {
  it('deletes a group with its unit in one go: roles, consents and invitations end; each person told once; audited', async () => {
    const w = await world();
    const { orgAdmin, nightAdmin, wardAdmin, maya, lucas } = w.people;
    const pending = await createInvitation(t.ctx, {
      scope: 'group',
      type: 'reporter',
      inviter: nightAdmin,
      email: 'someone@example.test',
      group: w.ward,
    });
    const admin = await clientFor(t.app, orgAdmin);
    const nightClient = await clientFor(t.app, nightAdmin);
    expect((await nightClient.get(`/api/users/${maya.slug}/insights`)).statusCode).toBe(200);
    expect((await admin.delete(`/api/groups/${w.night.slug}`)).statusCode).toBe(204);
    const ids = [w.night.id, w.ward.id];
    expect(await t.ctx.db.select().from(groups).where(inArray(groups.id, ids))).toEqual([]);
    expect(await t.ctx.db.select().from(groupRoles).where(inArray(groupRoles.groupId, ids))).toEqual([]);
    expect(await t.ctx.db.select().from(resultConsents).where(inArray(resultConsents.groupId, ids))).toEqual(
      [],
    );
    expect(await t.ctx.db.select().from(invitations).where(eq(invitations.id, pending.id))).toEqual([]);
    const [record] = await t.ctx.db
      .select()
      .from(invitationRecords)
      .where(eq(invitationRecords.invitationId, pending.id));
    expect(record).toMatchObject({ status: 'withdrawn', groupName: 'Ward 4' });
    // Nobody there sees what the reporters shared; the dashboards are gone.
    expect((await nightClient.get(`/api/users/${maya.slug}/insights`)).statusCode).toBe(404);
    expect((await admin.get(`/api/groups/${w.night.slug}/dashboard`)).statusCode).toBe(404);
    expect((await admin.get(`/api/groups/${w.ward.slug}/dashboard`)).statusCode).toBe(404);
    expect((await admin.get(`/api/groups/${w.night.slug}`)).statusCode).toBe(404);
    // One e-mail per person, in their language, even for Lucas who reported to both.
    for (const person of [nightAdmin, wardAdmin, maya, lucas]) {
      const sent = await t.ctx.db
        .select()
        .from(emails)
        .where(and(eq(emails.toAddress, person.email), like(emails.subject, '%Night shift%')));
      expect(sent, person.firstName).toHaveLength(1);
    }
    expect((await deliveredEmail(t.ctx, maya.email)).subject).toBe(
      'Night shift was deleted from Harbour Health',
    );
    expect((await deliveredEmail(t.ctx, lucas.email)).subject).toBe(
      'Le groupe Night shift a été supprimé de l’organisation Harbour Health',
    );
    const [deleted] = await t.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'group_deleted'), like(auditEvents.detail, `${w.night.slug}:%`)));
    expect(deleted).toMatchObject({
      actorId: orgAdmin.id,
      detail: `${w.night.slug}:units=1,roles=5,invitations=1`,
    });
  });

  it('deletes a unit alone; its group stays with its own people', async () => {
    const w = await world();
    const admin = await clientFor(t.app, w.people.platformAdmin);
    const spansBefore = await t.ctx.db
      .select({ id: membershipSpans.id })
      .from(membershipSpans)
      .where(eq(membershipSpans.groupId, w.ward.id));
    expect(spansBefore.length).toBeGreaterThan(0);
    expect((await admin.delete(`/api/groups/${w.ward.slug}`)).statusCode).toBe(204);
    expect(await t.ctx.db.select().from(groups).where(eq(groups.id, w.night.id))).toHaveLength(1);
    expect(await consentState(w.people.lucas.id, w.people.nightAdmin.id, w.night.id)).toBe('given');
    // The unit's people's history stays with its group (closed), so the group's later periods
    // agree with those it released while the unit existed.
    const kept = await t.ctx.db
      .select()
      .from(membershipSpans)
      .where(
        inArray(
          membershipSpans.id,
          spansBefore.map((span) => span.id),
        ),
      );
    expect(kept.map((span) => span.groupId)).toEqual(spansBefore.map(() => w.night.id));
    expect(kept.every((span) => span.parentId === null)).toBe(true);
    expect(kept.every((span) => span.endedAt !== null)).toBe(true);
  });

  it('is 401 signed out, 403 for the group’s administrator, 404 for a member and an outsider, 422 in a disabled organization', async () => {
    const w = await world();
    const path = `/api/groups/${w.ward.slug}`;
    expect((await new TestClient(t.app).start().then((c) => c.delete(path))).statusCode).toBe(401);
    expect((await (await clientFor(t.app, w.people.wardAdmin)).delete(path)).statusCode).toBe(403);
    expect((await (await clientFor(t.app, w.people.nightAdmin)).delete(path)).statusCode).toBe(403);
    expect((await (await clientFor(t.app, w.people.member)).delete(path)).statusCode).toBe(404);
    expect((await (await clientFor(t.app, w.people.outsider)).delete(path)).statusCode).toBe(404);
    await t.ctx.db
      .update(organizations)
      .set({ state: 'disabled' })
      .where(eq(organizations.id, w.organization.id));
    expect((await (await clientFor(t.app, w.people.orgAdmin)).delete(path)).statusCode).toBe(422);
    expect(await t.ctx.db.select().from(groups).where(eq(groups.id, w.ward.id))).toHaveLength(1);
  });
});
