// Issue 26 §2: no link signs a browser into someone else's account. A sign-up's or a reset's link
// opens a session only in the browser that asked for it (its `evenkeel_link` nonce), and never in
// place of another account's session; elsewhere it does its work and says for which address.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { clientFor, createUser, deliveredEmail, linkIn, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const address = () => `link-${Math.random().toString(36).slice(2)}@example.test`;
const browser = () => new TestClient(t.app).start();
const follow = (client: TestClient, token: string | null) =>
  client.post('/api/email_verifications', resource('email_verifications', { token }));
const verifiedAt = async (email: string) =>
  (await t.ctx.db.select().from(users).where(eq(users.email, email)))[0]?.emailVerifiedAt ?? null;
const whoIs = async (client: TestClient) => {
  const session = await client.get('/api/session');
  return session.statusCode === 200 ? session.doc.data?.attributes.email : null;
};
const signInWith = async (email: string, password: string) =>
  (await browser()).post('/api/session', resource('sessions', { email, password }));

/** An attacker signs up with an address they hold, in their own browser; returns the link's token. */
async function attackerSignUp(email: string, password = 'attacker passphrase') {
  const attacker = await browser();
  const response = await attacker.post(
    '/api/users',
    resource('users', { email, password, first_name: 'Mallory', last_name: 'Attacker' }),
  );
  expect(response.statusCode).toBe(202);
  const mail = await deliveredEmail(t.ctx, email);
  return { attacker, token: new URL(linkIn(mail.textBody)).searchParams.get('token') };
}

describe('a sign-up link (issue 26 §2)', () => {
  it('in another browser confirms the address, opens no session and says which address', async () => {
    const email = address();
    const { token } = await attackerSignUp(email);
    const victim = await browser();
    const response = await follow(victim, token);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({ outcome: 'account_activated', email, signed_in: false });
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('evenkeel_session');
    expect(await whoIs(victim)).toBeNull();
    expect(await verifiedAt(email)).not.toBeNull();
    // The account works with the sign-up's password, signed in on purpose.
    expect((await signInWith(email, 'attacker passphrase')).statusCode).toBe(201);
  });

  it('in the browser that signed up opens a session', async () => {
    const email = address();
    const { attacker, token } = await attackerSignUp(email);
    const response = await follow(attacker, token);
    expect(response.statusCode).toBe(201);
    expect(response.doc.data?.attributes.email).toBe(email);
    expect(await whoIs(attacker)).toBe(email);
  });

  it('in a browser signed in as another account keeps that session, and still confirms the address', async () => {
    const member = await createUser(t.ctx);
    const victim = await clientFor(t.app, member);
    const email = address();
    const { token } = await attackerSignUp(email);
    const response = await follow(victim, token);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({ outcome: 'account_activated', email, signed_in: false });
    expect(await whoIs(victim)).toBe(member.email);
    expect(await verifiedAt(email)).not.toBeNull();
  });

  it('even in the browser that signed up, never replaces another account signed in there since', async () => {
    const member = await createUser(t.ctx);
    const email = address();
    const { attacker: shared, token } = await attackerSignUp(email);
    await shared.post('/api/session', resource('sessions', { email: member.email, password: TEST_PASSWORD }));
    const response = await follow(shared, token);
    expect(response.statusCode).toBe(200);
    expect(await whoIs(shared)).toBe(member.email);
  });
});

describe('a password reset link (issue 26 §2)', () => {
  const ask = async (client: TestClient, email: string) => {
    expect(
      (await client.post('/api/password_resets', resource('password_resets', { email }))).statusCode,
    ).toBe(202);
    const mail = await deliveredEmail(t.ctx, email);
    return decodeURIComponent(linkIn(mail.textBody).split('/reset-password/')[1] ?? '');
  };
  const reset = (client: TestClient, token: string, password: string) =>
    client.patch(`/api/password_resets/${token}`, resource('password_resets', { password }, token));

  it('in another browser sets the password, opens no session and says which address', async () => {
    const owner = await createUser(t.ctx, { email: address() });
    const token = await ask(await browser(), owner.email);
    const other = await browser();
    const response = await reset(other, token, 'a brand new passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({ outcome: 'password_reset', email: owner.email, signed_in: false });
    expect(await whoIs(other)).toBeNull();
    expect((await signInWith(owner.email, 'a brand new passphrase')).statusCode).toBe(201);
  });

  it('in the browser that asked for it signs in', async () => {
    const owner = await createUser(t.ctx, { email: address() });
    const asking = await browser();
    const token = await ask(asking, owner.email);
    const response = await reset(asking, token, 'a brand new passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.doc.data?.id).toBe(owner.slug);
    expect(await whoIs(asking)).toBe(owner.email);
  });

  it('in a browser signed in as another account keeps that session', async () => {
    const member = await createUser(t.ctx);
    const attackerAccount = await createUser(t.ctx, { email: address() });
    const token = await ask(await browser(), attackerAccount.email);
    const victim = await clientFor(t.app, member);
    const response = await reset(victim, token, 'a brand new passphrase');
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toMatchObject({ email: attackerAccount.email, signed_in: false });
    expect(await whoIs(victim)).toBe(member.email);
  });
});

describe('an address change link (issue 26 §2)', () => {
  it('in a browser signed in as another account moves the address and keeps that session', async () => {
    const owner = await createUser(t.ctx, { firstName: 'Ottoline' });
    const ownerBrowser = await clientFor(t.app, owner);
    const newAddress = address();
    const asked = await ownerBrowser.post(
      `/api/users/${owner.slug}/email_changes`,
      resource('email_changes', { email: newAddress, current_password: TEST_PASSWORD }),
    );
    expect(asked.statusCode).toBe(202);
    const mail = await deliveredEmail(t.ctx, newAddress);
    // No name in a message to an address the asker chose.
    expect(mail.textBody).not.toContain(owner.firstName);
    const member = await createUser(t.ctx);
    const victim = await clientFor(t.app, member);
    const response = await follow(victim, new URL(linkIn(mail.textBody)).searchParams.get('token'));
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({ outcome: 'email_changed', email: newAddress, signed_in: false });
    expect(await whoIs(victim)).toBe(member.email);
    expect(await whoIs(ownerBrowser)).toBe(newAddress);
  });
});
