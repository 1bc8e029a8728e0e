import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, emails, groupRoles, invitations, organizationRoles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { items, resource, TestClient } from '../../test/client';
import {
  addGroupRole,
  addOrganizationRole,
  clientFor,
  createConnection,
  createGroup,
  createInvitation,
  createOrganization,
  createUser,
  deliveredEmail,
  linkIn,
  resourceWith,
  sharingCounts,
  signUpAndConfirm,
} from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const invite = (
  attributes: Record<string, unknown>,
  relationships: Record<string, { type: string; id: string } | null> = {},
) => resourceWith('invitations', attributes, relationships);

describe('GET /api/invitations', () => {
  it('lists the invitations addressed to me, by account or by e-mail, with the inviter and target', async () => {
    const me = await createUser(t.ctx, { firstName: 'Maya' });
    const inviter = await createUser(t.ctx, {
      firstName: 'Olivier',
      lastName: 'T',
      profilePictureUrl: '/p.png',
    });
    const org = await createOrganization(t.ctx, { name: 'Northwind', logoImageUrl: '/logo.png' });
    const group = await createGroup(t.ctx, org, { name: 'Operations' });
    // Invitations live while their inviter may still send them.
    await addOrganizationRole(t.ctx, org, inviter, 'administrator');
    await addGroupRole(t.ctx, group, inviter, 'administrator');
    const a = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter,
      invitee: me,
      organization: org,
    });
    const b = await createInvitation(t.ctx, {
      scope: 'group',
      type: 'reporter',
      inviter,
      email: me.email.toUpperCase(),
      group,
    });
    const c = await createInvitation(t.ctx, { scope: 'connection', type: 'reporter', inviter, invitee: me });
    const d = await createInvitation(t.ctx, {
      scope: 'provider',
      type: 'provider',
      inviter,
      invitee: me,
      organization: org,
    });
    await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter,
      invitee: await createUser(t.ctx),
    });
    const client = await clientFor(t.app, me);
    const response = await client.get('/api/invitations');
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta?.total).toBe(4);
    const byId = Object.fromEntries(items(response).map((item) => [item.id, item.attributes]));
    expect(byId[a.slug]).toMatchObject({
      scope: 'organization',
      role: 'member',
      name: 'Northwind',
      logo_image_url: '/logo.png',
      profile_picture_url: null,
      first_name: 'Olivier',
      email: inviter.email,
      dashboard_path: `/organizations/${org.slug}`,
      organization_slug: org.slug,
      group_slug: null,
      state: 'pending',
    });
    expect(byId[b.slug]).toMatchObject({
      name: 'Operations',
      dashboard_path: `/groups/${group.slug}`,
      group_slug: group.slug,
    });
    expect(byId[c.slug]).toMatchObject({
      name: 'Olivier T',
      logo_image_url: null,
      profile_picture_url: '/p.png',
      dashboard_path: `/people/${inviter.slug}`,
      organization_slug: null,
    });
    expect(byId[d.slug]).toMatchObject({
      dashboard_path: `/providers/new?invitation=${d.slug}`,
      name: 'Northwind',
    });
    expect(new Date(String(byId[a.slug]?.created_at)).toISOString()).toBe(byId[a.slug]?.created_at);

    const connectionsOnly = await client.get('/api/invitations?scope=connection');
    expect(items(connectionsOnly).map((item) => item.id)).toEqual([c.slug]);
    const paged = await client.get('/api/invitations?page[size]=1&page[number]=2');
    expect(items(paged)).toHaveLength(1);
    expect(paged.doc.meta?.total).toBe(4);
  });

  it('lists what I sent with only the address I typed (never names, account or not), and refuses an unknown scope in my language', async () => {
    const me = await createUser(t.ctx, { locale: 'fr' });
    const known = await createUser(t.ctx, { firstName: 'Known', lastName: 'Person' });
    await createInvitation(t.ctx, { scope: 'connection', type: 'reporter', inviter: me, invitee: known });
    await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter: me,
      email: 'nobody@example.test',
    });
    const client = await clientFor(t.app, me);
    const sent = await client.get('/api/invitations?filter[sent]=true');
    const emails = items(sent).map((item) => [item.attributes.email, item.attributes.first_name]);
    expect(emails).toEqual(
      expect.arrayContaining([
        [known.email, null],
        ['nobody@example.test', null],
      ]),
    );
    expect((await client.get('/api/invitations')).doc.meta?.total).toBe(0);
    const bad = await client.get('/api/invitations?scope=planet');
    expect(bad.statusCode).toBe(422);
    expect(bad.doc.errors?.[0]?.detail).toBe('Le paramètre « scope » n’est pas valide.');
  });

  it('answers 401 when signed out', async () => {
    const client = await new TestClient(t.app).start();
    expect((await client.get('/api/invitations')).statusCode).toBe(401);
  });
});

