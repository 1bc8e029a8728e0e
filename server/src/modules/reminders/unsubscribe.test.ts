import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkupPreferences,
  emails,
  pushSubscriptions,
  reminderDeliveries,
  type users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { resource } from '../../test/client';
import { clientFor, createUser, deliveredEmail, TEST_PASSWORD } from '../../test/factories';
import { scanReminders } from './scan';

let t: TestApp;
let smtp: SMTPServer;
const received: { to: string; raw: string }[] = [];
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw: raw.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    EVENKEEL_PUBLIC_URL: 'https://evenkeel.example',
  });
  await t.ctx.database.executeSql(`delete from pgboss.schedule where name = 'reminders.scan'`);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

type Member = typeof users.$inferSelect;
let week = 0;

/** A member reminded on a Monday 09:00 UTC of its own week; returns the delivered message. */
async function remind(overrides: Partial<typeof users.$inferInsert> = {}) {
  const user = await createUser(t.ctx, overrides);
  await t.ctx.db
    .insert(checkupPreferences)
    .values({ userId: user.id, frequency: 'monday', time: '09:00:00' });
  const monday = new Date(Date.UTC(2026, 0, 5 + 7 * week++, 9));
  await scanReminders(t.ctx, monday);
  await deliveredEmail(t.ctx, user.email);
  const message = received.find((entry) => entry.to === user.email);
  if (!message) throw new Error('no message');
  const token = message.raw.match(/reminders\/unsubscribe\?token=([\w.%-]+)/)?.[1] ?? '';
  return { user, message, token: decodeURIComponent(token), monday };
}

const emailReminders = async (user: Member) =>
  (await t.ctx.db.select().from(checkupPreferences).where(eq(checkupPreferences.userId, user.id)))[0]
    ?.emailReminders;

/** An anonymous browser: no session, no CSRF token. */
const html = (method: 'GET' | 'POST', url: string, body?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      accept: 'text/html',
      ...(body !== undefined ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    },
    ...(body !== undefined ? { payload: body } : {}),
  });

describe('the reminder e-mail', () => {
  it('goes out by SMTP with the List-Unsubscribe headers (RFC 8058) and the check-up link', async () => {
    const { message } = await remind();
    // Long headers are folded over lines (RFC 5322); mail clients unfold them.
    const unfolded = message.raw.replace(/\r?\n[ \t]+/g, ' ');
    expect(message.raw).toContain('Subject: Time for your weekly check-up');
    expect(message.raw).toContain('https://evenkeel.example/checkup');
    expect(unfolded).toMatch(
      /^List-Unsubscribe: <https:\/\/evenkeel\.example\/api\/reminders\/unsubscribe\?token=[\w.%-]+>\r?$/m,
    );
    expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
  });
});

describe('unsubscribing from e-mail reminders', () => {
  it('GET asks for confirmation and changes nothing; the form POST turns e-mail reminders off', async () => {
    const { user, token } = await remind();
    const page = await html('GET', `/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('Do you want to stop receiving check-up reminders by e-mail?');
    expect(page.body).toContain('<form method="post" action="/api/reminders/unsubscribe">');
    expect(page.body).toContain(`value="${token}"`);
    expect(page.body).not.toContain('<script');
    expect(await emailReminders(user)).toBe(true);

    const done = await html('POST', '/api/reminders/unsubscribe', new URLSearchParams({ token }).toString());
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer receive check-up reminders by e-mail.');
    expect(await emailReminders(user)).toBe(false);
    // The day and hour stay; so does a browser's push, but no e-mail comes the next week.
    const [row] = await t.ctx.db
      .select()
      .from(checkupPreferences)
      .where(eq(checkupPreferences.userId, user.id));
    expect(row).toMatchObject({ frequency: 'monday', time: '09:00:00' });
    await t.ctx.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `https://push.example/${user.slug}`, p256dh: 'k', auth: 'a' });
    await scanReminders(t.ctx, new Date(Date.UTC(2026, 0, 5 + 7 * week++, 9)));
    const deliveries = await t.ctx.db
      .select()
      .from(reminderDeliveries)
      .where(eq(reminderDeliveries.userId, user.id));
    expect(deliveries.map((delivery) => delivery.emailed)).toEqual([true, false]);
    expect(await t.ctx.db.select().from(emails).where(eq(emails.userId, user.id))).toHaveLength(1);
  });

  it('one-click: the mail service POSTs to the List-Unsubscribe address, no session needed', async () => {
    const { user, token } = await remind({ locale: 'fr' });
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Vous ne recevrez plus de rappels de bilan par courriel.');
    expect(await emailReminders(user)).toBe(false);
  });

  it('shows the page in the member’s language', async () => {
    const { token } = await remind({ locale: 'fr' });
    const page = await html('GET', `/api/reminders/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(page.body).toContain('<html lang="fr">');
    expect(page.body).toContain('Voulez-vous ne plus recevoir de rappels de bilan par courriel ?');
  });

  it('refuses a forged or altered token and changes nothing', async () => {
    const { user, token } = await remind();
    const other = await createUser(t.ctx);
    const forged = [`${other.slug}.${token.split('.')[1]}`, `${user.slug}.${'A'.repeat(43)}`, user.slug, ''];
    for (const bad of forged) {
      const page = await html('GET', `/reminders/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('This unsubscribe link is not valid.');
      const post = await html('POST', `/api/reminders/unsubscribe?token=${encodeURIComponent(bad)}`, '');
      expect(post.statusCode).toBe(404);
    }
    expect(await emailReminders(user)).toBe(true);
  });
});

describe('account deletion', () => {
  it('removes the push subscriptions and reminder deliveries', async () => {
    const { user, token } = await remind();
    await t.ctx.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `https://push.example/del-${user.slug}`, p256dh: 'k', auth: 'a' });
    const client = await clientFor(t.app, user);
    const response = await client.request('DELETE', `/api/users/${user.slug}`, {
      body: resource('users', { password: TEST_PASSWORD }, user.slug),
    });
    expect(response.statusCode).toBe(204);
    expect(
      await t.ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id)),
    ).toEqual([]);
    expect(
      await t.ctx.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id)),
    ).toEqual([]);
    // The old unsubscribe link now leads nowhere.
    expect((await html('GET', `/reminders/unsubscribe?token=${encodeURIComponent(token)}`)).statusCode).toBe(
      404,
    );
  });
});

describe('the unsubscribe link in the API description', () => {
  it('declares the one-click form body and HTML pages, also for an invalid link', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const post = spec.paths['/api/reminders/unsubscribe'].post;
    expect(Object.keys(post.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(post.parameters.map((p: { name: string }) => p.name)).toContain('token');
    expect(Object.keys(post.responses['200'].content)).toEqual(['text/html']);
    expect(Object.keys(post.responses['404'].content)).toEqual(['text/html']);
    const page = spec.paths['/reminders/unsubscribe'].get;
    expect(page.operationId).toBe('getUnsubscribePage');
    expect(Object.keys(page.responses['404'].content)).toEqual(['text/html']);
  });
});
