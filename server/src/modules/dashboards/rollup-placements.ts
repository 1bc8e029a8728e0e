import { sql } from 'drizzle-orm';
import type { NodeKey } from './privacy';

// Where the rollups' people counted (rollup.ts): the populations each one was in, as node keys,
// computed per combination of populations rather than per person.

/**
 * Who was where, per person: the ids of the organizations they were a member of and of the
 * groups or units they reported to with, for a unit, the group it was in then, as two arrays,
 * from `spans` (person, organization_id, group_id, parent_id: one row per span in force). A
 * unit's group comes from its span, not from today's tree: a unit moved to another group counts
 * in the old one for the times before the move (decision 0025, migration 0029). The arrays are
 * neither sorted nor deduplicated here: `withGroups` does it per combination of populations (a
 * few thousand, not 100,000 people; sorting each person's array cost more than the rest).
 */
export const placements = (person: ReturnType<typeof sql>) => sql`
  select ${person} as person,
    array_agg(organization_id) filter (where group_id is null) as organizations,
    array_cat(
      array_agg(group_id) filter (where group_id is not null),
      array_agg(parent_id) filter (where parent_id is not null)
    ) as groups
  from spans group by ${person}`;

type Ids = (number | string | bigint)[] | null;
export type Placed = { organizations: Ids; groups: Ids; people: number };

/** One row's populations as node keys, sorted and each once. */
export function nodesOf(organizations: Ids, groups: Ids): NodeKey[] {
  return [
    ...new Set((organizations ?? []).map((id) => `o${Number(id)}`)),
    ...new Set((groups ?? []).map((id) => `g${Number(id)}`)),
  ].sort();
}

/** The rows' populations as node keys (`o<id>`, `g<id>`), rows with the same populations merged by adding their sums. */
export function withGroups<T extends Placed>(
  rows: readonly T[],
): (Omit<T, 'organizations' | 'groups'> & { nodes: NodeKey[] })[] {
  const merged = new Map<string, Omit<T, 'organizations' | 'groups'> & { nodes: NodeKey[] }>();
  for (const { organizations, groups, ...sums } of rows) {
    const nodes = nodesOf(organizations, groups);
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