describe('POST /api/invitations', () => {
  it('lets an organization administrator invite a new address, and e-mails a sign-up link in the inviter language', async () => {
    const admin = await createUser(t.ctx, { firstName: 'Olivier', lastName: 'Tremblay', locale: 'fr' });
    const org = await createOrganization(t.ctx, { name: 'Northwind' });
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const client = await clientFor(t.app, admin, 'fr');
    const email = `New.${Date.now()}@Example.test`;
    const response = await client.post(
      '/api/invitations',
      invite(
        { scope: 'organization', role: 'member', email },
        { organization: { type: 'organizations', id: org.slug } },
      ),
    );
    expect(response.statusCode).toBe(201);
    expect(response.doc.data?.attributes).toMatchObject({
      scope: 'organization',
      role: 'member',
      email: email.toLowerCase(),
      first_name: null,
      state: 'pending',
    });
    const mail = await deliveredEmail(t.ctx, email.toLowerCase());
    expect(mail.subject).toBe('Olivier Tremblay vous a invité sur Evenkeel');
    expect(mail.textBody).toContain('Northwind');
    expect(mail.textBody).toContain('Peut voir : le nom et la photo');
    const link = new URL(linkIn(mail.textBody));
    expect(link.pathname).toBe('/sign-up');
    expect(link.searchParams.get('email')).toBe(email.toLowerCase());
    expect(link.searchParams.get('invitation')).toBe(response.doc.data?.id);

    const again = await client.post(
      '/api/invitations',
      invite(
        { scope: 'organization', type: 'member', email },
        { organization: { type: 'organizations', id: org.slug } },
      ),
    );
    expect(again.statusCode).toBe(409);
    expect(again.doc.errors?.[0]?.detail).toBe('Cette personne a déjà la même invitation en attente.');
  });

  it('e-mails an existing account in its own language, with the link to the profile', async () => {
    const me = await createUser(t.ctx, { firstName: 'Lucas', lastName: 'Gagnon' });
    const friend = await createUser(t.ctx, { locale: 'en' });
    const client = await clientFor(t.app, me, 'fr');
    const response = await client.post(
      '/api/invitations',
      invite({ scope: 'connection', role: 'reporter', email: friend.email }),
    );
    expect(response.statusCode).toBe(201);
    const mail = await deliveredEmail(t.ctx, friend.email);
    expect(mail.subject).toBe('Lucas Gagnon invited you on Evenkeel');
    expect(mail.textBody).toContain(
      'Can view: name and picture, check-up results and other health information',
    );
    expect(mail.textBody).toContain('Can do: contact you');
    expect(linkIn(mail.textBody)).toBe(
      `http://localhost:3000/profile?invitation=${response.doc.data?.id}#invitations`,
    );
    const [row] = await t.ctx.db
      .select()
      .from(invitations)
      .where(eq(invitations.slug, String(response.doc.data?.id)));
    expect(row?.inviteeId).toBe(friend.id);
  });

  it('refuses bad input with 422 and a translated message, and creates nothing', async () => {
    const me = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, org, me, 'administrator');
    const client = await clientFor(t.app, me);
    const before = await sharingCounts(t.ctx);
    const self = await client.post(
      '/api/invitations',
      invite({ scope: 'connection', role: 'reporter', email: me.email }),
    );
    expect(self.statusCode).toBe(422);
    expect(self.doc.errors?.[0]).toMatchObject({
      detail: "You can't invite yourself.",
      source: { pointer: '/data/attributes/email' },
    });
    const wrongPair = await client.post(
      '/api/invitations',
      invite({ scope: 'connection', role: 'member', email: 'a@example.test' }),
    );
    expect(wrongPair.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/role');
    const unknown = await client.post(
      '/api/invitations',
      invite({ scope: 'connection', role: 'reporter', email: 'a@example.test', admin: true }),
    );
    expect(unknown.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/admin');
    const missing = await client.post(
      '/api/invitations',
      invite({ scope: 'organization', role: 'member', email: 'a@example.test' }),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/organization');
    const extra = await client.post(
      '/api/invitations',
      invite(
        { scope: 'connection', role: 'reporter', email: 'a@example.test' },
        { organization: { type: 'organizations', id: org.slug } },
      ),
    );
    expect(extra.statusCode).toBe(422);
    expect(extra.doc.errors?.[0]?.source?.pointer).toBe('/data/relationships/organization');
    await client.patch(`/api/users/${me.slug}`, resource('users', { locale: 'fr' }, me.slug));
    const french = await client.post(
      '/api/invitations',
      invite({ scope: 'connection', role: 'reporter', email: me.email }),
    );
    expect(french.doc.errors?.[0]?.detail).toBe('Vous ne pouvez pas vous inviter vous-même.');
    expect(await sharingCounts(t.ctx)).toEqual(before);
  });

  it('answers 404 for an organization I cannot see, 403 for one I can see but not invite to, 422 when disabled', async () => {
    const me = await createUser(t.ctx);
    const hidden = await createOrganization(t.ctx);
    const mine = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, mine, me, 'member');
    const disabled = await createOrganization(t.ctx, { state: 'disabled' });
    await addOrganizationRole(t.ctx, disabled, me, 'administrator');
    const client = await clientFor(t.app, me);
    const body = (slug: string) =>
      invite(
        { scope: 'organization', role: 'member', email: 'x@example.test' },
        { organization: { type: 'organizations', id: slug } },
      );
    expect((await client.post('/api/invitations', body(hidden.slug))).statusCode).toBe(404);
    expect((await client.post('/api/invitations', body(mine.slug))).statusCode).toBe(403);
    const off = await client.post('/api/invitations', body(disabled.slug));
    expect(off.statusCode).toBe(422);
    expect(off.doc.errors?.[0]?.detail).toBe(
      'This organization is disabled: nothing can be done in it for now.',
    );
  });

  it('lets a group administrator invite reporters to the group and its units', async () => {
    const admin = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const unit = await createGroup(t.ctx, org, { parentId: group.id });
    await addGroupRole(t.ctx, group, admin, 'administrator');
    const client = await clientFor(t.app, admin);
    for (const target of [group, unit]) {
      const response = await client.post(
        '/api/invitations',
        invite(
          { scope: 'group', role: 'reporter', email: 'r@example.test' },
          { group: { type: 'groups', id: target.slug } },
        ),
      );
      expect(response.statusCode).toBe(201);
      expect(response.doc.data?.attributes.organization_slug).toBe(org.slug);
    }
  });
});

describe('POST /api/invitations/{slug}/accept', () => {
  it('creates exactly one role or connection and deletes the invitation; twice is a 404', async () => {
    const me = await createUser(t.ctx);
    const inviter = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    await addOrganizationRole(t.ctx, org, inviter, 'administrator');
    await addGroupRole(t.ctx, group, inviter, 'administrator');
    const client = await clientFor(t.app, me);
    const orgInvite = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter,
      invitee: me,
      organization: org,
    });
    const groupInvite = await createInvitation(t.ctx, {
      scope: 'group',
      type: 'reporter',
      inviter,
      email: me.email,
      group,
    });
    const connInvite = await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter,
      invitee: me,
    });
    for (const invitation of [orgInvite, groupInvite, connInvite]) {
      const response = await client.post(`/api/invitations/${invitation.slug}/accept`);
      expect(response.statusCode).toBe(200);
      expect(response.doc.data?.attributes.state).toBe('accepted');
    }
    expect(
      await t.ctx.db.select().from(organizationRoles).where(eq(organizationRoles.userId, me.id)),
    ).toHaveLength(1);
    expect(await t.ctx.db.select().from(groupRoles).where(eq(groupRoles.userId, me.id))).toHaveLength(1);
    const [connection] = await t.ctx.db.select().from(connections).where(eq(connections.sharerId, me.id));
    expect(connection?.viewerId).toBe(inviter.id);
    expect(await t.ctx.db.select().from(invitations).where(eq(invitations.inviteeId, me.id))).toHaveLength(0);
    const before = await sharingCounts(t.ctx);
    expect((await client.post(`/api/invitations/${orgInvite.slug}/accept`)).statusCode).toBe(404);
    expect(await sharingCounts(t.ctx)).toEqual(before);
    const session = await client.get('/api/session');
    expect(session.doc.data?.attributes.roles).toEqual(['group_reporter', 'organization_member']);
    const viewer = await clientFor(t.app, inviter);
    expect((await viewer.get('/api/session')).doc.data?.attributes.roles).toContain('connection_viewer');
  });

  it('is idempotent when the role is already held: the invitation goes, no second row', async () => {
    const me = await createUser(t.ctx);
    const inviter = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, org, me, 'member');
    await addOrganizationRole(t.ctx, org, inviter, 'administrator');
    await createConnection(t.ctx, me, inviter);
    const a = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter,
      invitee: me,
      organization: org,
    });
    const b = await createInvitation(t.ctx, { scope: 'connection', type: 'reporter', inviter, invitee: me });
    const client = await clientFor(t.app, me);
    expect((await client.post(`/api/invitations/${a.slug}/accept`)).statusCode).toBe(200);
    expect((await client.post(`/api/invitations/${b.slug}/accept`)).statusCode).toBe(200);
    expect(
      await t.ctx.db.select().from(organizationRoles).where(eq(organizationRoles.userId, me.id)),
    ).toHaveLength(1);
    expect(await t.ctx.db.select().from(connections).where(eq(connections.sharerId, me.id))).toHaveLength(1);
    expect(await t.ctx.db.select().from(invitations).where(eq(invitations.inviteeId, me.id))).toHaveLength(0);
  });

  it("refuses someone else's invitation, a disabled organization and a provider invitation, changing nothing", async () => {
    const me = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const inviter = await createUser(t.ctx);
    const disabled = await createOrganization(t.ctx, { state: 'disabled' });
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, disabled, inviter, 'administrator');
    await addOrganizationRole(t.ctx, org, inviter, 'administrator');
    const theirs = await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter,
      invitee: other,
    });
    const off = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter,
      invitee: me,
      organization: disabled,
    });
    const provider = await createInvitation(t.ctx, {
      scope: 'provider',
      type: 'provider',
      inviter,
      invitee: me,
      organization: org,
    });
    const client = await clientFor(t.app, me);
    const before = await sharingCounts(t.ctx);
    expect((await client.post(`/api/invitations/${theirs.slug}/accept`)).statusCode).toBe(404);
    const disabledAnswer = await client.post(`/api/invitations/${off.slug}/accept`);
    expect(disabledAnswer.statusCode).toBe(422);
    const providerAnswer = await client.post(`/api/invitations/${provider.slug}/accept`);
    expect(providerAnswer.statusCode).toBe(422);
    expect(providerAnswer.doc.errors?.[0]?.detail).toBe(
      'Create your provider profile to accept this invitation.',
    );
    await client.patch(`/api/users/${me.slug}`, resource('users', { locale: 'fr' }, me.slug));
    const french = await client.post(`/api/invitations/${off.slug}/accept`);
    expect(french.doc.errors?.[0]?.detail).toBe(
      'Cette organisation est désactivée : rien ne peut y être fait pour le moment.',
    );
    expect((await client.post('/api/invitations/unknown-slug/accept')).statusCode).toBe(404);
    expect(await sharingCounts(t.ctx)).toEqual(before);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.post(`/api/invitations/${theirs.slug}/accept`)).statusCode).toBe(401);
  });
});

