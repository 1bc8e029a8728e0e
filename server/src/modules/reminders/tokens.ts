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
