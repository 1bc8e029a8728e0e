import { readFileSync } from 'node:fs';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { EXPORTED_TABLES, NOT_EXPORTED } from './archive';

/**
 * Issue 30, "Coverage of every personal table": every table with a column that references
 * `users.id` is in the member's export and handled by account deletion, or listed with the reason
 * it is not exported. A new table naming users fails here until it is placed.
 */
const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
const deletionSource = readFileSync(new URL('../users/deletion.ts', import.meta.url), 'utf8');

const naming = tables.flatMap((table) => {
  const config = getTableConfig(table);
  const toUsers = config.foreignKeys.filter((key) => key.reference().foreignTable === schema.users);
  return toUsers.length > 0 ? [{ table, name: config.name, keys: toUsers }] : [];
});

describe('every table naming a user', () => {
  it('is found by walking the schema', () => {
    expect(naming.map((entry) => entry.name)).toEqual(
      expect.arrayContaining(['checkups', 'messages', 'access_records']),
    );
  });

  it.each(naming.map((entry) => [entry.name, entry] as const))(
    '%s is exported or listed with a reason',
    (name) => {
      const exported = (EXPORTED_TABLES as readonly string[]).includes(name);
      const reason = NOT_EXPORTED[name];
      expect(
        exported || (reason !== undefined && reason.length > 20),
        `${name}: add it to EXPORTED_TABLES or NOT_EXPORTED`,
      ).toBe(true);
      expect(exported && reason !== undefined, `${name} is in both lists`).toBe(false);
    },
  );

  it.each(naming.map((entry) => [entry.name, entry] as const))('%s goes with the account', (name, entry) => {
    // Deleted with the account (cascade), unlinked from it (set null), or deleted by users/deletion.ts.
    const byForeignKeys = entry.keys.every(
      (key) => key.onDelete === 'cascade' || key.onDelete === 'set null',
    );
    const variable =
      (Object.entries(schema) as [string, unknown][]).find(([, value]) => value === entry.table)?.[0] ?? '';
    expect(byForeignKeys || new RegExp(`\\b${variable}\\b`).test(deletionSource), name).toBe(true);
  });

  it('leaves no stale name in the lists', () => {
    const names = naming.map((entry) => entry.name);
    for (const name of [...EXPORTED_TABLES, ...Object.keys(NOT_EXPORTED)]) expect(names).toContain(name);
  });
});
