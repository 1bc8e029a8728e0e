import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations, organizationRoles, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { type Response, resource, TestClient } from '../../test/client';
import {
  clientFor,
  createInvitation,
  createOrganization,
  createUser,
  deliveredEmail,
  linkIn,
  signUpAndConfirm,
  TEST_PASSWORD,
} from '../../test/factories';
import { issueToken } from '../email-tokens/service';
import { SIGN_UPS_PER_HOUR_PER_ADDRESS } from './sign-up-limit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUp = (attributes: Record<string, unknown>) => resource('users', attributes);
const valid = () => ({
  email: `new-${Math.random().toString(36).slice(2)}@example.test`,
  password: 'correct horse battery',
  first_name: 'Ada',
  last_name: 'Lovelace',
});

const rows = (email: string) => t.ctx.db.select().from(users).where(eq(users.email, email));
const tokenOf = (text: string) => new URL(linkIn(text)).searchParams.get('token');
const follow = (client: TestClient, token: string | null) =>
  client.post('/api/email_verifications', resource('email_verifications', { token }));
const signInWith = async (email: string, password: string) => {
  const client = await new TestClient(t.app).start();
  return client.post('/api/session', resource('sessions', { email, password }));
};
/** What a client can compare between two answers: everything but dates and counters. */
const comparable = (response: Response) => {
  const {
    date,
    'x-ratelimit-remaining': _remaining,
    'x-ratelimit-reset': _reset,
    ...headers
  } = response.headers;
  return { status: response.statusCode, body: response.body, headers, cookies: response.cookies };
};

