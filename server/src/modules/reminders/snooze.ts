import { randomBytes } from 'node:crypto';
import type { Locale } from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderSnoozes } from '../../db/schema';
import { unsubscribeKey } from '../push';
import { type SnoozeClaim, type SnoozeKind, snoozeToken, verifySnoozeToken } from './tokens';

/** A "remind me later" link works this many days after its reminder, and only in its week. */
export const SNOOZE_LINK_DAYS = 7;

/** Both links of one reminder, each with its own nonce (using one leaves the other usable). */
export function snoozeTokens(
  key: Buffer,
  slug: string,
  weekStart: string,
  now: Date,
): Record<SnoozeKind, string> {
  const expiresAt = Math.floor(now.getTime() / 1000) + SNOOZE_LINK_DAYS * 24 * 60 * 60;
  const token = (kind: SnoozeKind) =>
    snoozeToken(key, { slug, weekStart, kind, expiresAt, nonce: randomBytes(16).toString('base64url') });
  return { tomorrow: token('tomorrow'), week: token('week') };
}

/** The e-mail's two links: the confirmation page (GET asks, its button POSTs). */
export function snoozeLinks(base: string, tokens: Record<SnoozeKind, string>): Record<SnoozeKind, string> {
  const link = (token: string) => `${base}/reminders/snooze?token=${encodeURIComponent(token)}`;
  return { tomorrow: link(tokens.tomorrow), week: link(tokens.week) };
}

/** The member a token names, seen from their own clock and zone at `now`. */
type SnoozingMember = {
  id: number;
  locale: Locale;
  /** The ISO Monday of `now` in the member's zone. */
  currentWeek: string;
  /** Tomorrow at the member's reminder hour (their current hour without one), as an instant. */
  tomorrowAt: Date;
  /** That hour, HH:MI in the member's zone. */
  hour: string;
  /** The ISO Monday tomorrow falls in. */
  tomorrowWeek: string;
  /** The token's week has its check-up. */
  checkupDone: boolean;
  /** The token's nonce is already in `reminder_snoozes`. */
  used: boolean;
};

/**
 * Local time as the scan reads it (PostgreSQL's `AT TIME ZONE`, an unknown zone = UTC): "tomorrow"
 * is the next calendar day at the same wall-clock hour, whatever daylight saving does overnight.
 */
async function snoozingMember(db: Db, claim: SnoozeClaim, now: Date): Promise<SnoozingMember | null> {
  const result = await db.execute(sql`
    select u.id, u.locale,
      date_trunc('week', local.now)::date::text as current_week,
      (local.tomorrow at time zone zone.name) as tomorrow_at,
      to_char(local.tomorrow, 'HH24:MI') as hour,
      date_trunc('week', local.tomorrow)::date::text as tomorrow_week,
      exists (select 1 from checkups c where c.user_id = u.id and c.week_start = ${claim.weekStart}::date)
        as checkup_done,
      exists (select 1 from reminder_snoozes s where s.token_nonce = ${claim.nonce}) as used
    from users u
    left join checkup_preferences p on p.user_id = u.id
    left join pg_timezone_names z on z.name = u.timezone
    cross join lateral (select coalesce(z.name, 'UTC') as name) zone
    cross join lateral (select (${now.toISOString()}::timestamptz at time zone zone.name) as now) clock
    cross join lateral (
      select clock.now,
        date_trunc('day', clock.now) + interval '1 day'
          + case when p.time ~ '^[0-2][0-9]:00:00$' then p.time::interval
            else date_trunc('hour', clock.now) - date_trunc('day', clock.now) end as tomorrow
    ) local
    where u.slug = ${claim.slug}`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0];
  if (!row) return null;
  return {
    id: Number(row.id),
    locale: row.locale as Locale,
    currentWeek: String(row.current_week),
    tomorrowAt: new Date(row.tomorrow_at as string | Date),
    hour: String(row.hour),
    tomorrowWeek: String(row.tomorrow_week),
    checkupDone: Boolean(row.checkup_done),
    used: Boolean(row.used),
  };
}

export type SnoozeOutcome =
  /** Forged, malformed, or the account is gone. */
  | { status: 'invalid' }
  | { status: 'used'; locale: Locale }
  | { status: 'expired'; locale: Locale }
  | {
      /** `ready`: the link may act (the GET page); `done`: it just did (the POST). */
      status: 'ready' | 'done';
      locale: Locale;
      kind: SnoozeKind;
      /** `tomorrow`: the hour (HH:MI, member's zone) of the reminder to come. */
      hour: string;
      /**
       * What the member is told: `tomorrow` (one more reminder at `hour`), `week` (none more this
       * week), `week_ends` (tomorrow is in the next week: nothing more for this one), `checkup_done`.
       */
      answer: 'tomorrow' | 'week' | 'week_ends' | 'checkup_done';
      token: string;
    };

/** What a link would do at `now`, without doing it (the GET page, which mail scanners open). */
export async function previewSnooze(db: Db, token: unknown, now: Date): Promise<SnoozeOutcome> {
  const checked = await check(db, token, now);
  if (checked.status !== 'valid') return checked;
  return { ...describe(checked.claim, checked.member), status: 'ready', token: String(token) };
}

/**
 * Acts on a link once: records the snooze (`token_nonce` unique: of two requests with the same
 * token, one inserts and the other is told it was used). `tomorrow` gets `remind_at`, unless
 * tomorrow is already the next week (then none: the week's reminders are over anyway).
 */
export async function applySnooze(db: Db, token: unknown, now: Date): Promise<SnoozeOutcome> {
  const checked = await check(db, token, now);
  if (checked.status !== 'valid') return checked;
  const { claim, member } = checked;
  const outcome = describe(claim, member);
  const inserted = await db
    .insert(reminderSnoozes)
    .values({
      userId: member.id,
      weekStart: claim.weekStart,
      kind: claim.kind,
      tokenNonce: claim.nonce,
      remindAt: outcome.answer === 'tomorrow' ? member.tomorrowAt : null,
    })
    .onConflictDoNothing({ target: reminderSnoozes.tokenNonce })
    .returning({ id: reminderSnoozes.id });
  if (inserted.length === 0) return { status: 'used', locale: member.locale };
  return { ...outcome, status: 'done', token: String(token) };
}

type Checked =
  | Extract<SnoozeOutcome, { status: 'invalid' | 'used' | 'expired' }>
  | { status: 'valid'; claim: SnoozeClaim; member: SnoozingMember };

async function check(db: Db, token: unknown, now: Date): Promise<Checked> {
  const claim = verifySnoozeToken(await unsubscribeKey(db), token);
  if (!claim) return { status: 'invalid' };
  const member = await snoozingMember(db, claim, now);
  if (!member) return { status: 'invalid' };
  if (member.used) return { status: 'used', locale: member.locale };
  // Past its date, or its week is over in the member's zone: nothing left to snooze.
  if (now.getTime() > claim.expiresAt * 1000 || member.currentWeek !== claim.weekStart) {
    return { status: 'expired', locale: member.locale };
  }
  return { status: 'valid', claim, member };
}

function describe(claim: SnoozeClaim, member: SnoozingMember) {
  const answer = member.checkupDone
    ? 'checkup_done'
    : claim.kind === 'week'
      ? 'week'
      : member.tomorrowWeek !== claim.weekStart
        ? 'week_ends'
        : 'tomorrow';
  return { locale: member.locale, kind: claim.kind, hour: member.hour, answer } as const;
}