describe('DELETE /api/invitations/{slug}', () => {
  it('lets the invitee decline, the inviter or an administrator revoke, and nobody else', async () => {
    const invitee = await createUser(t.ctx);
    const inviter = await createUser(t.ctx);
    const stranger = await createUser(t.ctx);
    const orgAdmin = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, org, orgAdmin, 'administrator');
    const a = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter,
      invitee,
      organization: org,
    });
    const b = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'administrator',
      inviter,
      invitee,
      organization: org,
    });
    const c = await createInvitation(t.ctx, { scope: 'connection', type: 'reporter', inviter, invitee });
    const strangerClient = await clientFor(t.app, stranger);
    const before = await sharingCounts(t.ctx);
    for (const invitation of [a, b, c]) {
      expect((await strangerClient.delete(`/api/invitations/${invitation.slug}`)).statusCode).toBe(404);
    }
    expect(await sharingCounts(t.ctx)).toEqual(before);
    expect((await (await clientFor(t.app, invitee)).delete(`/api/invitations/${a.slug}`)).statusCode).toBe(
      204,
    );
    expect((await (await clientFor(t.app, orgAdmin)).delete(`/api/invitations/${b.slug}`)).statusCode).toBe(
      204,
    );
    expect((await (await clientFor(t.app, inviter)).delete(`/api/invitations/${c.slug}`)).statusCode).toBe(
      204,
    );
    expect(
      await t.ctx.db.select().from(invitations).where(eq(invitations.inviteeId, invitee.id)),
    ).toHaveLength(0);
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.delete(`/api/invitations/${a.slug}`)).statusCode).toBe(401);
  });
});

