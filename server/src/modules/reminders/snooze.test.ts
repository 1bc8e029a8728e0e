import { addDays, isoWeekStart } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkupPreferences,
  checkups,
  emails,
  pushSubscriptions,
  reminderSnoozes,
  type users,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { unsubscribeKey } from '../push';
import { snoozingPush } from './delivery';
import { scanReminders } from './scan';
import { applySnooze, snoozeTokens } from './snooze';
import { snoozeToken, verifySnoozeToken } from './tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVENKEEL_PUBLIC_URL: 'https://evenkeel.example' });
  // The cron would scan at the real time in the middle of a test: scans here run by hand.
  await t.ctx.database.executeSql(`delete from pgboss.schedule where name = 'reminders.scan'`);
});
afterAll(() => t.close());

type Member = typeof users.$inferSelect;
type Day = (typeof checkupPreferences.$inferInsert)['frequency'];

async function member(
  frequency: Day,
  time: string,
  timezone: string | null,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<Member> {
  const user = await createUser(t.ctx, { timezone, ...overrides });
  await t.ctx.db.insert(checkupPreferences).values({ userId: user.id, frequency, time });
  return user;
}

const emailsTo = (user: Member) =>
  t.ctx.db.select().from(emails).where(eq(emails.userId, user.id)).orderBy(emails.id);
const snoozesOf = (user: Member) =>
  t.ctx.db
    .select()
    .from(reminderSnoozes)
    .where(eq(reminderSnoozes.userId, user.id))
    .orderBy(reminderSnoozes.id);

/** The token of the newest reminder e-mail's link of that kind ("remind me tomorrow" / "not this week"). */
async function linkToken(user: Member, kind: 'tomorrow' | 'week'): Promise<string> {
  const mails = await emailsTo(user);
  const text = mails.at(-1)?.textBody ?? '';
  const tokens = [...text.matchAll(/\/reminders\/snooze\?token=(\S+)/g)].map((m) =>
    decodeURIComponent(m[1] ?? ''),
  );
  const token = tokens.find((candidate) => candidate.split('.')[2] === kind);
  if (!token) throw new Error(`no ${kind} link in ${text}`);
  return token;
}

/** Scans at `iso`; how many e-mails this member got from it. */
async function mailsFromScan(user: Member, iso: string): Promise<number> {
  const before = (await emailsTo(user)).length;
  await scanReminders(t.ctx, new Date(iso));
  return (await emailsTo(user)).length - before;
}

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

const page = (token: string) => html('GET', `/reminders/snooze?token=${encodeURIComponent(token)}`);
const confirm = (token: string) =>
  html('POST', '/api/reminders/snooze', new URLSearchParams({ token }).toString());

/**
 * The routes act at the real time: those tests stand on Wednesday 2026-04-15 12:00 UTC (only
 * `Date` is faked: the database's timers run as usual).
 */
function onAWednesday() {
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-15T12:00:00Z') });
  });
  afterAll(() => {
    vi.useRealTimers();
  });
}

/** A token for this week at the (faked) clock. */
async function currentToken(user: Member, kind: 'tomorrow' | 'week') {
  const tokens = snoozeTokens(
    await unsubscribeKey(t.ctx.db),
    user.slug,
    isoWeekStart(new Date(), 'UTC'),
    new Date(),
  );
  return tokens[kind];
}

describe('the reminder e-mail', () => {
  it('offers "remind me tomorrow" and "not this week", each its own single-use link', async () => {
    // Wednesday 2026-01-14, 18:00 in Toronto (UTC−5) is 23:00 UTC.
    const user = await member('wednesday', '18:00:00', 'America/Toronto');
    expect(await mailsFromScan(user, '2026-01-14T23:00:00Z')).toBe(1);
    const [mail] = await emailsTo(user);
    expect(mail?.textBody).toContain('Not a good moment? Remind me tomorrow:');
    expect(mail?.textBody).toContain('No more reminders this week:');
    const key = await unsubscribeKey(t.ctx.db);
    const tomorrow = verifySnoozeToken(key, await linkToken(user, 'tomorrow'));
    const week = verifySnoozeToken(key, await linkToken(user, 'week'));
    expect(tomorrow).toMatchObject({ slug: user.slug, weekStart: '2026-01-12', kind: 'tomorrow' });
    expect(week).toMatchObject({ slug: user.slug, weekStart: '2026-01-12', kind: 'week' });
    expect(tomorrow?.nonce).not.toBe(week?.nonce);
    // Valid for a week from the reminder.
    expect(tomorrow?.expiresAt).toBe(Date.parse('2026-01-21T23:00:00Z') / 1000);
  });

  it('is in the member’s language', async () => {
    const user = await member('saturday', '11:00:00', 'Europe/Paris', { locale: 'fr' });
    await scanReminders(t.ctx, new Date('2026-01-17T10:00:00Z'));
    const [mail] = await emailsTo(user);
    expect(mail?.textBody).toContain('Ce n’est pas le bon moment ? Me le rappeler demain :');
    expect(mail?.textBody).toContain('Plus de rappels cette semaine :');
  });
});

