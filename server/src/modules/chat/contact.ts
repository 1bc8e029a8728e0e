import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Who may talk to whom (issue 29, "Who may talk to whom"; spec §6 "contact the user"), in this
 * one query: of `candidates`, the people `userId` is related to now.
 *
 * - connections, either direction;
 * - a group's administrators and its reporters (an administrator of a group also with the
 *   reporters of its units; an administrator of a unit with that unit's reporters);
 * - an organization's administrators and its members;
 * - an active care provider and the members of the provider's organization.
 *
 * A disabled organization gives no relationship (nobody acts inside it, product.md §1). The
 * answer is read at every request, so a conversation turns read-only the moment the
 * relationship ends, whichever way it ended.
 */
export async function relatedAmong(db: Db, userId: number, candidates: number[]): Promise<Set<number>> {
  const ids = [...new Set(candidates)].filter((id) => id !== userId);
  if (ids.length === 0) return new Set();
  const list = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    select c.id::bigint as id from unnest(array[${list}]::bigint[]) as c(id)
    where exists (
      select 1 from connections k
      where (k.sharer_id = ${userId} and k.viewer_id = c.id) or (k.sharer_id = c.id and k.viewer_id = ${userId})
    ) or exists (
      select 1 from group_roles a
      join groups g on g.id = a.group_id or g.parent_id = a.group_id
      join group_roles r on r.group_id = g.id and r.type = 'reporter'
      join organizations o on o.id = g.organization_id and o.state <> 'disabled'
      where a.type = 'administrator'
        and ((a.user_id = ${userId} and r.user_id = c.id) or (a.user_id = c.id and r.user_id = ${userId}))
    ) or exists (
      select 1 from organization_roles a
      join organization_roles m on m.organization_id = a.organization_id and m.type = 'member'
      join organizations o on o.id = a.organization_id and o.state <> 'disabled'
      where a.type = 'administrator'
        and ((a.user_id = ${userId} and m.user_id = c.id) or (a.user_id = c.id and m.user_id = ${userId}))
    ) or exists (
      select 1 from providers p
      join organization_roles m on m.organization_id = p.organization_id and m.type = 'member'
      join organizations o on o.id = p.organization_id and o.state <> 'disabled'
      where p.active
        and ((p.user_id = ${userId} and m.user_id = c.id) or (p.user_id = c.id and m.user_id = ${userId}))
    )`);
  const rows = (result as unknown as { rows: { id: unknown }[] }).rows;
  return new Set(rows.map((row) => Number(row.id)));
}

/** Whether two people may contact each other now. */
export async function mayContact(db: Db, userId: number, otherId: number): Promise<boolean> {
  return (await relatedAmong(db, userId, [otherId])).has(otherId);
}

/** A person by public id: only the id, so nothing about them can leak from here. */
export async function findPerson(db: Db, slug: string): Promise<{ id: number } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.slug, slug));
  return row;
}