describe('sign-up and invitations', () => {
  it('attaches pending invitations by e-mail and joins the default organization', async () => {
    const inviter = await createUser(t.ctx);
    const defaultOrg = await createOrganization(t.ctx, { state: 'default' });
    const email = `later-${Date.now()}@example.test`;
    const pending = await createInvitation(t.ctx, { scope: 'connection', type: 'reporter', inviter, email });
    const client = await new TestClient(t.app).start();
    // Signing up answers "check your inbox"; the account exists once the e-mailed link is followed.
    const signUp = await signUpAndConfirm(t, client, {
      email,
      password: 'correct horse battery',
      first_name: 'New',
      last_name: 'Person',
    });
    expect(signUp.doc.data?.attributes.roles).toEqual(['organization_member']);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.slug, pending.slug));
    expect(row?.inviteeId).not.toBeNull();
    const roles = await t.ctx.db
      .select()
      .from(organizationRoles)
      .where(eq(organizationRoles.organizationId, defaultOrg.id));
    expect(roles).toHaveLength(1);
    expect(items(await client.get('/api/invitations')).map((item) => item.id)).toEqual([pending.slug]);
  });
});

/** What a member who has used the hour's sending budget reads, in each language. */
const SENT_FOR_THE_HOUR = {
  en: 'You have sent 50 invitations in the past hour, the most allowed. You can send more in 60 minutes.',
  fr: 'Vous avez envoyé 50 invitations au cours de la dernière heure, le maximum permis. Vous pourrez en envoyer d’autres dans 60 minutes.',
};

