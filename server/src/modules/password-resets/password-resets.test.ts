import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { createUser, deliveredEmail, linkIn, signInAs, TEST_PASSWORD } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tokenFrom = (text: string) => decodeURIComponent(linkIn(text).split('/reset-password/')[1] ?? '');

describe('password reset by e-mail', () => {
  it('e-mails a link in the user language; the new password works, the old one and other sessions do not', async () => {
    const user = await createUser(t.ctx, { locale: 'fr' });
    const otherDevice = await new TestClient(t.app).start();
    await signInAs(otherDevice, user);

    const client = await new TestClient(t.app).start();
    const asked = await client.post(
      '/api/password_resets',
      resource('password_resets', { email: user.email }),
    );
    expect(asked.statusCode).toBe(202);
    expect(asked.doc.meta?.message).toBe(
      'If an account uses this address, we have sent it a link to reset the password.',
    );
    const email = await deliveredEmail(t.ctx, user.email);
    expect(email.subject).toBe('Réinitialisez votre mot de passe Evenkeel');
    const token = tokenFrom(email.textBody);

    const reset = await client.patch(
      `/api/password_resets/${token}`,
      resource('password_resets', { password: 'a brand new passphrase' }, token),
    );
    expect(reset.statusCode).toBe(200);
    expect(reset.doc.data?.id).toBe(user.slug);
    expect((await client.get('/api/session')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/session')).statusCode).toBe(401);

    const fresh = await new TestClient(t.app).start();
    const oldPassword = await fresh.post(
      '/api/session',
      resource('sessions', { email: user.email, password: TEST_PASSWORD }),
    );
    expect(oldPassword.statusCode).toBe(401);
    await signInAs(fresh, user, 'a brand new passphrase');

    const reuse = await client.patch(
      `/api/password_resets/${token}`,
      resource('password_resets', { password: 'another new passphrase' }, token),
    );
    expect(reuse.statusCode).toBe(404);
    // Signed in again, the profile's language (French) decides the message.
    expect(reuse.doc.errors?.[0]?.detail).toBe('Ce lien est invalide ou a expiré. Demandez-en un nouveau.');
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const client = await new TestClient(t.app).start();
    const response = await client.post(
      '/api/password_resets',
      resource('password_resets', { email: 'ghost@example.test' }),
    );
    expect(response.statusCode).toBe(202);
    expect(response.doc.meta?.message).toBe(
      'If an account uses this address, we have sent it a link to reset the password.',
    );
    expect(
      await t.ctx.db.select().from(emails).where(eq(emails.toAddress, 'ghost@example.test')),
    ).toHaveLength(0);
  });

  it('refuses a weak new password with 422 and keeps the link usable', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await client.post('/api/password_resets', resource('password_resets', { email: user.email }));
    const token = tokenFrom((await deliveredEmail(t.ctx, user.email)).textBody);
    const weak = await client.patch(
      `/api/password_resets/${token}`,
      resource('password_resets', { password: 'short' }, token),
    );
    expect(weak.statusCode).toBe(422);
    expect(weak.doc.errors?.[0]?.source?.pointer).toBe('/data/attributes/password');
    const ok = await client.patch(
      `/api/password_resets/${token}`,
      resource('password_resets', { password: 'a good long passphrase' }, token),
    );
    expect(ok.statusCode).toBe(200);
  });

  it('answers 404 for an unknown token and 422 for a malformed address', async () => {
    const client = await new TestClient(t.app).start();
    const unknown = await client.patch(
      '/api/password_resets/not-a-real-token',
      resource('password_resets', { password: 'a good long passphrase' }, 'not-a-real-token'),
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await client.post(
      '/api/password_resets',
      resource('password_resets', { email: 'nope' }),
    );
    expect(malformed.statusCode).toBe(422);
  });
});
