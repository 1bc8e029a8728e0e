import type { AccessClient } from '@evenkeel/common/privacy';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { destroyAllSessions, findRoleNames } from '../../auth/sessions';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { recordAccess } from '../../db/access-records';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { organizationRoles, organizations, users } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import { resendVerification } from '../email-verifications/service';

/** The platform administrator acting, as the audit and the member's access log name them. */
export type SupportActor = {
  id: number;
  firstName: string;
  lastName: string;
  ip: string;
  client: AccessClient;
};

export type AccountOrganization = {
  slug: string;
  name: string;
  role: 'member' | 'administrator';
};

export type AccountDetails = { roles: string[]; organizations: AccountOrganization[] };

/** `%` and `_` typed in an address are letters, not LIKE wildcards. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts whose address is, or starts with, `email` (case-insensitive, the unique index's
 * `lower(email)`), exact match first; paginated.
 */
export async function searchAccounts(
  db: Db,
  email: string,
  page: Page,
): Promise<{ rows: User[]; total: number }> {
  const wanted = email.trim().toLowerCase();
  const where = sql`lower(${users.email}) like ${likePrefix(wanted)}`;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(sql`lower(${users.email}) = ${wanted} desc`, asc(sql`lower(${users.email})`))
      .limit(page.size)
      .offset(page.offset),
    db.select({ value: count() }).from(users).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function findAccount(db: Db, slug: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return user;
}

/** The account's role names and organizations: names and roles only, nothing they wrote. */
export async function accountDetails(db: Db, userId: number): Promise<AccountDetails> {
  const [roles, orgs] = await Promise.all([
    findRoleNames(db, userId),
    db
      .select({ slug: organizations.slug, name: organizations.name, role: organizationRoles.type })
      .from(organizationRoles)
      .innerJoin(organizations, eq(organizations.id, organizationRoles.organizationId))
      .where(eq(organizationRoles.userId, userId))
      .orderBy(asc(organizations.name)),
  ]);
  return { roles, organizations: orgs };
}

const accessRead = (account: Pick<User, 'id'>, actor: SupportActor) => ({
  subjectUserId: account.id,
  viewer: actor,
  viewerRole: 'platform_administrator' as const,
  dataKind: 'account' as const,
  purpose: 'account_support' as const,
  client: actor.client,
});

/**
 * Support read the account (a search that found it, or its details): a line in the member's
 * "who saw my data" (issue 30), and an audit row.
 */
export async function recordAccountRead(db: Db, accounts: Pick<User, 'id'>[], actor: SupportActor) {
  if (accounts.length === 0) return;
  await db.transaction(async (tx) => {
    for (const account of accounts) {
      await recordAccess(tx, accessRead(account, actor));
      await recordAudit(tx, {
        action: 'account_support_read',
        actorId: actor.id,
        subjectUserId: account.id,
        ip: actor.ip,
      });
    }
  });
}

/**
 * Locks the account: the lock and its reason, every session of the account ended, the audit row
 * and the member's access record, in one transaction; after commit, its chat sockets close on
 * every instance (4401, like a sign-out). Sign-in is refused from then on (sessions/sign-in.ts).
 * The reason is the administrator's support note, never the member's data: it is kept with the
 * account and in the audit row's detail.
 */
export async function lockAccount(ctx: AppContext, account: User, reason: string, actor: SupportActor) {
  const locked = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ lockedAt: new Date(), lockReason: reason, updatedAt: new Date() })
      .where(and(eq(users.id, account.id), sql`${users.lockedAt} is null`))
      .returning();
    if (!row) return account;
    await destroyAllSessions(tx, account.id);
    await recordAudit(tx, {
      action: 'account_locked',
      actorId: actor.id,
      subjectUserId: account.id,
      detail: reason,
      ip: actor.ip,
    });
    await recordAccess(tx, accessRead(account, actor));
    return row;
  });
  ctx.bus.publish({ kind: 'session_ended', userId: account.id, sessionId: null });
  return locked;
}

/** Unlocks the account (sign-in works again), with its audit row and access record, in one transaction. */
export async function unlockAccount(db: Db, account: User, reason: string, actor: SupportActor) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ lockedAt: null, lockReason: null, updatedAt: new Date() })
      .where(eq(users.id, account.id))
      .returning();
    if (!row) throw new Error('account not unlocked');
    await recordAudit(tx, {
      action: 'account_unlocked',
      actorId: actor.id,
      subjectUserId: account.id,
      detail: reason,
      ip: actor.ip,
    });
    await recordAccess(tx, accessRead(account, actor));
    return row;
  });
}

/**
 * Sends the account a new confirmation link through the e-mail-verifications service (its own
 * limit of links an hour applies), then records the administrator's action in the audit log and
 * the member's access log.
 */
export async function resendAccountVerification(ctx: AppContext, account: User, actor: SupportActor) {
  const sent = await resendVerification(ctx, account, actor.ip);
  if (sent !== 'sent') return sent;
  await ctx.db.transaction(async (tx) => {
    await recordAudit(tx, {
      action: 'account_verification_resent',
      actorId: actor.id,
      subjectUserId: account.id,
      ip: actor.ip,
    });
    await recordAccess(tx, accessRead(account, actor));
  });
  return sent;
}
