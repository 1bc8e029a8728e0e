/**
 * The session store: a row per signed-in browser or app, keyed by the SHA-256 of its cookie
 * token. Authentication (`http/authenticate.ts`) finds a session here on every request; the
 * sessions module creates and ends them.
 */
import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { withCompiledRows } from '../db/compiled-rows';
import { sessions, users } from '../db/schema';
import { statement } from '../db/statements';
import { hashToken, newSecretToken } from '../lib/ids';
import type { RoleNames, User } from './user';

/** A session ends after 24 hours without use, and in any case 30 days after sign-in. */
export const SESSION_IDLE_MS = 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 60 * 60 * 1000;
/** `last_seen_at` is written at most this often, so reads stay reads. */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

/**
 * The user's role names, computed inside the session query so a signed-in request costs one
 * round trip. Written with qualified names: Drizzle leaves columns unqualified in a subquery.
 */
export const roleNamesSql = sql<RoleNames>`array(
  select distinct 'organization_' || r.type from organization_roles r where r.user_id = "users"."id"
  union
  select distinct 'group_' || r.type from group_roles r where r.user_id = "users"."id"
  union
  select 'provider' from providers p where p.user_id = "users"."id"
  union
  select 'connection_viewer' from connections c where c.viewer_id = "users"."id"
  order by 1
)`;

/**
 * The sharing lists' epoch (db/schema/sharing.ts, `sharingEpoch`), read in the same statement so a
 * kept list costs no round trip beyond the session (server/src/http/list-cache.ts).
 */
const sharingVersionSql = sql<number>`(select version from sharing_epoch)`.mapWith(Number);

/** Creates a session and returns the cookie's token; the table keeps only its hash. */
export async function createSession(db: Db, userId: number, userAgent: string | undefined): Promise<string> {
  const token = newSecretToken();
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SESSION_ABSOLUTE_MS),
    userAgent: userAgent?.slice(0, 300),
  });
  return token;
}

/**
 * What the session lookup selects: the session, its user, their role names and the sharing
 * epoch. A route that reads the session in a statement of its own (`readSession` in a route's
 * config, http/authenticate.ts) selects these same fields beside its own.
 */
export const sessionSelection = {
  session: sessions,
  user: users,
  roles: roleNamesSql,
  sharingVersion: sharingVersionSql,
};

/** A live session: the cookie's hash (`id`), not expired at `now`, used since `idleSince`. */
export function sessionConditions() {
  return and(
    eq(sessions.id, sql.placeholder('id')),
    gt(sessions.expiresAt, sql.placeholder('now')),
    gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
  );
}

export type FoundSession = { session: SessionRow; user: User; roles: RoleNames; sharingVersion: number };

/** The lookup's parameters for a cookie token, at the time of the request. */
export type SessionLookup = { id: string; now: Date; idleSince: Date };

export function sessionLookup(token: string): SessionLookup {
  const now = new Date();
  return { id: hashToken(token), now, idleSince: new Date(now.getTime() - SESSION_IDLE_MS) };
}

function buildFindSession(db: Db) {
  const query = db
    .select(sessionSelection)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(sessionConditions())
    .limit(1)
    .prepare('find_session');
  return withCompiledRows(query);
}

/**
 * The live session and its user for a lookup, or null (expired, idle, or unknown); not touched.
 * The lookup runs on every signed-in request: a prepared statement, planned once per connection
 * (db/statements.ts), more than doubles its throughput (bench/README.md). Named prepared
 * statements need session-level pooling (not PgBouncer in transaction mode).
 */
export async function readSession(db: Db, lookup: SessionLookup): Promise<FoundSession | null> {
  const [row] = await statement(db, 'find_session', buildFindSession).execute(lookup);
  return row ?? null;
}

/** Writes the session's `last_seen_at` when the last write is older than TOUCH_EVERY_MS. */
export async function touchSession(db: Db, session: SessionRow, now: Date): Promise<void> {
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, session.id));
  }
}

export async function destroySession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function destroyAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function purgeExpiredSessions(db: Db): Promise<void> {
  const idleSince = new Date(Date.now() - SESSION_IDLE_MS);
  await db.delete(sessions).where(or(lt(sessions.expiresAt, sql`now()`), lt(sessions.lastSeenAt, idleSince)));
}

export async function findRoleNames(db: Db, userId: number): Promise<RoleNames> {
  const [row] = await db.select({ roles: roleNamesSql }).from(users).where(eq(users.id, userId));
  return row?.roles ?? [];
}
