import { isoWeekLabel } from '@evenkeel/common';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEvents,
  benefitGroupMembers,
  benefitGroups,
  checkups,
  emails,
  groupRoles,
  invitations,
  organizationRoles,
  organizations,
  users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createGroup,
  createInvitation,
  createOrganization,
  createUser,
  resourceWith,
} from '../../test/factories';
import { checkupAt } from '../checkups/test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Org = Awaited<ReturnType<typeof createOrganization>>;

/** An organization with an administrator and members named so sorts and searches have answers. */
async function world(locale: 'en' | 'fr' = 'en') {
  const org = await createOrganization(t.ctx, { name: 'Northwind' });
  const admin = await createUser(t.ctx, {
    firstName: 'Alice',
    lastName: 'Admin',
    locality: 'Montréal',
    locale,
  });
  await addOrganizationRole(t.ctx, org, admin, 'administrator');
  const people = [];
  for (const [firstName, lastName] of [
    ['Émile', 'Zola'],
    ['bob', 'Martin'],
    ['Chloé', 'Éluard'],
  ] as const) {
    const person = await createUser(t.ctx, { firstName, lastName, locality: '=HYPERLINK("x")' });
    await addOrganizationRole(t.ctx, org, person, 'member');
    people.push(person);
  }
  return { org, admin, people };
}

const RESULT_KEYS = /"(score|band|screen|answers?|phq4\w*|who5\w*|life_areas|severity)"/;