describe('POST /api/users (sign up)', () => {
  it('answers "check your inbox" without a session; the link activates the account and signs in', async () => {
    const client = await new TestClient(t.app).start();
    const input = valid();
    const response = await client.post('/api/users', signUp({ ...input, locale: 'fr' }));
    expect(response.statusCode).toBe(202);
    expect(response.headers['content-type']).toBe('application/vnd.api+json');
    expect(response.doc.meta?.message).toBe(
      'Check your inbox: we have sent a message to this address. Open the link in it to continue.',
    );
    expect(response.doc.data).toBeUndefined();
    // No session; only the nonce that lets the link sign this browser in (issue 26 §2).
    expect(response.cookies).toEqual([
      expect.objectContaining({ name: 'evenkeel_link', httpOnly: true, sameSite: 'Lax', path: '/' }),
    ]);
    expect(response.body).not.toContain(input.password);
    expect((await client.get('/api/session')).statusCode).toBe(401);

    // The row exists, unverified and unusable: signing in answers like a wrong password.
    const [row] = await rows(input.email);
    expect(row?.emailVerifiedAt).toBeNull();
    const early = await signInWith(input.email, input.password);
    const wrong = await signInWith(input.email, 'not the password at all');
    expect(early.statusCode).toBe(401);
    expect(early.doc.errors).toEqual(wrong.doc.errors);

    const email = await deliveredEmail(t.ctx, input.email);
    expect(email.subject).toBe('Confirmez votre adresse courriel pour Evenkeel');
    const token = tokenOf(email.textBody);
    const verify = await follow(client, token);
    expect(verify.statusCode).toBe(201);
    expect(verify.doc.data?.attributes).toMatchObject({
      email: input.email,
      first_name: 'Ada',
      locale: 'fr',
      email_verified: true,
      onboarding_step: 'language',
    });
    expect(verify.doc.meta?.csrf_token).toEqual(expect.any(String));
    const session = await client.get('/api/session');
    expect(session.statusCode).toBe(200);
    expect(session.doc.data?.id).toBe(verify.doc.data?.id);
    expect((await signInWith(input.email, input.password)).statusCode).toBe(201);

    expect((await follow(client, token)).statusCode).toBe(404);
  });

  it('answers an address that has an account exactly like a new one; its owner is told, in their language', async () => {
    const owner = await createUser(t.ctx, { locale: 'fr', firstName: 'Maya' });
    const before = (await t.ctx.db.select().from(users)).length;
    const client = await new TestClient(t.app).start();
    const fresh = await client.post('/api/users', signUp(valid()));
    const taken = await client.post('/api/users', signUp({ ...valid(), email: owner.email.toUpperCase() }));
    expect(taken.statusCode).toBe(202);
    expect(comparable(taken)).toEqual(comparable(fresh));
    expect((await client.get('/api/session')).statusCode).toBe(401);
    // One new row (the new address), none for the existing one.
    expect((await t.ctx.db.select().from(users)).length).toBe(before + 1);

    const mail = await deliveredEmail(t.ctx, owner.email);
    expect(mail.subject).toBe('Quelqu’un a tenté de créer un compte Evenkeel avec votre adresse');
    expect(mail.textBody).toContain('Bonjour Maya,');
    expect(mail.textBody).toContain('/reset-password/');
    // Nothing changed: the owner's password still works, and the reset link works.
    expect((await signInWith(owner.email, TEST_PASSWORD)).statusCode).toBe(201);
    const resetToken = decodeURIComponent(linkIn(mail.textBody).split('/reset-password/')[1] ?? '');
    const reset = await client.patch(
      `/api/password_resets/${resetToken}`,
      resource('password_resets', { password: 'a brand new passphrase' }, resetToken),
    );
    expect(reset.statusCode).toBe(200);
  });

  it("lets a second sign-up of a pending address replace the first one's names and password (issue 26 §4.4)", async () => {
    const address = valid().email;
    const first = await new TestClient(t.app).start();
    const second = await new TestClient(t.app).start();
    expect(
      (
        await first.post(
          '/api/users',
          signUp({
            email: address,
            password: 'first attempt pass',
            first_name: 'Call 555 0100',
            last_name: 'to claim your prize',
          }),
        )
      ).statusCode,
    ).toBe(202);
    const firstMail = await deliveredEmail(t.ctx, address);
    // The confirmation e-mail holds no text the stranger chose.
    expect(firstMail.textBody).not.toMatch(/555|prize/);
    expect(firstMail.subject).not.toMatch(/555|prize/);
    expect(
      (
        await second.post(
          '/api/users',
          signUp({ ...valid(), email: address, password: 'second attempt pass' }),
        )
      ).statusCode,
    ).toBe(202);
    const secondMail = await deliveredEmail(t.ctx, address);
    expect(secondMail.id).not.toBe(firstMail.id);
    expect(await rows(address)).toHaveLength(1);

    // The first attempt's link died with the second attempt: it cannot set its password.
    expect((await follow(first, tokenOf(firstMail.textBody))).statusCode).toBe(404);
    const followed = await follow(second, tokenOf(secondMail.textBody));
    expect(followed.statusCode).toBe(201);
    expect(followed.doc.data?.attributes).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
    expect((await signInWith(address, 'second attempt pass')).statusCode).toBe(201);
    expect((await signInWith(address, 'first attempt pass')).statusCode).toBe(401);
  });

  it('attaches invitations to the address and joins default organizations once the link is followed', async () => {
    const inviter = await createUser(t.ctx);
    const defaultOrg = await createOrganization(t.ctx, { state: 'default' });
    const input = valid();
    const pending = await createInvitation(t.ctx, {
      scope: 'connection',
      type: 'reporter',
      inviter,
      email: input.email,
    });
    const client = await new TestClient(t.app).start();
    await client.post('/api/users', signUp(input));
    const [before] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, pending.id));
    expect(before?.inviteeId).toBeNull();

    const verified = await signUpAndConfirm(t, await new TestClient(t.app).start(), input);
    expect(verified.doc.data?.attributes.roles).toEqual(['organization_member']);
    const [after] = await t.ctx.db.select().from(invitations).where(eq(invitations.id, pending.id));
    expect(after?.inviteeId).toBe((await rows(input.email))[0]?.id);
    const memberships = await t.ctx.db
      .select()
      .from(organizationRoles)
      .where(eq(organizationRoles.organizationId, defaultOrg.id));
    expect(memberships).toHaveLength(1);
  });

  it('still confirms an address with a link that carries no password (sent before this change)', async () => {
    const user = await createUser(t.ctx, { emailVerifiedAt: null });
    const token = await issueToken(t.ctx.db, user.id, 'verify_email', 60);
    const client = await clientFor(t.app, user);
    const response = await follow(client, token);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({ outcome: 'email_verified', email: user.email, signed_in: false });
    expect((await client.get('/api/session')).doc.data?.attributes.email_verified).toBe(true);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(201);
  });

  it('answers 422 per field with messages in the request language, and creates nothing', async () => {
    const client = await new TestClient(t.app).start();
    client.locale = 'fr';
    const response = await client.post(
      '/api/users',
      signUp({ email: 'not-an-email', password: 'short', first_name: '', last_name: 'X' }),
    );
    expect(response.statusCode).toBe(422);
    const byPointer = Object.fromEntries(
      response.doc.errors?.map((e) => [e.source?.pointer, e.detail]) ?? [],
    );
    expect(byPointer['/data/attributes/email']).toBe(
      'Saisissez une adresse courriel valide, comme nom@exemple.com.',
    );
    expect(byPointer['/data/attributes/password']).toBe('Mot de passe doit comporter au moins 8 caractères.');
    expect(byPointer['/data/attributes/first_name']).toBe('Prénom est obligatoire.');
    const rows = await t.ctx.db.select().from(users).where(eq(users.email, 'not-an-email'));
    expect(rows).toHaveLength(0);
  });

  it('refuses unknown attributes, including attempts to become an administrator', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.post('/api/users', signUp({ ...valid(), platform_admin: true }));
    expect(response.statusCode).toBe(422);
    expect(response.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/platform_admin');
    expect(response.doc.errors?.[0]?.detail).toContain('platform_admin');
  });

  it('refuses a common password', async () => {
    const client = await new TestClient(t.app).start();
    const common = await client.post('/api/users', signUp({ ...valid(), password: 'password123' }));
    expect(common.statusCode).toBe(422);
    expect(common.doc.errors?.[0]?.detail).toMatch(/too common/);
  });

  it('needs the CSRF token and the JSON:API media type', async () => {
    const client = await new TestClient(t.app).start();
    const noToken = await client.post('/api/users', signUp(valid()), { 'x-csrf-token': '' });
    expect(noToken.statusCode).toBe(403);
    expect(noToken.doc.errors?.[0]?.code).toBe('csrf_invalid');
    const plainJson = await client.post('/api/users', signUp(valid()), {
      'content-type': 'application/json',
    });
    expect(plainJson.statusCode).toBe(415);
    client.locale = 'fr';
    const frenchJson = await client.post('/api/users', signUp(valid()), {
      'content-type': 'application/json',
    });
    expect(frenchJson.doc.errors?.[0]?.detail).toBe(
      'Les requêtes doivent être envoyées au format application/vnd.api+json.',
    );
  });

  // Last in the file: it uses up this address's allowance for the hour.
  it('limits sign-ups per network address with a 429 a person can act on', async () => {
    const client = await new TestClient(t.app).start();
    const first = await client.post('/api/users', signUp({ ...valid(), password: 'x' }));
    expect(first.statusCode).toBe(422);
    let last = first;
    for (let i = 0; i < SIGN_UPS_PER_HOUR_PER_ADDRESS; i += 1) {
      last = await client.post('/api/users', signUp({ ...valid(), password: 'x' }));
    }
    expect(last.statusCode).toBe(429);
    expect(last.doc.errors?.[0]?.detail).toBe('Too many attempts. Please wait 60 minutes and try again.');
  });
});
