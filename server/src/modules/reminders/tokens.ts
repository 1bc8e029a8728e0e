import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'evenkeel:checkup-reminders:unsubscribe:v1';

/**
 * The unsubscribe token of a member: their slug and an HMAC-SHA256 of it under a server key
 * (server_secrets), so it cannot be guessed or forged, needs no row, and keeps working for
 * every reminder ever sent. It only turns e-mail reminders off: nothing else accepts it.
 */
export function unsubscribeToken(key: Buffer, slug: string): string {
  return `${slug}.${createHmac('sha256', key).update(`${PURPOSE}:${slug}`).digest('base64url')}`;
}

/** The slug the token was made for, or null when it is malformed or forged. */
export function verifyUnsubscribeToken(key: Buffer, token: unknown): string | null {
  if (typeof token !== 'string' || token.length > 200) return null;
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const slug = token.slice(0, dot);
  const expected = Buffer.from(unsubscribeToken(key, slug));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given) ? slug : null;
}

const SNOOZE_PURPOSE = 'evenkeel:checkup-reminders:snooze:v1';

export const SNOOZE_KINDS = ['tomorrow', 'week'] as const;
export type SnoozeKind = (typeof SNOOZE_KINDS)[number];

/** What a "remind me later" link stands for (issue 32 §4). */
export type SnoozeClaim = {
  /** The member's slug. */
  slug: string;
  /** The ISO Monday (yyyy-mm-dd) of the reminded week, in the member's time zone. */
  weekStart: string;
  kind: SnoozeKind;
  /** Unix seconds after which the link is refused. */
  expiresAt: number;
  /** Random, base64url: `reminder_snoozes.token_nonce` (unique), so the link acts once. */
  nonce: string;
};

const snoozeMac = (key: Buffer, body: string) =>
  createHmac('sha256', key).update(`${SNOOZE_PURPOSE}:${body}`).digest('base64url');

/**
 * A "remind me later" token: `slug.week.kind.expiry.nonce.HMAC`, signed with the unsubscribe
 * key under another purpose (so neither token is accepted for the other). Unlike unsubscribing
 * it acts once (the nonce) and expires.
 */
export function snoozeToken(key: Buffer, claim: SnoozeClaim): string {
  const body = [claim.slug, claim.weekStart, claim.kind, claim.expiresAt, claim.nonce].join('.');
  return `${body}.${snoozeMac(key, body)}`;
}

/** The claim a token was signed with, or null when it is malformed or forged (expiry not checked). */
export function verifySnoozeToken(key: Buffer, token: unknown): SnoozeClaim | null {
  if (typeof token !== 'string' || token.length > 300) return null;
  const parts = token.split('.');
  if (parts.length !== 6) return null;
  const [slug, weekStart, kind, expiry, nonce, mac] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const expected = Buffer.from(snoozeMac(key, parts.slice(0, 5).join('.')));
  const given = Buffer.from(mac);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(weekStart) || !/^\d{1,12}$/.test(expiry) || !/^[\w-]{16,64}$/.test(nonce)) {
    return null;
  }
  if (!(SNOOZE_KINDS as readonly string[]).includes(kind) || slug === '') return null;
  return { slug, weekStart, kind: kind as SnoozeKind, expiresAt: Number(expiry), nonce };
}
