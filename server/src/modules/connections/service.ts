import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { connections, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/jsonapi';
import { recordAudit } from '../audit/service';

export type ConnectionRecord = typeof connections.$inferSelect;

/**
 * A page of the actor's connections with the other person: the viewers of the actor's data
 * (`reports` false), or the sharers of theirs (`reports` true).
 */
export async function listConnections(db: Db, actorId: number, reports: boolean, page: Page) {
  const mine = reports ? connections.viewerId : connections.sharerId;
  const other = reports ? connections.sharerId : connections.viewerId;
  const where = eq(mine, actorId);
  const rows = await db
    .select({
      slug: connections.slug,
      createdAt: connections.createdAt,
      userSlug: users.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profilePictureUrl: users.profilePictureUrl,
      total: windowTotal(),
    })
    .from(connections)
    .innerJoin(users, eq(users.id, other))
    .where(where)
    .orderBy(desc(connections.createdAt), desc(connections.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () =>
    Number((await db.select({ value: count() }).from(connections).where(where))[0]?.value ?? 0),
  );
  return { rows, total };
}

export type ConnectionListRow = Awaited<ReturnType<typeof listConnections>>['rows'][number];

export async function findConnection(db: Db, slug: string): Promise<ConnectionRecord | undefined> {
  const [row] = await db.select().from(connections).where(eq(connections.slug, slug)).limit(1);
  return row;
}

/**
 * Ends a connection with its audit row in one transaction; 404 when a concurrent request ended
 * it first.
 */
export async function deleteConnection(
  db: Db,
  connection: Pick<ConnectionRecord, 'id' | 'sharerId' | 'viewerId'>,
  actor: { id: number; ip: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(connections)
      .where(eq(connections.id, connection.id))
      .returning({ id: connections.id });
    if (!deleted) throw notFound();
    await recordAudit(tx, {
      action: 'connection_deleted',
      actorId: actor.id,
      subjectUserId: connection.sharerId === actor.id ? connection.viewerId : connection.sharerId,
      ip: actor.ip,
    });
  });
}
