// Issue 26 §2: no link signs a browser into someone else's account. A sign-up's or a reset's link
// opens a session only in the browser that asked for it (its `evenkeel_link` nonce), and never in
// place of another account's session; elsewhere it does its work and says for which address, but a
// sign-up's link opened elsewhere activates nothing until that browser gives the password.
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
  it('in another browser activates nothing yet: that browser alone gets the claim and is asked for the password', async () => {
    const email = address();
    const { attacker, token } = await attackerSignUp(email);
    const victim = await browser();
    const response = await follow(victim, token);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({ outcome: 'password_needed', email, signed_in: false });
    const names = response.cookies.map((cookie) => cookie.name);
    expect(names).not.toContain('evenkeel_session');
    expect(names).toContain('evenkeel_claim');
    expect(await whoIs(victim)).toBeNull();
    expect(await verifiedAt(email)).toBeNull();
    // The sign-up's browser can neither sign in nor use its link again.
    expect((await signInWith(email, 'attacker passphrase')).statusCode).toBe(401);
    expect((await follow(attacker, token)).statusCode).toBe(404);
  });

  it('in the browser that signed up opens a session', async () => {
    const email = address();
    const { attacker, token } = await attackerSignUp(email);
    const response = await follow(attacker, token);
    expect(response.statusCode).toBe(201);
    expect(response.doc.data?.attributes.email).toBe(email);
    expect(await whoIs(attacker)).toBe(email);
  });

  it('in a browser signed in as another account keeps that session and activates nothing yet', async () => {
    const member = await createUser(t.ctx);
    const victim = await clientFor(t.app, member);
    const email = address();
    const { token } = await attackerSignUp(email);
    const response = await follow(victim, token);
    expect(response.statusCode).toBe(200);
    expect(response.doc.meta).toEqual({ outcome: 'password_needed', email, signed_in: false });
    expect(await whoIs(victim)).toBe(member.email);
    expect(await verifiedAt(email)).toBeNull();
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

describe('a sign-up link opened in another browser: account pre-hijacking (issue 26 §2)', () => {
  const claim = (client: TestClient, attributes: Record<string, string>) =>
    client.post('/api/account_claims', resource('account_claims', attributes));
  const signUpIn = async (client: TestClient, email: string, password: string, firstName: string) => {
    const response = await client.post(
      '/api/users',
      resource('users', { email, password, first_name: firstName, last_name: 'Person' }),
    );
    expect(response.statusCode).toBe(202);
    const mail = await deliveredEmail(t.ctx, email);
    return new URL(linkIn(mail.textBody)).searchParams.get('token');
  };
  const signInFrom = (client: TestClient, email: string, password: string) =>
    client.post('/api/session', resource('sessions', { email, password }));

  for (const order of ['after', 'before'] as const) {
    it(`the owner signing up ${order} a stranger: only the browser that opened the latest link can finish`, async () => {
      const email = address();
      const stranger = await browser();
      const ownerLaptop = await browser();
      const strangerPassword = 'the stranger passphrase';
      const ownerPassword = 'the owner passphrase';
      let latest: string | null;
      if (order === 'after') {
        await signUpIn(stranger, email, strangerPassword, 'Mallory');
        latest = await signUpIn(ownerLaptop, email, ownerPassword, 'Olive');
      } else {
        await signUpIn(ownerLaptop, email, ownerPassword, 'Olive');
        latest = await signUpIn(stranger, email, strangerPassword, 'Mallory');
      }
      const ownerPhone = await browser();
      const opened = await follow(ownerPhone, latest);
      expect(opened.statusCode).toBe(200);
      expect(opened.doc.meta).toEqual({ outcome: 'password_needed', email, signed_in: false });
      // Opened again there (a reload), the link still asks for the password.
      expect((await follow(ownerPhone, latest)).doc.meta).toEqual(opened.doc.meta);

      // The stranger, from their browser, is answered as for any unconfirmed or unknown address.
      const unknown = await signInFrom(await browser(), address(), strangerPassword);
      for (const password of [strangerPassword, ownerPassword]) {
        const refused = await signInFrom(stranger, email, password);
        expect(refused.statusCode).toBe(401);
        expect(refused.doc.errors).toEqual(unknown.doc.errors);
      }
      // Neither the stranger's browser nor the owner's laptop holds the claim.
      expect((await claim(stranger, { new_password: 'the stranger takes over' })).statusCode).toBe(404);
      expect((await claim(ownerLaptop, { new_password: 'the laptop takes over' })).statusCode).toBe(404);
      expect((await follow(order === 'after' ? ownerLaptop : stranger, latest)).statusCode).toBe(404);

      if (order === 'after') {
        // The latest link carries the owner's password: the stranger's is not it.
        const wrong = await claim(ownerPhone, { password: strangerPassword });
        expect(wrong.statusCode).toBe(422);
        expect(wrong.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/password');
      } else {
        // The owner does not know the stranger's password; their own is not it.
        expect((await claim(ownerPhone, { password: ownerPassword })).statusCode).toBe(422);
      }
      expect(await whoIs(ownerPhone)).toBeNull();
      expect(await verifiedAt(email)).toBeNull();

      const chosen = await claim(ownerPhone, { new_password: 'the owner chose this one' });
      expect(chosen.statusCode).toBe(201);
      expect(chosen.doc.data?.attributes.email).toBe(email);
      expect(await whoIs(ownerPhone)).toBe(email);
      expect(await verifiedAt(email)).not.toBeNull();
      // The claim is spent; the old passwords are gone; the chosen one works anywhere.
      expect((await claim(ownerPhone, { new_password: 'once more, please' })).statusCode).toBe(404);
      expect((await signInFrom(stranger, email, strangerPassword)).statusCode).toBe(401);
      expect((await signInFrom(ownerLaptop, email, ownerPassword)).statusCode).toBe(401);
      expect((await signInWith(email, 'the owner chose this one')).statusCode).toBe(201);
    });
  }

  it("the sign-up's own password, entered in the browser that opened the link, signs in and activates", async () => {
    const email = address();
    const laptop = await browser();
    const token = await signUpIn(laptop, email, 'my own passphrase', 'Olive');
    const phone = await browser();
    expect((await follow(phone, token)).doc.meta).toMatchObject({ outcome: 'password_needed' });
    const done = await claim(phone, { password: 'my own passphrase' });
    expect(done.statusCode).toBe(201);
    expect(await whoIs(phone)).toBe(email);
    expect(done.cookies.find((cookie) => cookie.name === 'evenkeel_claim')?.value).toBe('');
    expect((await signInFrom(laptop, email, 'my own passphrase')).statusCode).toBe(201);
  });

  it('asks for exactly one of the two passwords, and a new one follows the password rules', async () => {
    const email = address();
    const token = await signUpIn(await browser(), email, 'my own passphrase', 'Olive');
    const phone = await browser();
    await follow(phone, token);
    expect((await claim(phone, {})).statusCode).toBe(422);
    expect(
      (await claim(phone, { password: 'my own passphrase', new_password: 'another passphrase' })).statusCode,
    ).toBe(422);
    expect((await claim(phone, { new_password: 'short' })).statusCode).toBe(422);
    expect((await claim(phone, { new_password: 'password123' })).statusCode).toBe(422);
    expect(await verifiedAt(email)).toBeNull();
  });

  it('in the browser that signed up stays one click', async () => {
    const email = address();
    const laptop = await browser();
    const token = await signUpIn(laptop, email, 'my own passphrase', 'Olive');
    const response = await follow(laptop, token);
    expect(response.statusCode).toBe(201);
    expect(response.cookies.map((cookie) => cookie.name)).not.toContain('evenkeel_claim');
    expect(await whoIs(laptop)).toBe(email);
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