describe('the "remind me later" page', () => {
  onAWednesday();
  it('GET only asks (a mail scanner snoozes nothing); the button acts once; a second use is refused', async () => {
    const user = await member('monday', '18:00:00', null);
    const token = await currentToken(user, 'tomorrow');
    for (let i = 0; i < 2; i += 1) {
      const asked = await page(token);
      expect(asked.statusCode).toBe(200);
      expect(asked.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(asked.headers['cache-control']).toBe('no-store');
      expect(asked.body).toContain('We will remind you once more tomorrow at about 18:00.');
      expect(asked.body).toContain('<form method="post" action="/api/reminders/snooze">');
      expect(asked.body).not.toContain('<script');
    }
    expect(await snoozesOf(user)).toEqual([]);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>We’ll remind you tomorrow</h1>');
    expect(done.body).toContain('We’ll remind you tomorrow at about 18:00.');
    expect(done.body).toContain('href="/checkup"');
    const [snooze] = await snoozesOf(user);
    expect(snooze).toMatchObject({ kind: 'tomorrow', sentAt: null });
    expect(snooze?.remindAt?.toISOString()).toMatch(/T18:00:00\.000Z$/);

    for (const again of [await confirm(token), await page(token)]) {
      expect(again.statusCode).toBe(410);
      expect(again.body).toContain('This link was already used');
      expect(again.body).not.toContain('<form');
    }
    expect(await snoozesOf(user)).toHaveLength(1);
  });

  it('"not this week" says so, in French for a French member', async () => {
    const user = await member('monday', '09:00:00', null, { locale: 'fr' });
    const token = await currentToken(user, 'week');
    const asked = await page(token);
    expect(asked.body).toContain('<html lang="fr">');
    expect(asked.body).toContain('Plus de rappels cette semaine</button>');
    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Plus de rappels cette semaine. Le rappel de la semaine prochaine');
    expect(await snoozesOf(user)).toMatchObject([{ kind: 'week', remindAt: null }]);
  });

  it('says "at about 18 h 00" in French', async () => {
    const user = await member('monday', '18:00:00', null, { locale: 'fr' });
    const done = await confirm(await currentToken(user, 'tomorrow'));
    expect(done.body).toContain('Nous vous le rappellerons demain vers 18\u00a0h\u00a000.');
  });

  it('refuses a tampered or forged token (404) and records nothing', async () => {
    const user = await member('monday', '09:00:00', null);
    const token = await currentToken(user, 'tomorrow');
    const parts = token.split('.');
    const other = await createUser(t.ctx);
    const tampered = [
      [other.slug, ...parts.slice(1)].join('.'),
      [...parts.slice(0, 2), 'week', ...parts.slice(3)].join('.'),
      [...parts.slice(0, 3), String(Number(parts[3]) + 86_400), ...parts.slice(4)].join('.'),
      [...parts.slice(0, 5), 'A'.repeat(43)].join('.'),
      parts.slice(0, 5).join('.'),
      '',
    ];
    for (const bad of tampered) {
      const asked = await page(bad);
      expect(asked.statusCode).toBe(404);
      expect(asked.body).toContain('This reminder link is not valid.');
      expect((await confirm(bad)).statusCode).toBe(404);
    }
    // The unsubscribe token is no snooze token.
    expect((await confirm(`${user.slug}.${'A'.repeat(43)}`)).statusCode).toBe(404);
    expect(await snoozesOf(user)).toEqual([]);
  });

  it('refuses an expired token (410), and one whose week is over', async () => {
    const user = await member('monday', '09:00:00', null);
    const key = await unsubscribeKey(t.ctx.db);
    const expired = snoozeToken(key, {
      slug: user.slug,
      weekStart: isoWeekStart(new Date(), 'UTC'),
      kind: 'tomorrow',
      expiresAt: Math.floor(Date.now() / 1000) - 1,
      nonce: 'expired-nonce-0000000001',
    });
    const lastWeek = snoozeTokens(key, user.slug, '2026-01-05', new Date()).week;
    for (const token of [expired, lastWeek]) {
      const asked = await page(token);
      expect(asked.statusCode).toBe(410);
      expect(asked.body).toContain('This link has expired');
      expect((await confirm(token)).statusCode).toBe(410);
    }
    expect(await snoozesOf(user)).toEqual([]);
  });
});

describe('the push actions’ endpoint', () => {
  onAWednesday();
  const post = (token: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: '/api/reminder_snoozes',
      headers: {
        accept: 'application/vnd.api+json',
        'accept-language': lang,
        'content-type': 'application/vnd.api+json',
      },
      payload: { data: { type: 'reminder_snoozes', attributes: { token } } },
    });

  it('acts once with the push’s token, without a session, and answers the words to show', async () => {
    const user = await member('monday', '18:00:00', null);
    const token = await currentToken(user, 'tomorrow');
    const done = await post(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().meta).toEqual({
      answer: 'tomorrow',
      title: 'We’ll remind you tomorrow',
      message: 'We’ll remind you tomorrow at about 18:00.',
    });
    const again = await post(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().errors[0]).toMatchObject({
      code: 'snooze_link_used',
      detail: expect.stringContaining('once'),
    });
    const forged = await post(`${token.slice(0, -3)}AAA`);
    expect(forged.statusCode).toBe(404);
    expect(forged.json().errors[0].code).toBe('invalid_token');
  });

  it('the push of a reminder carries both actions with valid tokens for its week', async () => {
    const user = await member('monday', '18:00:00', null, { locale: 'fr' });
    const [subscription] = await t.ctx.db
      .insert(pushSubscriptions)
      .values({ userId: user.id, endpoint: `https://push.example/${user.slug}`, p256dh: 'k', auth: 'a' })
      .returning();
    const build = await snoozingPush(
      t.ctx.db,
      subscription?.id ?? 0,
      '2026-01-12',
      new Date('2026-01-12T18:00:00Z'),
    );
    const shown = build?.('fr');
    expect(shown?.url).toBe('/checkup');
    expect(shown?.actions?.map((action) => [action.action, action.title])).toEqual([
      ['tomorrow', 'Me le rappeler demain'],
      ['week', 'Pas cette semaine'],
    ]);
    const key = await unsubscribeKey(t.ctx.db);
    for (const action of shown?.actions ?? []) {
      expect(verifySnoozeToken(key, action.token)).toMatchObject({ slug: user.slug, kind: action.action });
    }
    // The weekly scan queues the push job with the week, so the push gets its actions.
    await scanReminders(t.ctx, new Date('2026-01-19T18:00:00Z'));
    const jobs = await t.ctx.database.executeSql(
      `select data from pgboss.job where name = 'push.web' and (data->>'subscriptionId')::bigint = $1`,
      [subscription?.id],
    );
    expect(jobs.rows.map((row) => (row as { data: unknown }).data)).toEqual([
      { subscriptionId: subscription?.id, weekStart: '2026-01-19' },
    ]);
  });
});

