import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../auth/user';
import { emails, users, userTokens } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { type Response, resource, TestClient } from '../../test/client';
import { clientFor, createUser, deliveredEmail, linkIn, signInAs, TEST_PASSWORD } from '../../test/factories';
import { issueToken } from '../email-tokens/service';
import { ACCOUNT_CHANGES_PER_15_MINUTES } from './routes';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const changePassword = (client: TestClient, user: Pick<User, 'slug'>, attributes: Record<string, unknown>) =>
  client.put(`/api/users/${user.slug}/password`, resource('passwords', attributes));
const changeEmail = (client: TestClient, user: Pick<User, 'slug'>, attributes: Record<string, unknown>) =>
  client.post(`/api/users/${user.slug}/email_changes`, resource('email_changes', attributes));
const signInWith = async (email: string, password: string) => {
  const client = await new TestClient(t.app).start();
  return client.post('/api/session', resource('sessions', { email, password }));
};
const newAddress = () => `moved-${Math.random().toString(36).slice(2)}@example.test`;
const comparable = (response: Response) => {
  const {
    date,
    'x-ratelimit-remaining': _remaining,
    'x-ratelimit-reset': _reset,
    ...headers
  } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
};
/** Waits until `count` e-mails to the address are delivered; returns the newest. */
async function nthEmail(address: string, count: number) {
  await expect
    .poll(async () => (await t.ctx.db.select().from(emails).where(eq(emails.toAddress, address))).length)
    .toBe(count);
  return deliveredEmail(t.ctx, address);
}

describe('PUT /api/users/{slug}/password', () => {
  it('changes the password with the current one: other sessions end, this one stays', async () => {
    const user = await createUser(t.ctx);
    const other = await clientFor(t.app, user);
    const client = await clientFor(t.app, user);
    const resetLink = await issueToken(t.ctx.db, user.id, 'reset_password', 60);

    const response = await changePassword(client, user, {
      current_password: TEST_PASSWORD,
      password: 'a fresh new passphrase',
    });
    expect(response.statusCode).toBe(200);
    expect(response.doc.data?.id).toBe(user.slug);
    expect((await client.get('/api/session')).statusCode).toBe(200);
    expect((await other.get('/api/session')).statusCode).toBe(401);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signInWith(user.email, 'a fresh new passphrase')).statusCode).toBe(201);
    // An older reset link no longer works.
    const reset = await client.patch(
      `/api/password_resets/${resetLink}`,
      resource('password_resets', { password: 'yet another passphrase' }, resetLink),
    );
    expect(reset.statusCode).toBe(404);
  });

  it('answers 422 on current_password when it is wrong, in English and French, and changes nothing', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const english = await changePassword(client, user, {
      current_password: 'not my password',
      password: 'a fresh new passphrase',
    });
    expect(english.statusCode).toBe(422);
    expect(english.doc.errors?.[0]).toMatchObject({
      detail: 'The password is incorrect.',
      source: { pointer: '/data/attributes/current_password' },
    });
    const french = await createUser(t.ctx, { locale: 'fr' });
    const frenchClient = await clientFor(t.app, french, 'fr');
    const refused = await changePassword(frenchClient, french, {
      current_password: 'pas le mien',
      password: 'a fresh new passphrase',
    });
    expect(refused.doc.errors?.[0]?.detail).toBe('Le mot de passe est incorrect.');
    const missing = await changePassword(frenchClient, french, { password: 'short' });
    const byPointer = Object.fromEntries(missing.doc.errors?.map((e) => [e.source?.pointer, e.detail]) ?? []);
    expect(byPointer['/data/attributes/current_password']).toBe('Mot de passe actuel est obligatoire.');
    expect(byPointer['/data/attributes/password']).toBe('Mot de passe doit comporter au moins 8 caractères.');
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(201);
  });

  it('answers 401 signed out and 404 for someone else', async () => {
    const user = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const signedOut = await new TestClient(t.app).start();
    const body = { current_password: TEST_PASSWORD, password: 'a fresh new passphrase' };
    expect((await changePassword(signedOut, user, body)).statusCode).toBe(401);
    const client = await clientFor(t.app, user);
    expect((await changePassword(client, other, body)).statusCode).toBe(404);
    expect((await signInWith(other.email, TEST_PASSWORD)).statusCode).toBe(201);
  });
});

