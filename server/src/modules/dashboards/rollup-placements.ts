import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { NodeKey } from './privacy';

// Where the rollups' people counted (rollup.ts): the populations each one was in, as node keys,
// computed per combination of populations rather than per person.

/**
 * Who was where, per person: the ids of the organizations they were a member of and of the
 * groups or units they reported to, as two arrays, from `spans` (person, organization_id,
 * group_id: one row per span in force). The populations a person counts in are these plus the
 * group above each unit, added per combination in `withParents` (a few thousand combinations,
 * not 100,000 people); the arrays are neither sorted nor deduplicated here, `withParents` does it
 * per combination (sorting each person's array cost more than the rest of the query).
 */
export const placements = (person: ReturnType<typeof sql>) => sql`
  select ${person} as person,
    array_agg(organization_id) filter (where group_id is null) as organizations,
    array_agg(group_id) filter (where group_id is not null) as groups
  from spans group by ${person}`;

type Ids = (number | string | bigint)[] | null;
export type Placed = { organizations: Ids; groups: Ids; people: number };

/** Each unit's group (groups and units can not be moved: the current tree is every period's). */
export async function parentsOf(db: Db): Promise<Map<number, number>> {
  const rows = (await db.execute(
    sql`select id, parent_id from groups where parent_id is not null`,
  )) as unknown as { rows: { id: number | string; parent_id: number | string }[] };
  return new Map(rows.rows.map((row) => [Number(row.id), Number(row.parent_id)]));
}

/** One row's populations as node keys, each unit's group added, sorted. */
export function nodesOf(organizations: Ids, groups: Ids, parents: Map<number, number>): NodeKey[] {
  const groupIds = new Set((groups ?? []).map(Number));
  for (const id of [...groupIds]) {
    const parent = parents.get(id);
    if (parent !== undefined) groupIds.add(parent);
  }
  return [
    ...new Set((organizations ?? []).map((id) => `o${Number(id)}`)),
    ...[...groupIds].map((id) => `g${id}`),
  ].sort();
}

/**
 * The rows' populations as node keys (`o<id>`, `g<id>`, each unit's group added), rows that
 * end up with the same populations merged by adding their sums.
 */
export function withParents<T extends Placed>(
  rows: readonly T[],
  parents: Map<number, number>,
): (Omit<T, 'organizations' | 'groups'> & { nodes: NodeKey[] })[] {
  const merged = new Map<string, Omit<T, 'organizations' | 'groups'> & { nodes: NodeKey[] }>();
  for (const { organizations, groups, ...sums } of rows) {
    const nodes = nodesOf(organizations, groups, parents);
    const key = nodes.join(' ');
    const found = merged.get(key);
    if (!found) {
      merged.set(key, { ...sums, nodes });
      continue;
    }
    for (const [name, value] of Object.entries(sums)) {
      const total = found as Record<string, unknown>;
      if (typeof value === 'number') total[name] = (total[name] as number) + value;
    }
  }
  return [...merged.values()];
}
