import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { emails, invitations, organizationRoles, providers, users } from '../../db/schema';
import { loadEnv } from '../../env';
import { renderMail } from '../../mail/templates';
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
  deliveredEmail,
  linkIn,
  resourceWith,
  sharingCounts,
} from '../../test/factories';

/** Decision 0006, "Invitations": verified addresses, expiry, the inviter's right, resend, abilities. */
let t: TestApp;
const TTL_DAYS = 3;
beforeAll(async () => {
  t = await createTestApp({ EVENKEEL_INVITATION_TTL_DAYS: String(TTL_DAYS) });
});
afterAll(() => t.close());

type Meta = { abilities?: Record<string, boolean>; accept_blocked_reason?: string };
const metaOf = (item: unknown): Meta => (item as { meta?: Meta }).meta ?? {};

/** An organization with an administrator who invites `invitee` (or an address) as a member. */
async function orgInvitation(invitee: { invitee?: User; email?: string }) {
  const org = await createOrganization(t.ctx, { name: 'Northwind' });
  const admin = await createUser(t.ctx, { firstName: 'Olivier', lastName: 'Tremblay' });
  await addOrganizationRole(t.ctx, org, admin, 'administrator');
  const invitation = await createInvitation(t.ctx, {
    scope: 'organization',
    type: 'administrator',
    inviter: admin,
    organization: org,
    ...invitee,
  });
  return { org, admin, invitation };
}

/** The profile's language decides the answers' language. */
const speaksFrench = (user: User) =>
  t.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));

const emailCount = async (to: string) => {
  const [row] = await t.ctx.db.select({ value: count() }).from(emails).where(eq(emails.toAddress, to));
  return row?.value ?? 0;
};