describe('the reminder a snooze brings', () => {
  it('"tomorrow" sends exactly one more reminder, at the same hour the next day in Toronto', async () => {
    const user = await member('wednesday', '18:00:00', 'America/Toronto');
    expect(await mailsFromScan(user, '2026-02-04T23:00:00Z')).toBe(1);
    const outcome = await applySnooze(
      t.ctx.db,
      await linkToken(user, 'tomorrow'),
      new Date('2026-02-04T23:10:00Z'),
    );
    expect(outcome).toMatchObject({ status: 'done', answer: 'tomorrow', hour: '18:00' });
    // Thursday 18:00 in Toronto is 23:00 UTC.
    expect((await snoozesOf(user))[0]?.remindAt?.toISOString()).toBe('2026-02-05T23:00:00.000Z');
    expect(await mailsFromScan(user, '2026-02-05T22:59:59Z')).toBe(0);
    expect(await mailsFromScan(user, '2026-02-05T23:00:00Z')).toBe(1);
    expect(await mailsFromScan(user, '2026-02-05T23:05:00Z')).toBe(0);
    expect(await mailsFromScan(user, '2026-02-06T23:00:00Z')).toBe(0);
    expect((await snoozesOf(user))[0]?.sentAt?.toISOString()).toBe('2026-02-05T23:00:00.000Z');
    // The snoozed reminder offers the links again, with new tokens.
    const last = (await emailsTo(user)).at(-1);
    expect(last?.subject).toBe('Time for your weekly check-up');
    expect(last?.textBody).toContain('/reminders/snooze?token=');
  });

  it('keeps the wall-clock hour across the spring clock change in Toronto (2026-03-08)', async () => {
    // Saturday 2026-03-07 18:00 EST is 23:00 UTC; Sunday 18:00 is EDT, 22:00 UTC.
    const user = await member('saturday', '18:00:00', 'America/Toronto');
    expect(await mailsFromScan(user, '2026-03-07T23:00:00Z')).toBe(1);
    await applySnooze(t.ctx.db, await linkToken(user, 'tomorrow'), new Date('2026-03-07T23:30:00Z'));
    expect((await snoozesOf(user))[0]?.remindAt?.toISOString()).toBe('2026-03-08T22:00:00.000Z');
    expect(await mailsFromScan(user, '2026-03-08T21:59:00Z')).toBe(0);
    expect(await mailsFromScan(user, '2026-03-08T22:00:00Z')).toBe(1);
  });

  it('follows each member’s zone: Asia/Tokyo and America/Toronto snoozing at the same instant', async () => {
    // Friday 2026-01-23 09:00 in Tokyo (UTC+9) is 00:00 UTC; Thursday 19:00 in Toronto, the same instant.
    const tokyo = await member('friday', '09:00:00', 'Asia/Tokyo');
    const toronto = await member('thursday', '19:00:00', 'America/Toronto');
    expect(await mailsFromScan(tokyo, '2026-01-23T00:00:00Z')).toBe(1);
    expect((await emailsTo(toronto)).length).toBe(1);
    const at = new Date('2026-01-23T00:20:00Z');
    await applySnooze(t.ctx.db, await linkToken(tokyo, 'tomorrow'), at);
    await applySnooze(t.ctx.db, await linkToken(toronto, 'tomorrow'), at);
    // Saturday 09:00 in Tokyo; Friday 19:00 in Toronto (the next day there).
    expect((await snoozesOf(tokyo))[0]?.remindAt?.toISOString()).toBe('2026-01-24T00:00:00.000Z');
    expect((await snoozesOf(toronto))[0]?.remindAt?.toISOString()).toBe('2026-01-24T00:00:00.000Z');
    expect(await mailsFromScan(tokyo, '2026-01-24T00:00:00Z')).toBe(1);
    expect((await emailsTo(tokyo)).length).toBe(2);
    expect((await emailsTo(toronto)).length).toBe(2);
  });

  it('any zone, any day but Sunday, any daytime hour, any week: one more reminder, the next day at the same local time', async () => {
    const zones = [
      'Pacific/Chatham',
      'Asia/Kathmandu',
      'Asia/Kolkata',
      'Australia/Adelaide',
      'America/St_Johns',
      'Europe/London',
      'America/Santiago',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
      'Africa/Casablanca',
    ];
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;
    const wallClock = (instant: Date, zone: string) =>
      new Intl.DateTimeFormat('en-CA', {
        timeZone: zone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(instant);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 5 }),
        // Reminders are at a whole hour (the preferences offer hours), in zones a quarter or half off UTC too.
        fc.integer({ min: 6, max: 21 }),
        fc.integer({ min: 0, max: 51 }),
        async (zone, day, hour, week) => {
          const time = `${String(hour).padStart(2, '0')}:00:00`;
          const user = await member(days[day] as Day, time, zone);
          // That day of that week of 2026, at that time where the member lives.
          const date = addDays('2025-12-29', week * 7 + day);
          const due = new Date(
            String(
              (
                (await t.ctx.database.executeSql(`select ((($1::date + $2::time) at time zone $3)) as due`, [
                  date,
                  time,
                  zone,
                ])) as { rows: { due: Date | string }[] }
              ).rows[0]?.due,
            ),
          );
          expect(await mailsFromScan(user, due.toISOString())).toBe(1);
          const outcome = await applySnooze(
            t.ctx.db,
            await linkToken(user, 'tomorrow'),
            new Date(due.getTime() + 10 * 60_000),
          );
          expect(outcome).toMatchObject({ status: 'done', answer: 'tomorrow' });
          const remindAt = (await snoozesOf(user))[0]?.remindAt;
          if (!remindAt) throw new Error('no snooze');
          expect(wallClock(remindAt, zone)).toBe(`${addDays(date, 1)}, ${time.slice(0, 5)}`);
          expect(await mailsFromScan(user, new Date(remindAt.getTime() - 1000).toISOString())).toBe(0);
          expect(await mailsFromScan(user, remindAt.toISOString())).toBe(1);
          expect(await mailsFromScan(user, new Date(remindAt.getTime() + 5 * 60_000).toISOString())).toBe(0);
          expect(await mailsFromScan(user, new Date(remindAt.getTime() + 86_400_000).toISOString())).toBe(0);
        },
      ),
      { numRuns: 12 },
    );
  }, 180_000);

  it('on the last day of the week, "tomorrow" says the week ends and sends nothing more', async () => {
    const user = await member('sunday', '10:00:00', null);
    expect(await mailsFromScan(user, '2026-02-08T10:00:00Z')).toBe(1);
    const outcome = await applySnooze(
      t.ctx.db,
      await linkToken(user, 'tomorrow'),
      new Date('2026-02-08T10:05:00Z'),
    );
    expect(outcome).toMatchObject({ status: 'done', answer: 'week_ends' });
    expect(await mailsFromScan(user, '2026-02-09T10:00:00Z')).toBe(0);
  });

  it('"week" sends none more that week (a pending "tomorrow" included); the next week’s still comes', async () => {
    const user = await member('monday', '08:00:00', null);
    expect(await mailsFromScan(user, '2026-02-16T08:00:00Z')).toBe(1);
    await applySnooze(t.ctx.db, await linkToken(user, 'tomorrow'), new Date('2026-02-16T08:01:00Z'));
    const week = await applySnooze(t.ctx.db, await linkToken(user, 'week'), new Date('2026-02-16T09:00:00Z'));
    expect(week).toMatchObject({ status: 'done', answer: 'week' });
    for (const at of ['2026-02-17T08:00:00Z', '2026-02-18T08:00:00Z', '2026-02-22T20:00:00Z']) {
      expect(await mailsFromScan(user, at)).toBe(0);
    }
    // The pending "tomorrow" is ended without a reminder.
    expect((await snoozesOf(user)).find((row) => row.kind === 'tomorrow')?.sentAt).not.toBeNull();
    expect(await mailsFromScan(user, '2026-02-23T08:00:00Z')).toBe(1);
  });

  it('sends none once that week’s check-up is done', async () => {
    const user = await member('tuesday', '12:00:00', null);
    expect(await mailsFromScan(user, '2026-03-03T12:00:00Z')).toBe(1);
    await applySnooze(t.ctx.db, await linkToken(user, 'tomorrow'), new Date('2026-03-03T12:30:00Z'));
    await t.ctx.db.insert(checkups).values({
      userId: user.id,
      weekStart: '2026-03-02',
      questionnaireId: 'evenkeel-weekly',
      questionnaireVersion: 1,
      answers: {},
      score: 60,
      band: 'room_to_improve',
      phq4Anxiety: 0,
      phq4Depression: 0,
      phq4Total: 0,
      phq4Severity: 'normal',
      lifeAreas: {},
      showCrisisHelp: false,
    });
    expect(await mailsFromScan(user, '2026-03-04T12:00:00Z')).toBe(0);
    // Ended without sending: not picked up again.
    expect((await snoozesOf(user))[0]?.sentAt?.toISOString()).toBe('2026-03-04T12:00:00.000Z');
    // A link used after the check-up says it is done.
    const late = await applySnooze(t.ctx.db, await linkToken(user, 'week'), new Date('2026-03-04T13:00:00Z'));
    expect(late).toMatchObject({ status: 'done', answer: 'checkup_done' });
  });

  it('racing scans send the snoozed reminder once; two snoozes due together send one', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => member('thursday', '07:00:00', null)));
    await scanReminders(t.ctx, new Date('2026-03-12T07:00:00Z'));
    for (const user of members) {
      await applySnooze(t.ctx.db, await linkToken(user, 'tomorrow'), new Date('2026-03-12T07:10:00Z'));
    }
    // The first member also used the push's "tomorrow": a second snooze due at the same time.
    const [first] = members as [Member];
    const push = snoozeTokens(
      await unsubscribeKey(t.ctx.db),
      first.slug,
      '2026-03-09',
      new Date('2026-03-12T07:00:00Z'),
    );
    await applySnooze(t.ctx.db, push.tomorrow, new Date('2026-03-12T07:11:00Z'));
    await Promise.all([
      scanReminders(t.ctx, new Date('2026-03-13T07:00:00Z'), 2),
      scanReminders(t.ctx, new Date('2026-03-13T07:00:00Z'), 2),
      scanReminders(t.ctx, new Date('2026-03-13T07:02:00Z'), 1),
    ]);
    for (const user of members) {
      expect(await emailsTo(user)).toHaveLength(2);
      for (const snooze of await snoozesOf(user)) expect(snooze.sentAt).not.toBeNull();
    }
  });
});