describe('the members list', () => {
  it('shows an administrator every member with e-mail, role, joined on, the week of last activity and city; never a result', async () => {
    const { org, admin, people } = await world();
    const [emile] = people;
    if (!emile) throw new Error('no member');
    await checkupAt(t.ctx, emile, new Date());
    const client = await clientFor(t.app, admin);
    const response = await client.get(`/api/organizations/${org.slug}/members`);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta?.total).toBe(4);
    const rows = items(response);
    expect(rows.map((row) => row.attributes?.last_name)).toEqual(['Admin', 'Éluard', 'Martin', 'Zola']);
    const alice = rows[0];
    expect(alice?.attributes).toMatchObject({
      first_name: 'Alice',
      email: admin.email,
      role: 'administrator',
      city: 'Montréal',
    });
    // Signed in just now (the client's sign-in): this week, never a time.
    expect(alice?.attributes?.last_active_week).toBe(isoWeekLabel(new Date().toISOString().slice(0, 10)));
    const zola = rows.find((row) => row.id === emile.slug);
    expect(zola?.attributes?.last_active_week).toMatch(/^\d{4}-W\d{2}$/);
    expect(alice?.meta?.abilities).toEqual({ remove: false, promote: false, demote: false });
    expect(zola?.meta?.abilities).toEqual({ remove: true, promote: true, demote: false });
    expect(response.body).not.toMatch(RESULT_KEYS);
    expect(response.doc.links?.next).toBeNull();
  });

  it('searches by name (accents and case ignored) or e-mail, sorts, and pages by keyset', async () => {
    const { org, admin, people } = await world();
    const client = await clientFor(t.app, admin);
    const byName = await client.get(`/api/organizations/${org.slug}/members?filter[q]=emile`);
    expect(items(byName).map((row) => row.attributes?.last_name)).toEqual(['Zola']);
    const byEmail = await client.get(
      `/api/organizations/${org.slug}/members?filter[q]=${encodeURIComponent(people[1]?.email ?? '')}`,
    );
    expect(items(byEmail).map((row) => row.attributes?.first_name)).toEqual(['bob']);
    // A search's total counts every match, on its first page and past the cursor; none is 0.
    const searched = await client.get(
      `/api/organizations/${org.slug}/members?filter[q]=example.test&page[size]=1`,
    );
    expect([items(searched).length, searched.doc.meta?.total]).toEqual([1, 4]);
    const searchedNext = await client.get(String(searched.doc.links?.next));
    expect([items(searchedNext).length, searchedNext.doc.meta?.total]).toEqual([1, 4]);
    const none = await client.get(`/api/organizations/${org.slug}/members?filter[q]=nobody-here`);
    expect([items(none).length, none.doc.meta?.total]).toEqual([0, 0]);
    const descending = await client.get(`/api/organizations/${org.slug}/members?sort=-name`);
    expect(items(descending).map((row) => row.attributes?.last_name)).toEqual([
      'Zola',
      'Martin',
      'Éluard',
      'Admin',
    ]);
    const joined = await client.get(`/api/organizations/${org.slug}/members?sort=joined_at`);
    expect(items(joined)[0]?.attributes?.first_name).toBe('Alice');
    const active = await client.get(`/api/organizations/${org.slug}/members?sort=-last_active`);
    expect(items(active)[0]?.attributes?.first_name).toBe('Alice');

    const first = await client.get(`/api/organizations/${org.slug}/members?page[size]=2`);
    expect(items(first).map((row) => row.attributes?.last_name)).toEqual(['Admin', 'Éluard']);
    const next = first.doc.links?.next;
    expect(typeof next).toBe('string');
    // Someone who joins meanwhile, sorting before the cursor, does not shift the next page.
    const early = await createUser(t.ctx, { firstName: 'Aaron', lastName: 'Aaronson' });
    await addOrganizationRole(t.ctx, org, early, 'member');
    const second = await client.get(String(next));
    expect(second.statusCode).toBe(200);
    expect(items(second).map((row) => row.attributes?.last_name)).toEqual(['Martin', 'Zola']);
    expect(second.doc.meta?.total).toBe(5);
    expect(second.doc.links?.next).toBeNull();
  });

  it('refuses an unknown sort (400) and a cursor of another list or sort (422), with messages', async () => {
    const { org, admin } = await world('fr');
    const client = await clientFor(t.app, admin, 'fr');
    const sort = await client.get(`/api/organizations/${org.slug}/members?sort=score`);
    expect(sort.statusCode).toBe(400);
    expect(sort.doc.errors?.[0]?.detail).toBe('Cette liste ne peut pas être triée ainsi.');
    const cursor = await client.get(`/api/organizations/${org.slug}/members?page[after]=not-a-cursor`);
    expect(cursor.statusCode).toBe(422);
    expect(cursor.doc.errors?.[0]?.source).toEqual({ parameter: 'page[after]' });
    expect(cursor.doc.errors?.[0]?.detail).toContain('lien de page');
    const page = await client.get(`/api/organizations/${org.slug}/members?page[size]=1`);
    const other = String(page.doc.links?.next).replace('members?', 'members?sort=joined_at&');
    expect((await client.get(other)).statusCode).toBe(422);
    const long = await client.get(`/api/organizations/${org.slug}/members?filter[q]=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(422);
  });

  it('is 401 signed out and 404 for a member, another organization’s administrator and a platform administrator', async () => {
    const { org, people } = await world();
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.get(`/api/organizations/${org.slug}/members`)).statusCode).toBe(401);
    const otherOrg = await createOrganization(t.ctx);
    const otherAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, otherOrg, otherAdmin, 'administrator');
    const platform = await createUser(t.ctx, { platformAdmin: true });
    for (const user of [people[0], otherAdmin, platform]) {
      if (!user) throw new Error('no user');
      const client = await clientFor(t.app, user);
      expect((await client.get(`/api/organizations/${org.slug}/members`)).statusCode).toBe(404);
      expect((await client.get(`/api/organizations/${org.slug}/members.csv`)).statusCode).toBe(404);
      expect(
        (await client.delete(`/api/organizations/${org.slug}/members/${people[1]?.slug}`)).statusCode,
      ).toBe(404);
    }
    const member = await clientFor(t.app, people[0] as NonNullable<(typeof people)[0]>);
    const orgDoc = await member.get(`/api/organizations/${org.slug}`);
    expect(orgDoc.doc.data?.meta?.abilities).toMatchObject({ manage_members: false });
  });

  it('exports CSV with a byte order mark, formula-safe cells and headers in the reader’s language', async () => {
    const { org, admin } = await world('fr');
    const client = await clientFor(t.app, admin, 'fr');
    const response = await client.get(`/api/organizations/${org.slug}/members.csv?sort=-name`, {
      accept: 'text/csv',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Prénom,Nom,Courriel,Rôle,Arrivée le,Dernière activité (semaine),Ville');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain('Émile,Zola');
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[4]).toContain('Administrateur');
    expect(response.body).not.toMatch(/score|band/i);
  });
});

describe('removing a member', () => {
  async function removable(org: Org, admin: Awaited<ReturnType<typeof createUser>>) {
    const member = await createUser(t.ctx, { locale: 'fr', firstName: 'Marie' });
    await addOrganizationRole(t.ctx, org, member, 'member');
    const group = await createGroup(t.ctx, org);
    const unit = await createGroup(t.ctx, org, { parentId: group.id });
    await addGroupRole(t.ctx, group, member, 'administrator');
    await addGroupRole(t.ctx, unit, member, 'reporter');
    const [benefit] = await t.ctx.db
      .insert(benefitGroups)
      .values({ organizationId: org.id, name: 'Full-time staff' })
      .returning();
    if (!benefit) throw new Error('no benefit group');
    await t.ctx.db.insert(benefitGroupMembers).values({ benefitGroupId: benefit.id, userId: member.id });
    await createInvitation(t.ctx, {
      scope: 'group',
      type: 'reporter',
      inviter: admin,
      invitee: member,
      group,
    });
    await checkupAt(t.ctx, member, new Date());
    // Another organization's roles stay.
    const elsewhere = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, elsewhere, member, 'member');
    return { member, elsewhere };
  }

  it('ends their roles in its groups and units, benefit groups, invitations and organization roles; check-ups stay; e-mail in their language; audited', async () => {
    const { org, admin } = await world();
    const { member, elsewhere } = await removable(org, admin);
    const client = await clientFor(t.app, admin);
    const response = await client.delete(`/api/organizations/${org.slug}/members/${member.slug}`);
    expect(response.statusCode).toBe(204);
    const db = t.ctx.db;
    expect(await db.select().from(groupRoles).where(eq(groupRoles.userId, member.id))).toEqual([]);
    expect(
      await db.select().from(benefitGroupMembers).where(eq(benefitGroupMembers.userId, member.id)),
    ).toEqual([]);
    expect(await db.select().from(invitations).where(eq(invitations.inviteeId, member.id))).toEqual([]);
    const roles = await db.select().from(organizationRoles).where(eq(organizationRoles.userId, member.id));
    expect(roles.map((role) => role.organizationId)).toEqual([elsewhere.id]);
    expect(await db.select().from(checkups).where(eq(checkups.userId, member.id))).toHaveLength(1);
    const [mail] = await db.select().from(emails).where(eq(emails.toAddress, member.email));
    expect(mail?.subject).toBe('Vous ne faites plus partie de l’organisation Northwind');
    expect(mail?.textBody).toContain('Marie');
    const [audit] = await db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'organization_member_removed'), eq(auditEvents.subjectUserId, member.id)),
      );
    expect(audit?.actorId).toBe(admin.id);
    const list = await client.get(`/api/organizations/${org.slug}/members`);
    expect(items(list).map((row) => row.id)).not.toContain(member.slug);
    expect((await client.delete(`/api/organizations/${org.slug}/members/${member.slug}`)).statusCode).toBe(
      404,
    );
  });

  it('refuses the last administrator (422 with a message) and changes nothing', async () => {
    const { org, admin } = await world();
    const client = await clientFor(t.app, admin);
    const response = await client.delete(`/api/organizations/${org.slug}/members/${admin.slug}`);
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]?.detail).toContain('last administrator');
    const demote = await client.patch(
      `/api/organizations/${org.slug}/members/${admin.slug}`,
      resource('organization_members', { role: 'member' }, admin.slug),
    );
    expect(demote.statusCode).toBe(422);
    expect(
      await t.ctx.db.select().from(organizationRoles).where(eq(organizationRoles.userId, admin.id)),
    ).toHaveLength(1);
  });

  it('refuses in a disabled organization (422)', async () => {
    const { org, admin, people } = await world();
    const client = await clientFor(t.app, admin);
    await t.ctx.db.update(organizations).set({ state: 'disabled' }).where(eq(organizations.id, org.id));
    const response = await client.delete(`/api/organizations/${org.slug}/members/${people[0]?.slug}`);
    expect(response.statusCode).toBe(422);
  });
});

describe('administrator and back', () => {
  it('demotes an administrator to member (abilities say which applies); promotion is by invitation', async () => {
    const { org, admin, people } = await world();
    const second = await createUser(t.ctx, { firstName: 'Second', lastName: 'Admin' });
    await addOrganizationRole(t.ctx, org, second, 'administrator');
    const client = await clientFor(t.app, admin);
    const list = await client.get(`/api/organizations/${org.slug}/members?filter[q]=second`);
    expect(items(list)[0]?.meta?.abilities).toEqual({ remove: true, promote: false, demote: true });
    const demoted = await client.patch(
      `/api/organizations/${org.slug}/members/${second.slug}`,
      resource('organization_members', { role: 'member' }, second.slug),
    );
    expect(demoted.statusCode).toBe(200);
    expect(demoted.doc.data?.attributes.role).toBe('member');
    const roles = await t.ctx.db
      .select()
      .from(organizationRoles)
      .where(eq(organizationRoles.userId, second.id));
    expect(roles.map((role) => role.type)).toEqual(['member']);
    const again = await client.patch(
      `/api/organizations/${org.slug}/members/${second.slug}`,
      resource('organization_members', { role: 'member' }, second.slug),
    );
    expect(again.statusCode).toBe(422);
    const promote = await client.patch(
      `/api/organizations/${org.slug}/members/${people[0]?.slug}`,
      resource('organization_members', { role: 'administrator' }, people[0]?.slug),
    );
    expect(promote.statusCode).toBe(422);
    expect(promote.doc.errors?.[0]?.source).toEqual({ pointer: '/data/attributes/role' });
    const signedOut = await new TestClient(t.app).start();
    expect(
      (
        await signedOut.patch(
          `/api/organizations/${org.slug}/members/${second.slug}`,
          resource('organization_members', { role: 'member' }, second.slug),
        )
      ).statusCode,
    ).toBe(401);
  });
});

describe('last active', () => {
  it('is set by signing in and by storing a check-up', async () => {
    const user = await createUser(t.ctx);
    const read = async () =>
      (await t.ctx.db.select({ at: users.lastActiveAt }).from(users).where(eq(users.id, user.id)))[0]?.at;
    expect(await read()).toBeNull();
    await clientFor(t.app, user);
    const signedIn = await read();
    expect(signedIn).toBeInstanceOf(Date);
    await t.ctx.db.update(users).set({ lastActiveAt: null }).where(eq(users.id, user.id));
    await checkupAt(t.ctx, user, new Date());
    expect(await read()).toBeInstanceOf(Date);
  });
});

describe('the warning before inviting a non-member as a group administrator', () => {
  const check = (group: string, email: string, role = 'administrator') =>
    resourceWith(
      'invitation_checks',
      { scope: 'group', role, email },
      { group: { type: 'groups', id: group } },
    );

  it('says "not a member yet" for someone outside the organization, nothing for a member; sends nothing', async () => {
    const { org, admin, people } = await world('fr');
    const group = await createGroup(t.ctx, org);
    const client = await clientFor(t.app, admin, 'fr');
    const outsider = check(group.slug, 'someone.else@example.test');
    const response = await client.post('/api/invitation_checks', outsider);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({
      organization_member: false,
      warning: 'Pas encore membre : cette personne se joindra uniquement comme administratrice.',
    });
    const member = await client.post('/api/invitation_checks', check(group.slug, people[0]?.email ?? ''));
    expect(member.doc.meta).toEqual({ organization_member: true, warning: null });
    const reporter = await client.post(
      '/api/invitation_checks',
      check(group.slug, 'someone.else@example.test', 'reporter'),
    );
    expect(reporter.statusCode).toBe(403);
    expect(await t.ctx.db.select().from(invitations).where(eq(invitations.groupId, group.id))).toEqual([]);
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await stranger.post('/api/invitation_checks', outsider)).statusCode).toBe(404);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.post('/api/invitation_checks', outsider)).statusCode).toBe(401);
    const invalid = await client.post('/api/invitation_checks', check(group.slug, 'not an address'));
    expect(invalid.statusCode).toBe(422);
  });
});
