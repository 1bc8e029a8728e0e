import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  SHARE_LINK_CODE_ATTEMPTS,
  SHARE_LINK_CODE_COOKIE_MINUTES,
  SHARE_LINK_CODE_LENGTH,
  SHARE_LINK_LOCK_MINUTES,
  type ShareLinkCreateInput,
} from '@evenkeel/common';
import type { AccessClient, AccessDataKind } from '@evenkeel/common/privacy';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import { recordLinkOpening } from '../../db/access-records';
import type { Db } from '../../db/client';
import { checkups, shareLinks, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Member } from '../checkups';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type SharedCheckup = typeof checkups.$inferSelect;

/** The token in a link: 32 random bytes, base64url (43 characters). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
export const isTokenShaped = (token: string) => TOKEN.test(token);
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new link: the token and the code are made here and returned once; only their hashes are kept
 * (the code with the passwords' argon2id, so a stolen table does not give 6 digits away in a
 * million cheap tries). The member's row is locked while the active links are counted, so two
 * requests together cannot make a sixth. `refuse` says no, given that count.
 */
export async function createShareLink(
  db: Db,
  member: User,
  input: ShareLinkCreateInput,
  refuse: (activeCount: number) => Error | null,
): Promise<{ row: ShareLinkRow; token: string; code: string | null }> {
  const token = randomBytes(32).toString('base64url');
  const code = input.code_required
    ? String(randomInt(0, 10 ** SHARE_LINK_CODE_LENGTH)).padStart(SHARE_LINK_CODE_LENGTH, '0')
    : null;
  const codeHash = code ? await hashPassword(code) : null;
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${member.id} for update`);
    const [active] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(shareLinks)
      .where(
        and(
          eq(shareLinks.userId, member.id),
          isNull(shareLinks.revokedAt),
          gt(shareLinks.expiresAt, sql`now()`),
        ),
      );
    const refusal = refuse(active?.count ?? 0);
    if (refusal) throw refusal;
    const [created] = await tx
      .insert(shareLinks)
      .values({
        userId: member.id,
        label: input.label || null,
        tokenHash: tokenHash(token),
        includeAnswers: input.include_answers,
        includeLogs: input.include_logs,
        codeHash,
        expiresAt: new Date(input.expires_at),
      })
      .returning();
    if (!created) throw new Error('share link not created');
    return created;
  });
  return { row, token, code };
}

/** A page of the member's links, newest first, and how many they have. */
export async function listShareLinks(
  db: Db,
  userId: number,
  page: Page,
): Promise<{ rows: ShareLinkRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(shareLinks)
      .where(eq(shareLinks.userId, userId))
      .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ value: sql<number>`count(*)::int` }).from(shareLinks).where(eq(shareLinks.userId, userId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findShareLink(db: Db, slug: string): Promise<ShareLinkRow | undefined> {
  const [row] = await db.select().from(shareLinks).where(eq(shareLinks.slug, slug));
  return row;
}

/** Revoked at once: the next request for the page answers 410. */
export async function revokeShareLink(db: Db, row: ShareLinkRow): Promise<void> {
  await db
    .update(shareLinks)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(shareLinks.id, row.id), isNull(shareLinks.revokedAt)));
}

export type OpenedLink = { link: ShareLinkRow; member: Member & { locale: string } };

/** The link a token opens, with its member, or undefined. */
export async function findByToken(db: Db, token: string): Promise<OpenedLink | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select({
      link: shareLinks,
      member: {
        id: users.id,
        slug: users.slug,
        firstName: users.firstName,
        lastName: users.lastName,
        profilePictureUrl: users.profilePictureUrl,
        timezone: users.timezone,
        resultsVersion: users.resultsVersion,
        locale: users.locale,
      },
    })
    .from(shareLinks)
    .innerJoin(users, eq(users.id, shareLinks.userId))
    .where(eq(shareLinks.tokenHash, tokenHash(token)));
  return row;
}

/**
 * A code typed on the link's page: right (the failures start again from zero) or wrong (counted;
 * the fifth locks the link for 15 minutes, and the count starts again after). Returns the row as
 * it is now. The caller has checked that the link is not locked.
 */
export async function tryCode(
  db: Db,
  link: ShareLinkRow,
  code: string,
): Promise<{ ok: boolean; row: ShareLinkRow }> {
  const ok =
    link.codeHash !== null &&
    new RegExp(`^\\d{${SHARE_LINK_CODE_LENGTH}}$`).test(code) &&
    (await verifyPassword(link.codeHash, code));
  const [row] = ok
    ? await db
        .update(shareLinks)
        .set({ failedAttempts: 0, lockedUntil: null })
        .where(eq(shareLinks.id, link.id))
        .returning()
    : await db
        .update(shareLinks)
        .set({
          failedAttempts: sql`case when ${shareLinks.failedAttempts} + 1 >= ${SHARE_LINK_CODE_ATTEMPTS} then 0 else ${shareLinks.failedAttempts} + 1 end`,
          lockedUntil: sql`case when ${shareLinks.failedAttempts} + 1 >= ${SHARE_LINK_CODE_ATTEMPTS}
            then now() + ${`${SHARE_LINK_LOCK_MINUTES} minutes`}::interval else ${shareLinks.lockedUntil} end`,
        })
        .where(eq(shareLinks.id, link.id))
        .returning();
  return { ok, row: row ?? link };
}

/**
 * The cookie a right code leaves in that browser, for that link's path only: when it ends and a
 * MAC of the link under its code's hash, a secret the server alone holds (the token is known to
 * whoever has the link; the code's salted hash is not). A new code would need a new link.
 */
export function codeCookieValue(link: ShareLinkRow, now: Date): string {
  const until = now.getTime() + SHARE_LINK_CODE_COOKIE_MINUTES * 60 * 1000;
  return `${until}.${codeMac(link, until)}`;
}

export function codeCookieValid(link: ShareLinkRow, value: string | undefined, now: Date): boolean {
  if (!value || !link.codeHash) return false;
  const [untilText = '', mac = ''] = value.split('.');
  const until = Number(untilText);
  if (!Number.isSafeInteger(until) || until <= now.getTime()) return false;
  const expected = Buffer.from(codeMac(link, until));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function codeMac(link: ShareLinkRow, until: number): string {
  return createHmac('sha256', link.codeHash ?? '')
    .update(`${link.tokenHash}.${until}`)
    .digest('base64url');
}

/**
 * An opening of the link (its page, or its file): one more on the link's count, and a line for
 * each kind of data shown in the member's "Who saw my data", in one transaction, before the
 * answer leaves.
 */
export async function recordOpening(
  db: Db,
  link: ShareLinkRow,
  opening: { viewerName: string; kinds: AccessDataKind[]; client: AccessClient },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(shareLinks)
      .set({ openCount: sql`${shareLinks.openCount} + 1`, lastOpenedAt: sql`now()` })
      .where(eq(shareLinks.id, link.id));
    for (const dataKind of opening.kinds) {
      await recordLinkOpening(tx, {
        subjectUserId: link.userId,
        shareLinkId: link.id,
        viewerName: opening.viewerName,
        dataKind,
        client: opening.client,
      });
    }
  });
}

/** The member's check-ups, newest first, for the answers the link shows. */
export function sharedCheckups(db: Db, userId: number): Promise<SharedCheckup[]> {
  return db
    .select()
    .from(checkups)
    .where(eq(checkups.userId, userId))
    .orderBy(desc(checkups.weekStart))
    .limit(520);
}

/** How many of the member's links still open (neither revoked nor expired): 5 at most (the policy). */
export async function countActiveShareLinks(db: Db, userId: number): Promise<number> {
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shareLinks)
    .where(
      and(eq(shareLinks.userId, userId), isNull(shareLinks.revokedAt), gt(shareLinks.expiresAt, sql`now()`)),
    );
  return active?.count ?? 0;
}