describe('POST /api/users/{slug}/email_changes', () => {
  it('sends a link to the new address; the change counts once it is followed; the old address is told', async () => {
    const user = await createUser(t.ctx, { locale: 'fr', firstName: 'Inès' });
    const client = await clientFor(t.app, user, 'fr');
    const address = newAddress();
    const response = await changeEmail(client, user, { email: address, current_password: TEST_PASSWORD });
    expect(response.statusCode).toBe(202);
    expect(response.doc.meta?.message).toBe(
      'Consultez la boîte de réception de la nouvelle adresse : le changement compte une fois ouvert le lien que nous y avons envoyé.',
    );

    const told = await deliveredEmail(t.ctx, user.email);
    expect(told.subject).toBe('Un changement de votre adresse courriel Evenkeel a été demandé');
    expect(told.textBody).toContain(address);
    const confirm = await deliveredEmail(t.ctx, address);
    expect(confirm.subject).toBe('Confirmez votre nouvelle adresse courriel pour Evenkeel');
    // Until the link is followed, the old address stays and signs in.
    expect((await client.get('/api/session')).doc.data?.attributes.email).toBe(user.email);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(201);
    expect((await signInWith(address, TEST_PASSWORD)).statusCode).toBe(401);

    const token = new URL(linkIn(confirm.textBody)).searchParams.get('token');
    const follow = await client.post('/api/email_verifications', resource('email_verifications', { token }));
    expect(follow.statusCode).toBe(200);
    expect(follow.doc.meta).toEqual({ outcome: 'email_changed', email: address, signed_in: false });
    expect((await client.get('/api/session')).doc.data?.attributes).toMatchObject({
      email: address,
      email_verified: true,
    });
    expect((await signInWith(address, TEST_PASSWORD)).statusCode).toBe(201);
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    const changed = await nthEmail(user.email, 2);
    expect(changed.subject).toBe('Votre adresse courriel Evenkeel a été modifiée');
    expect(changed.textBody).toContain(address);
    // The link works once.
    const again = await client.post('/api/email_verifications', resource('email_verifications', { token }));
    expect(again.statusCode).toBe(404);
  });

  it('voids the reset links sent to the old address once the change is followed (issue 26 §4.3)', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const resetLink = await issueToken(t.ctx.db, user.id, 'reset_password', 60);
    const address = newAddress();
    await changeEmail(client, user, { email: address, current_password: TEST_PASSWORD });
    const token = new URL(linkIn((await deliveredEmail(t.ctx, address)).textBody)).searchParams.get('token');
    const follow = await client.post('/api/email_verifications', resource('email_verifications', { token }));
    expect(follow.statusCode).toBe(200);
    const reset = await client.patch(
      `/api/password_resets/${resetLink}`,
      resource('password_resets', { password: 'yet another passphrase' }, resetLink),
    );
    expect(reset.statusCode).toBe(404);
    expect((await signInWith(address, TEST_PASSWORD)).statusCode).toBe(201);
  });

  it('answers a taken address exactly like a free one; its owner is told, and nothing moves', async () => {
    const user = await createUser(t.ctx);
    const owner = await createUser(t.ctx, { locale: 'fr' });
    const client = await clientFor(t.app, user);
    const free = await changeEmail(client, user, { email: newAddress(), current_password: TEST_PASSWORD });
    const taken = await changeEmail(client, user, {
      email: owner.email.toUpperCase(),
      current_password: TEST_PASSWORD,
    });
    expect(comparable(taken)).toEqual(comparable(free));
    const mail = await deliveredEmail(t.ctx, owner.email);
    expect(mail.subject).toBe('Cette adresse a déjà un compte Evenkeel');
    expect(mail.textBody).not.toMatch(/https?:\/\//);
    const tokens = await t.ctx.db
      .select()
      .from(userTokens)
      .where(and(eq(userTokens.userId, user.id), eq(userTokens.newEmail, owner.email)));
    expect(tokens).toHaveLength(0);
    // The old address was told both times, the same way.
    const requested = await nthEmail(user.email, 2);
    expect(requested.subject).toBe('A change of your Evenkeel e-mail address was requested');
  });

  it('refuses a link whose address was taken in the meantime, and keeps the old address', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const address = newAddress();
    await changeEmail(client, user, { email: address, current_password: TEST_PASSWORD });
    const token = new URL(linkIn((await deliveredEmail(t.ctx, address)).textBody)).searchParams.get('token');
    await createUser(t.ctx, { email: address });
    const follow = await client.post('/api/email_verifications', resource('email_verifications', { token }));
    expect(follow.statusCode).toBe(422);
    expect((await client.get('/api/session')).doc.data?.attributes.email).toBe(user.email);
  });

  it('answers 422 for a wrong password (en, fr) or the current address, 401 signed out, 404 for someone else', async () => {
    const user = await createUser(t.ctx);
    const other = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const wrong = await changeEmail(client, user, { email: newAddress(), current_password: 'nope nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.doc.errors?.[0]).toMatchObject({
      detail: 'The password is incorrect.',
      source: { pointer: '/data/attributes/current_password' },
    });
    const french = await createUser(t.ctx, { locale: 'fr' });
    const frenchClient = await clientFor(t.app, french, 'fr');
    const refused = await changeEmail(frenchClient, french, {
      email: 'pas-une-adresse',
      current_password: 'x',
    });
    const byPointer = Object.fromEntries(refused.doc.errors?.map((e) => [e.source?.pointer, e.detail]) ?? []);
    expect(byPointer['/data/attributes/email']).toBe(
      'Saisissez une adresse courriel valide, comme nom@exemple.com.',
    );
    const wrongFr = await changeEmail(frenchClient, french, {
      email: newAddress(),
      current_password: 'nope nope',
    });
    expect(wrongFr.doc.errors?.[0]?.detail).toBe('Le mot de passe est incorrect.');
    const same = await changeEmail(frenchClient, french, {
      email: french.email,
      current_password: TEST_PASSWORD,
    });
    expect(same.doc.errors?.[0]).toMatchObject({
      detail: 'C’est déjà l’adresse courriel de votre compte.',
      source: { pointer: '/data/attributes/email' },
    });

    const signedOut = await new TestClient(t.app).start();
    const body = { email: newAddress(), current_password: TEST_PASSWORD };
    expect((await changeEmail(signedOut, user, body)).statusCode).toBe(401);
    expect((await changeEmail(client, other, body)).statusCode).toBe(404);
    expect(await t.ctx.db.select().from(userTokens).where(eq(userTokens.userId, other.id))).toHaveLength(0);
  });

  it('limits attempts per address and account with a 429', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    let last = await changeEmail(client, user, { email: newAddress(), current_password: 'wrong one' });
    for (let i = 0; i < 10; i += 1) {
      last = await changeEmail(client, user, { email: newAddress(), current_password: 'wrong one' });
    }
    expect(last.statusCode).toBe(429);
    await signInAs(await new TestClient(t.app).start(), user);
  });

  it('counts password and e-mail changes together: one allowance of password checks per address and account', async () => {
    const user = await createUser(t.ctx);
    const client = await clientFor(t.app, user);
    const wrong = 'wrong one';
    for (let i = 0; i < ACCOUNT_CHANGES_PER_15_MINUTES / 2; i += 1) {
      expect(
        (await changePassword(client, user, { current_password: wrong, password: 'a new calm river' }))
          .statusCode,
      ).toBe(422);
      expect(
        (await changeEmail(client, user, { email: newAddress(), current_password: wrong })).statusCode,
      ).toBe(422);
    }
    // The allowance is spent on both routes, even with the right password.
    const password = await changePassword(client, user, {
      current_password: TEST_PASSWORD,
      password: 'a new calm river',
    });
    expect(password.statusCode).toBe(429);
    expect(Number(password.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(password.doc.errors?.[0]?.detail).toBe('Too many attempts. Please wait 15 minutes and try again.');
    // In French for a member whose profile speaks French.
    await t.ctx.db.update(users).set({ locale: 'fr' }).where(eq(users.id, user.id));
    const email = await changeEmail(client, user, { email: newAddress(), current_password: TEST_PASSWORD });
    expect(email.statusCode).toBe(429);
    expect(Number(email.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(email.doc.errors?.[0]?.detail).toBe(
      'Trop de tentatives. Veuillez patienter 15 minutes et réessayer.',
    );
    // The old password still signs in: nothing was changed.
    expect((await signInWith(user.email, TEST_PASSWORD)).statusCode).toBe(201);
    // Another member keeps their own allowance.
    const other = await createUser(t.ctx);
    const otherClient = await clientFor(t.app, other);
    expect(
      (await changePassword(otherClient, other, { current_password: wrong, password: 'a new calm river' }))
        .statusCode,
    ).toBe(422);
  });
});