describe('invitation rate limit', () => {
  it('allows 50 invitations per hour per user, then answers 429', async () => {
    const me = await createUser(t.ctx);
    const client = await clientFor(t.app, me);
    let last = await client.post(
      '/api/invitations',
      invite({ scope: 'connection', role: 'reporter', email: 'bad' }),
    );
    for (let i = 1; i <= 50; i += 1) {
      last = await client.post(
        '/api/invitations',
        invite({ scope: 'connection', role: 'reporter', email: 'bad' }),
      );
    }
    expect(last.statusCode).toBe(429);
    expect(last.doc.errors?.[0]?.detail).toBe(SENT_FOR_THE_HOUR.en);
    const other = await clientFor(t.app, await createUser(t.ctx));
    expect(
      (await other.post('/api/invitations', invite({ scope: 'connection', role: 'reporter', email: 'bad' })))
        .statusCode,
    ).toBe(422);
  });

  it('counts sending and resending together: one hourly budget per member, whichever route spends it', async () => {
    const me = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, org, me, 'administrator');
    const pending = await createInvitation(t.ctx, {
      scope: 'organization',
      type: 'member',
      inviter: me,
      email: 'budget-invitee@example.test',
      organization: org,
    });
    const client = await clientFor(t.app, me);
    const tryInviting = () =>
      client.post('/api/invitations', invite({ scope: 'connection', role: 'reporter', email: 'bad' }));
    // Half the budget on new invitations (refused as invalid, but each one counts)...
    for (let i = 0; i < 25; i += 1) expect((await tryInviting()).statusCode).toBe(422);
    // ...and the other half resending the same one (each resend gives it a new slug).
    let slug = pending.slug;
    for (let i = 0; i < 25; i += 1) {
      const resent = await client.post(`/api/invitations/${slug}/resend`);
      expect(resent.statusCode).toBe(200);
      slug = String(resent.doc.data?.id);
    }
    // The budget is spent: neither route sends anything more this hour.
    const mailsBefore = await t.ctx.db.select().from(emails);
    const invited = await tryInviting();
    expect(invited.statusCode).toBe(429);
    expect(Number(invited.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(invited.doc.errors?.[0]?.code).toBe('rate_limited');
    expect(invited.doc.errors?.[0]?.detail).toBe(SENT_FOR_THE_HOUR.en);
    const resent = await client.post(`/api/invitations/${slug}/resend`);
    expect(resent.statusCode).toBe(429);
    expect(Number(resent.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(resent.doc.errors?.[0]?.detail).toBe(SENT_FOR_THE_HOUR.en);
    // In French for a member whose profile speaks French.
    await t.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, me.id));
    const refused = await client.post(`/api/invitations/${slug}/resend`);
    expect(refused.statusCode).toBe(429);
    expect(refused.doc.errors?.[0]?.detail).toBe(SENT_FOR_THE_HOUR.fr);
    expect(await t.ctx.db.select().from(emails)).toHaveLength(mailsBefore.length);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, pending.id));
    expect(row?.slug).toBe(slug);
    // Another member, even an administrator of the same organization, keeps their whole budget.
    const colleague = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, colleague, 'administrator');
    const other = await clientFor(t.app, colleague);
    expect((await other.post(`/api/invitations/${slug}/resend`)).statusCode).toBe(200);
    expect(
      (await other.post('/api/invitations', invite({ scope: 'connection', role: 'reporter', email: 'bad' })))
        .statusCode,
    ).toBe(422);
  });
});
