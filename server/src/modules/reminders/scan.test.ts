import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkupPreferences, checkups, emails, reminderDeliveries, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { createUser } from '../../test/factories';
import { scanReminders } from './scan';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ EVENKEEL_PUBLIC_URL: 'https://evenkeel.example' });
  // The cron would scan at the real time in the middle of a test: scans here run by hand.
  await t.ctx.database.executeSql(`delete from pgboss.schedule where name = 'reminders.scan'`);
});
afterAll(() => t.close());

type Member = typeof users.$inferSelect;

async function member(
  frequency: (typeof checkupPreferences.$inferInsert)['frequency'],
  time: string,
  timezone: string | null,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<Member> {
  const user = await createUser(t.ctx, { timezone, ...overrides });
  await t.ctx.db.insert(checkupPreferences).values({ userId: user.id, frequency, time });
  return user;
}

const deliveriesOf = (user: Member) =>
  t.ctx.db.select().from(reminderDeliveries).where(eq(reminderDeliveries.userId, user.id));
const emailsTo = (user: Member) => t.ctx.db.select().from(emails).where(eq(emails.userId, user.id));

/** Scans at `iso` and tells whether this member was claimed by that scan. */
async function remindedAt(user: Member, iso: string): Promise<boolean> {
  const before = (await deliveriesOf(user)).length;
  await scanReminders(t.ctx, new Date(iso));
  return (await deliveriesOf(user)).length > before;
}

describe('the reminder scan', () => {
  it('reminds at the chosen hour in Europe/Paris, not an hour early, with the week in Paris', async () => {
    // Monday 2026-01-12, 09:00 in Paris (UTC+1 in winter) is 08:00 UTC.
    const user = await member('monday', '09:00:00', 'Europe/Paris');
    expect(await remindedAt(user, '2026-01-12T07:00:00Z')).toBe(false);
    expect(await remindedAt(user, '2026-01-12T07:59:59Z')).toBe(false);
    expect(await remindedAt(user, '2026-01-12T08:00:00Z')).toBe(true);
    expect(await deliveriesOf(user)).toMatchObject([{ weekStart: '2026-01-12', emailed: true }]);
    const [mail] = await emailsTo(user);
    expect(mail).toMatchObject({ toAddress: user.email, subject: 'Time for your weekly check-up' });
    expect(mail?.textBody).toContain('https://evenkeel.example/checkup');
    expect(mail?.textBody).toMatch(/https:\/\/evenkeel\.example\/reminders\/unsubscribe\?token=\S+/);
    expect(mail?.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/evenkeel\.example\/api\/reminders\/unsubscribe\?token=[^>]+>$/,
    );
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('reminds at the chosen hour in America/Toronto', async () => {
    // Wednesday 2026-01-14, 18:00 in Toronto (UTC−5) is 23:00 UTC, still Wednesday there.
    const user = await member('wednesday', '18:00:00', 'America/Toronto');
    expect(await remindedAt(user, '2026-01-14T22:59:59Z')).toBe(false);
    expect(await remindedAt(user, '2026-01-14T23:00:00Z')).toBe(true);
    expect(await deliveriesOf(user)).toMatchObject([{ weekStart: '2026-01-12' }]);
  });

  it('follows the spring clock change in Toronto (2026-03-08), a skipped hour included', async () => {
    // 02:00 does not exist that night (01:59 EST is followed by 03:00 EDT, 07:00 UTC).
    const skipped = await member('sunday', '02:00:00', 'America/Toronto');
    const morning = await member('sunday', '09:00:00', 'America/Toronto');
    expect(await remindedAt(skipped, '2026-03-08T06:59:59Z')).toBe(false);
    expect(await remindedAt(skipped, '2026-03-08T07:00:00Z')).toBe(true);
    // 09:00 EDT is 13:00 UTC (it was 14:00 UTC the Sunday before).
    expect(await remindedAt(morning, '2026-03-08T12:59:59Z')).toBe(false);
    expect(await remindedAt(morning, '2026-03-08T13:00:00Z')).toBe(true);
    // The ISO week in Toronto started on Monday 2026-03-02.
    expect((await deliveriesOf(morning))[0]?.weekStart).toBe('2026-03-02');
  });

  it('follows the spring clock change in Paris (2026-03-29), a skipped hour included', async () => {
    const skipped = await member('sunday', '02:00:00', 'Europe/Paris');
    const morning = await member('sunday', '09:00:00', 'Europe/Paris');
    // 01:59 CET is 00:59 UTC; the next minute is 03:00 CEST (01:00 UTC).
    expect(await remindedAt(skipped, '2026-03-29T00:59:59Z')).toBe(false);
    expect(await remindedAt(skipped, '2026-03-29T01:00:00Z')).toBe(true);
    expect(await remindedAt(morning, '2026-03-29T06:59:59Z')).toBe(false);
    expect(await remindedAt(morning, '2026-03-29T07:00:00Z')).toBe(true);
    expect((await deliveriesOf(morning))[0]?.weekStart).toBe('2026-03-23');
  });

  it('uses UTC without a timezone, and sends nothing once that week’s check-up is done', async () => {
    const utc = await member('tuesday', '10:00:00', null);
    expect(await remindedAt(utc, '2026-02-03T09:59:59Z')).toBe(false);
    expect(await remindedAt(utc, '2026-02-03T10:00:00Z')).toBe(true);

    const done = await member('tuesday', '10:00:00', 'Europe/Paris');
    await t.ctx.db.insert(checkups).values({
      userId: done.id,
      weekStart: '2026-02-09',
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
    // Tuesday 2026-02-10, 10:00 in Paris: the check-up of the week of 2026-02-09 exists.
    expect(await remindedAt(done, '2026-02-10T09:00:00Z')).toBe(false);
    expect(await remindedAt(done, '2026-02-10T20:00:00Z')).toBe(false);
    expect(await emailsTo(done)).toEqual([]);
    // The next week has no check-up yet: reminded.
    expect(await remindedAt(done, '2026-02-17T09:00:00Z')).toBe(true);
  });

  it('sends one reminder a week: scans again, later that week, and racing scans claim nothing more', async () => {
    const user = await member('thursday', '07:00:00', 'Europe/Paris');
    // Thursday 2026-02-19 07:00 in Paris = 06:00 UTC.
    await scanReminders(t.ctx, new Date('2026-02-19T06:00:00Z'));
    await scanReminders(t.ctx, new Date('2026-02-19T06:05:00Z'));
    await scanReminders(t.ctx, new Date('2026-02-19T12:00:00Z'));
    expect(await deliveriesOf(user)).toHaveLength(1);
    expect(await emailsTo(user)).toHaveLength(1);

    const racing = await Promise.all(
      Array.from({ length: 5 }, () => member('thursday', '07:00:00', 'Europe/Paris')),
    );
    // Two scans at once (separate connections on PostgreSQL), each in batches of two members.
    await Promise.all([
      scanReminders(t.ctx, new Date('2026-02-26T06:00:00Z'), 2),
      scanReminders(t.ctx, new Date('2026-02-26T06:00:00Z'), 2),
    ]);
    for (const user of racing) {
      expect(await deliveriesOf(user)).toMatchObject([{ weekStart: '2026-02-23' }]);
      expect(await emailsTo(user)).toHaveLength(1);
    }
    // And the queue got one delivery job per e-mail.
    const ids = (await Promise.all(racing.map(emailsTo))).flat().map((row) => row.id);
    const jobs = await t.ctx.database.executeSql(
      `select count(*)::int as n from pgboss.job where name = 'email.deliver' and (data->>'emailId')::bigint = any($1::bigint[])`,
      [ids],
    );
    expect(Number(jobs.rows[0]?.n)).toBe(racing.length);
  });

  it('does not fire a day that passed more than a day ago (a day chosen after the fact)', async () => {
    const user = await member('monday', '08:00:00', 'Europe/Paris');
    // Wednesday 2026-03-04: Monday 08:00 came 50 hours ago.
    expect(await remindedAt(user, '2026-03-04T09:00:00Z')).toBe(false);
    // Within a day of the hour (a worker outage), the reminder still goes.
    expect(await remindedAt(user, '2026-03-10T06:59:59Z')).toBe(true);
  });

  it('e-mails verified addresses only, and not when e-mail reminders are off', async () => {
    const unverified = await member('friday', '12:00:00', null, { emailVerifiedAt: null });
    const off = await member('friday', '12:00:00', null);
    await t.ctx.db
      .update(checkupPreferences)
      .set({ emailReminders: false })
      .where(eq(checkupPreferences.userId, off.id));
    await scanReminders(t.ctx, new Date('2026-01-16T12:00:00Z'));
    // Nothing to send them (no push either): nothing claimed, nothing written.
    expect(await deliveriesOf(unverified)).toEqual([]);
    expect(await deliveriesOf(off)).toEqual([]);
    expect(await emailsTo(unverified)).toEqual([]);
    expect(await emailsTo(off)).toEqual([]);
  });

  it('writes the e-mail in the member’s language', async () => {
    const user = await member('saturday', '11:00:00', 'Europe/Paris', { locale: 'fr', firstName: 'Léa' });
    await scanReminders(t.ctx, new Date('2026-01-17T10:00:00Z'));
    const [mail] = await emailsTo(user);
    expect(mail?.subject).toBe('C’est le moment de votre bilan hebdomadaire');
    expect(mail?.textBody).toContain('Bonjour Léa,');
    expect(mail?.textBody).toContain('Pour ne plus recevoir de rappels par courriel');
  });

  it('claims every member due in batches, skipping those it cannot reach', async () => {
    const many = await Promise.all(
      Array.from({ length: 23 }, () => member('sunday', '20:00:00', 'America/Toronto')),
    );
    const [unreachable, ...reachable] = many as [Member, ...Member[]];
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, unreachable.id));
    // Sunday 2026-01-18 20:00 in Toronto; batches of 5 members per transaction.
    const result = await scanReminders(t.ctx, new Date('2026-01-19T01:00:00Z'), 5);
    expect(result.claimed).toBeGreaterThanOrEqual(reachable.length);
    for (const user of reachable) {
      expect(await deliveriesOf(user)).toMatchObject([{ weekStart: '2026-01-12', emailed: true }]);
    }
    expect(await deliveriesOf(unreachable)).toEqual([]);
  });
});
