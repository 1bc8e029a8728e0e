import { count, desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { withCompiledRows } from '../../db/compiled-rows';
import { totalOf, windowTotal } from '../../db/paging';
import { connections, users } from '../../db/schema';
import { statement } from '../../db/statements';
import { notFound } from '../../http/errors';
import type { Page } from '../../http/jsonapi';

export type ConnectionRecord = typeof connections.$inferSelect;

function buildList(db: Db, reports: boolean) {
  const mine = reports ? connections.viewerId : connections.sharerId;
  const other = reports ? connections.sharerId : connections.viewerId;
  const query = db
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
    .where(eq(mine, sql.placeholder('actorId')))
    .orderBy(desc(connections.createdAt), desc(connections.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(reports ? 'connections_reports' : 'connections_viewers');
  return withCompiledRows(query);
}

/**
 * A page of the actor's connections with the other person: the viewers of the actor's data
 * (`reports` false), or the sharers of theirs (`reports` true). Both lists are prepared
 * statements, planned once per connection (db/statements.ts): the account page reads one on
 * every visit (bench/README.md, "Sharing lists").
 */
export async function listConnections(db: Db, actorId: number, reports: boolean, page: Page) {
  const name = reports ? 'connections_reports' : 'connections_viewers';
  const rows = await statement(db, name, (d) => buildList(d, reports)).execute({
    actorId,
    limit: page.size,
    offset: page.offset,
  });
  const mine = reports ? connections.viewerId : connections.sharerId;
  const total = await totalOf(rows, page, async () =>
    Number((await db.select({ value: count() }).from(connections).where(eq(mine, actorId)))[0]?.value ?? 0),
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
