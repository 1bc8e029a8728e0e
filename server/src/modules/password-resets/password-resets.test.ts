import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createContext } from '../../boot';
import { emails, userTokens } from '../../db/schema';
import { loadEnv } from '../../env';
import { createTestApp, type TestApp } from '../../test/app';
import { resource, TestClient } from '../../test/client';
import { openTestDatabase } from '../../test/database';
import { createUser, deliveredEmail, linkIn, signInAs, TEST_PASSWORD } from '../../test/factories';
import { issueToken } from '../email-tokens/service';

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

describe('reset requests and old links', () => {
  it('answers before any lookup: the job finds the account, issues the token and writes the one e-mail', async () => {
    const { database, drop } = await openTestDatabase();
    const logger = pino({ level: 'silent' });
    const env = loadEnv({ NODE_ENV: 'test', EVENKEEL_DEMO_DATA: 'false' });
    try {
      // A web-only process: it answers and queues; no job runs in it.
      const web = await createContext({ env, logger, work: false, database });
      const app = await buildApp({ ctx: web });
      await app.ready();
      const user = await createUser(web, { locale: 'fr' });
      const client = await new TestClient(app).start();
      const known = await client.post(
        '/api/password_resets',
        resource('password_resets', { email: user.email }),
      );
      const unknown = await client.post(
        '/api/password_resets',
        resource('password_resets', { email: 'nobody-here@example.test' }),
      );
      expect(known.statusCode).toBe(202);
      expect([unknown.statusCode, unknown.body]).toEqual([known.statusCode, known.body]);
      // The answers are written and nothing was looked up or written yet: no token, no e-mail.
      expect(await web.db.select().from(userTokens)).toHaveLength(0);
      expect(await web.db.select().from(emails)).toHaveLength(0);
      await app.close();
      await web.jobs.stop();

      const worker = await createContext({ env, logger, work: true, database, pollingIntervalSeconds: 0.5 });
      try {
        const mail = await deliveredEmail(worker, user.email);
        expect(mail.subject).toBe('Réinitialisez votre mot de passe Evenkeel');
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        const all = await worker.db.select().from(emails);
        expect(all.map((row) => row.toAddress)).toEqual([user.email]);
        expect(await worker.db.select().from(userTokens)).toHaveLength(1);
      } finally {
        await worker.jobs.stop();
      }
    } finally {
      await drop();
    }
  });

  it('voids every other reset link, and any pending address change, once a reset succeeds', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await client.post('/api/password_resets', resource('password_resets', { email: user.email }));
    const older = tokenFrom((await deliveredEmail(t.ctx, user.email)).textBody);
    await client.post('/api/password_resets', resource('password_resets', { email: user.email }));
    // The job writes the second e-mail after the answer: wait for it.
    await expect
      .poll(async () => (await t.ctx.db.select().from(emails).where(eq(emails.toAddress, user.email))).length)
      .toBe(2);
    const newer = tokenFrom((await deliveredEmail(t.ctx, user.email)).textBody);
    expect(newer).not.toBe(older);
    const change = await issueToken(t.ctx.db, user.id, 'change_email', 60, {
      newEmail: 'elsewhere@example.test',
    });

    const reset = await client.patch(
      `/api/password_resets/${newer}`,
      resource('password_resets', { password: 'the newest passphrase' }, newer),
    );
    expect(reset.statusCode).toBe(200);
    const stale = await client.patch(
      `/api/password_resets/${older}`,
      resource('password_resets', { password: 'an older link passphrase' }, older),
    );
    expect(stale.statusCode).toBe(404);
    const moved = await client.post(
      '/api/email_verifications',
      resource('email_verifications', { token: change }),
    );
    expect(moved.statusCode).toBe(404);
    await signInAs(await new TestClient(t.app).start(), user, 'the newest passphrase');
  });
});

describe('password resets as a JSON:API contract', () => {
  it('refuses an include and a client-generated id on the request, and answers a meta-only 202', async () => {
    const client = await new TestClient(t.app).start();
    const included = await client.post(
      '/api/password_resets?include=user',
      resource('password_resets', { email: 'nobody@example.com' }),
    );
    expect(included.statusCode).toBe(400);
    expect(included.doc.errors?.[0]?.source).toEqual({ parameter: 'include' });
    const withId = await client.post('/api/password_resets', {
      data: { type: 'password_resets', id: 'mine', attributes: { email: 'nobody@example.com' } },
    });
    expect(withId.statusCode).toBe(403);
    const asked = await client.post(
      '/api/password_resets',
      resource('password_resets', { email: 'nobody@example.com' }),
    );
    expect(asked.statusCode).toBe(202);
    expect(Object.keys(asked.doc)).toEqual(['meta']);
  });
});