describe('accepting needs the verified, same address', () => {
  it('refuses an unverified invitee with 403 in English and French, changing nothing', async () => {
    const me = await createUser(t.ctx, { emailVerifiedAt: null });
    const { invitation } = await orgInvitation({ invitee: me });
    const before = await sharingCounts(t.ctx);
    const en = await clientFor(t.app, me);
    const refused = await en.post(`/api/invitations/${invitation.slug}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(refused.doc.errors?.[0]?.detail).toMatch(/^Verify your e-mail address to accept this invitation/);
    await speaksFrench(me);
    const refusedFr = await en.post(`/api/invitations/${invitation.slug}/accept`);
    expect(refusedFr.statusCode).toBe(403);
    expect(refusedFr.doc.errors?.[0]?.detail).toMatch(
      /^Confirmez votre adresse courriel pour accepter cette invitation/,
    );
    expect(await sharingCounts(t.ctx)).toEqual(before);
    // The card says why: the list keeps it, with accept false and the reason.
    const [item] = items(await en.get('/api/invitations'));
    expect(item?.id).toBe(invitation.slug);
    expect(metaOf(item)).toEqual({
      abilities: { accept: false, decline: true, resend: false, revoke: false },
      accept_blocked_reason: 'email_unverified',
    });
  });

  it('refuses a verified account whose address is not the invited one, even when attached to it', async () => {
    const me = await createUser(t.ctx);
    const { invitation } = await orgInvitation({ invitee: me, email: 'someone-else@example.test' });
    const before = await sharingCounts(t.ctx);
    const client = await clientFor(t.app, me);
    const refused = await client.post(`/api/invitations/${invitation.slug}/accept`);
    expect(refused.statusCode).toBe(403);
    expect(await sharingCounts(t.ctx)).toEqual(before);
  });

  it('accepts an address that differs only by case, spaces and Unicode normalisation', async () => {
    const me = await createUser(t.ctx, { email: `Zoé.${Date.now()}@Example.test` });
    const decomposed = ` ${me.email.normalize('NFD').toUpperCase()} `;
    const { org, invitation } = await orgInvitation({ invitee: me, email: decomposed });
    // The factory lower-cases; keep the odd spelling as an older row might hold it.
    await t.ctx.db.update(invitations).set({ email: decomposed }).where(eq(invitations.id, invitation.id));
    const client = await clientFor(t.app, me);
    const accepted = await client.post(`/api/invitations/${invitation.slug}/accept`);
    expect(accepted.statusCode).toBe(200);
    const roles = await t.ctx.db
      .select()
      .from(organizationRoles)
      .where(eq(organizationRoles.organizationId, org.id));
    expect(roles.map((role) => [role.userId, role.type])).toContainEqual([me.id, 'administrator']);
  });

  it('refuses a provider profile from an unverified account (403), then creates it once verified', async () => {
    const me = await createUser(t.ctx, { emailVerifiedAt: null, locale: 'fr' });
    const org = await createOrganization(t.ctx);
    const admin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const invitation = await createInvitation(t.ctx, {
      scope: 'provider',
      type: 'provider',
      inviter: admin,
      invitee: me,
      organization: org,
    });
    const body = resourceWith(
      'providers',
      { display_name: 'Dr Who' },
      { invitation: { type: 'invitations', id: invitation.slug } },
    );
    const client = await clientFor(t.app, me, 'fr');
    const before = await sharingCounts(t.ctx);
    const refused = await client.post('/api/providers', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.doc.errors?.[0]?.detail).toMatch(/^Confirmez votre adresse courriel/);
    expect(await sharingCounts(t.ctx)).toEqual(before);

    // The card's "resend verification" button: a new link, which confirms the address.
    const resent = await client.post('/api/email_verifications', resource('email_verifications', {}));
    expect(resent.statusCode).toBe(202);
    const mail = await deliveredEmail(t.ctx, me.email);
    const token = new URL(linkIn(mail.textBody)).searchParams.get('token');
    const followed = await new TestClient(t.app)
      .start()
      .then((other) => other.post('/api/email_verifications', resource('email_verifications', { token })));
    expect(followed.statusCode).toBe(200);
    expect(followed.doc.meta).toMatchObject({ outcome: 'email_verified', signed_in: false });
    expect((await client.post('/api/providers', body)).statusCode).toBe(201);
    expect(await t.ctx.db.select().from(providers).where(eq(providers.userId, me.id))).toHaveLength(1);
  });
});

describe('POST /api/email_verifications without a token (a new confirmation link)', () => {
  it('answers 401 signed out, 409 when already verified, 429 past five an hour', async () => {
    const anonymous = await new TestClient(t.app).start();
    const body = resource('email_verifications', {});
    expect((await anonymous.post('/api/email_verifications', body)).statusCode).toBe(401);
    const verified = await clientFor(t.app, await createUser(t.ctx));
    const already = await verified.post('/api/email_verifications', body);
    expect(already.statusCode).toBe(409);
    expect(already.doc.errors?.[0]?.detail).toBe('Your e-mail address is already confirmed.');
    const me = await createUser(t.ctx, { emailVerifiedAt: null });
    const client = await clientFor(t.app, me);
    for (let i = 0; i < 5; i += 1) {
      expect((await client.post('/api/email_verifications', body)).statusCode).toBe(202);
    }
    expect((await client.post('/api/email_verifications', body)).statusCode).toBe(429);
    expect(await emailCount(me.email)).toBe(5);
  });
});

describe('expiry and the inviter right', () => {
  it('sets the expiry from EVENKEEL_INVITATION_TTL_DAYS, validated at start', async () => {
    const admin = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    await addOrganizationRole(t.ctx, org, admin, 'administrator');
    const client = await clientFor(t.app, admin);
    const response = await client.post(
      '/api/invitations',
      resourceWith(
        'invitations',
        { scope: 'organization', role: 'member', email: 'ttl@example.test' },
        { organization: { type: 'organizations', id: org.slug } },
      ),
    );
    expect(response.statusCode).toBe(201);
    const expires = new Date(String(response.doc.data?.attributes.expires_at)).getTime();
    expect(Math.abs(expires - (Date.now() + TTL_DAYS * 86_400_000))).toBeLessThan(60_000);
    expect(loadEnv({}).EVENKEEL_INVITATION_TTL_DAYS).toBe(14);
    expect(() => loadEnv({ EVENKEEL_INVITATION_TTL_DAYS: '0' })).toThrow(/EVENKEEL_INVITATION_TTL_DAYS/);
    expect(() => loadEnv({ EVENKEEL_INVITATION_TTL_DAYS: '366' })).toThrow(/EVENKEEL_INVITATION_TTL_DAYS/);
  });

  it('refuses an expired invitation with 410 and leaves it out of the list', async () => {
    const me = await createUser(t.ctx, { locale: 'fr' });
    const { invitation } = await orgInvitation({ invitee: me });
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    const client = await clientFor(t.app, me, 'fr');
    const list = await client.get('/api/invitations');
    expect(items(list)).toHaveLength(0);
    expect(list.doc.meta?.total).toBe(0);
    const before = await sharingCounts(t.ctx);
    const refused = await client.post(`/api/invitations/${invitation.slug}/accept`);
    expect(refused.statusCode).toBe(410);
    expect(refused.doc.errors?.[0]?.detail).toBe(
      'Cette invitation a expiré. Demandez à la personne qui vous a invité de vous l’envoyer de nouveau.',
    );
    expect(await sharingCounts(t.ctx)).toEqual(before);
  });

  it('refuses an invitation whose inviter left the group or lost administration, and hides it', async () => {
    const me = await createUser(t.ctx);
    const org = await createOrganization(t.ctx);
    const group = await createGroup(t.ctx, org);
    const groupAdmin = await createUser(t.ctx);
    const groupRole = await addGroupRole(t.ctx, group, groupAdmin, 'administrator');
    const { admin, invitation: orgInvite } = await orgInvitation({ invitee: me });
    const groupInvite = await createInvitation(t.ctx, {
      scope: 'group',
      type: 'reporter',
      inviter: groupAdmin,
      invitee: me,
      group,
    });
    const client = await clientFor(t.app, me);
    expect(items(await client.get('/api/invitations'))).toHaveLength(2);

    await t.ctx.db.delete(organizationRoles).where(eq(organizationRoles.userId, admin.id));
    await t.ctx.db.execute(`delete from group_roles where id = ${groupRole.id}`);
    const list = await client.get('/api/invitations');
    expect(items(list)).toHaveLength(0);
    expect(list.doc.meta?.total).toBe(0);
    const before = await sharingCounts(t.ctx);
    for (const slug of [orgInvite.slug, groupInvite.slug]) {
      const refused = await client.post(`/api/invitations/${slug}/accept`);
      expect(refused.statusCode).toBe(410);
      expect(refused.doc.errors?.[0]?.detail).toMatch(/^This invitation is no longer valid/);
    }
    expect(await sharingCounts(t.ctx)).toEqual(before);
  });
});

describe('POST /api/invitations/{slug}/resend', () => {
  it('gives a new link (the old one 404), a new expiry, and exactly one e-mail', async () => {
    const me = await createUser(t.ctx);
    const { admin, invitation } = await orgInvitation({ invitee: me });
    await t.ctx.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.id, invitation.id));
    const inviter = await clientFor(t.app, admin);
    const sent = items(await inviter.get('/api/invitations?filter[sent]=true'));
    expect(metaOf(sent[0]).abilities).toEqual({ accept: false, decline: false, resend: true, revoke: true });
    const mailsBefore = await emailCount(me.email);

    const resent = await inviter.post(`/api/invitations/${invitation.slug}/resend`);
    expect(resent.statusCode).toBe(200);
    const fresh = String(resent.doc.data?.id);
    expect(fresh).not.toBe(invitation.slug);
    const expires = new Date(String(resent.doc.data?.attributes.expires_at)).getTime();
    expect(expires).toBeGreaterThan(Date.now() + (TTL_DAYS * 86_400_000 - 60_000));
    const mail = await deliveredEmail(t.ctx, me.email);
    expect(await emailCount(me.email)).toBe(mailsBefore + 1);
    const link = new URL(linkIn(mail.textBody));
    expect(link.searchParams.get('invitation')).toBe(fresh);

    const client = await clientFor(t.app, me);
    expect((await client.post(`/api/invitations/${invitation.slug}/accept`)).statusCode).toBe(404);
    expect((await client.post(`/api/invitations/${fresh}/accept`)).statusCode).toBe(200);
  });

  it('answers 401 signed out, 404 to a stranger and to the invitee, 403 to an unverified inviter', async () => {
    const me = await createUser(t.ctx);
    const { org, invitation } = await orgInvitation({ invitee: me });
    const signedOut = await new TestClient(t.app).start();
    expect((await signedOut.post(`/api/invitations/${invitation.slug}/resend`)).statusCode).toBe(401);
    const stranger = await clientFor(t.app, await createUser(t.ctx));
    expect((await stranger.post(`/api/invitations/${invitation.slug}/resend`)).statusCode).toBe(404);
    const invitee = await clientFor(t.app, me);
    expect((await invitee.post(`/api/invitations/${invitation.slug}/resend`)).statusCode).toBe(404);
    const unverified = await createUser(t.ctx, { emailVerifiedAt: null });
    await addOrganizationRole(t.ctx, org, unverified, 'administrator');
    const other = await clientFor(t.app, unverified);
    const refused = await other.post(`/api/invitations/${invitation.slug}/resend`);
    expect(refused.statusCode).toBe(403);
    expect(refused.doc.errors?.[0]?.detail).toMatch(/^Verify your e-mail address first/);
    const [row] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row?.slug).toBe(invitation.slug);
  });
});

describe('sending needs a verified address', () => {
  it('refuses an unverified inviter with 403 in English and French, sending nothing', async () => {
    const me = await createUser(t.ctx, { emailVerifiedAt: null });
    const before = await sharingCounts(t.ctx);
    const body = resourceWith(
      'invitations',
      { scope: 'connection', role: 'reporter', email: 'friend-of-unverified@example.test' },
      {},
    );
    const en = await clientFor(t.app, me);
    const refused = await en.post('/api/invitations', body);
    expect(refused.statusCode).toBe(403);
    expect(refused.doc.errors?.[0]?.detail).toBe(
      'Verify your e-mail address first: open the link we sent you, or ask for a new one from your profile.',
    );
    await speaksFrench(me);
    const refusedFr = await en.post('/api/invitations', body);
    expect(refusedFr.doc.errors?.[0]?.detail).toMatch(/^Confirmez d’abord votre adresse courriel/);
    expect(await sharingCounts(t.ctx)).toEqual(before);
    expect(await emailCount('friend-of-unverified@example.test')).toBe(0);
  });
});

describe('a connection invitation reveals nothing about the invitee', () => {
  it('answers the same whether or not the address has an account, without names', async () => {
    const me = await createUser(t.ctx);
    const known = await createUser(t.ctx, { firstName: 'Secret', lastName: 'Person' });
    const client = await clientFor(t.app, me);
    const send = (email: string) =>
      client.post(
        '/api/invitations',
        resourceWith('invitations', { scope: 'connection', role: 'reporter', email }, {}),
      );
    const toKnown = await send(known.email);
    const toNobody = await send(`nobody-${Date.now()}@example.test`);
    expect(toKnown.statusCode).toBe(201);
    expect(toNobody.statusCode).toBe(201);
    const shape = (attributes: Record<string, unknown> | undefined) => {
      const { email, created_at, expires_at, ...rest } = attributes ?? {};
      return rest;
    };
    expect(shape(toKnown.doc.data?.attributes)).toEqual(shape(toNobody.doc.data?.attributes));
    expect(toKnown.body).not.toContain('Secret');
    expect(toKnown.doc.data?.attributes).toMatchObject({ first_name: null, last_name: null });
    const listed = await client.get('/api/invitations?filter[sent]=true');
    expect(listed.body).not.toContain('Secret');
  });
});

describe('abilities', () => {
  it('say what each actor may do, as the routes decide', async () => {
    const me = await createUser(t.ctx);
    const { org, admin, invitation } = await orgInvitation({ invitee: me });
    const otherAdmin = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, otherAdmin, 'administrator');
    const member = await createUser(t.ctx);
    await addOrganizationRole(t.ctx, org, member, 'member');

    const received = items(await (await clientFor(t.app, me)).get('/api/invitations'));
    expect(metaOf(received[0])).toEqual({
      abilities: { accept: true, decline: true, resend: false, revoke: false },
    });
    const mine = items(await (await clientFor(t.app, admin)).get('/api/invitations?filter[sent]=true'));
    expect(metaOf(mine[0]).abilities).toEqual({ accept: false, decline: false, resend: true, revoke: true });

    // Another administrator may resend it (and becomes its inviter); a member may not.
    expect(
      (await (await clientFor(t.app, member)).post(`/api/invitations/${invitation.slug}/resend`)).statusCode,
    ).toBe(404);
    const resent = await (await clientFor(t.app, otherAdmin)).post(
      `/api/invitations/${invitation.slug}/resend`,
    );
    expect(resent.statusCode).toBe(200);
    expect(metaOf(resent.doc.data).abilities).toEqual({
      accept: false,
      decline: false,
      resend: true,
      revoke: true,
    });
  });
});

describe('names in e-mails are plain text', () => {
  it('never lets a mail client link a name that looks like an address', () => {
    const mail = renderMail(
      {
        kind: 'invitation',
        scope: 'organization',
        type: 'member',
        inviter: 'evil.com http://phish.example/x',
        target: 'pay@bank.example',
        url: 'https://evenkeel.example/profile',
        hasAccount: true,
      },
      'en',
    );
    for (const text of [mail.subject, mail.text]) {
      expect(text).not.toMatch(/evil\.com|phish\.example|http:\/\/phish|@bank/);
    }
    expect(mail.text).toContain('evil\u2024com');
    expect(mail.text.match(/https?:\/\/\S+/g)).toEqual(['https://evenkeel.example/profile']);
  });

  it('says in a sharing invitation what is never shared', () => {
    const base = { inviter: 'Olivier', target: '', url: 'https://x.example/p', hasAccount: true } as const;
    const connection = renderMail(
      { kind: 'invitation', scope: 'connection', type: 'reporter', ...base },
      'fr',
    );
    expect(connection.text).toContain(
      'Jamais partagés : votre réponse à la question de sécurité et vos notes privées.',
    );
  });
});
