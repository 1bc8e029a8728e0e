import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { migrationsUpTo } from '../test/migrations';
import type { Database } from './client';
import { migrate } from './migrate';

/** The last migration before consent was given to people (issue 26 §1, decision 0011). */
const BEFORE = '0017_sharing_epoch';

let database: Database;
let drop: () => Promise<void>;
let earlier: string;
let removeEarlier: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  ({ folder: earlier, remove: removeEarlier } = await migrationsUpTo(BEFORE));
});

afterAll(async () => {
  await drop();
  await removeEarlier();
});

async function one(sql: string, params: unknown[]): Promise<number> {
  const { rows } = await database.executeSql(`${sql} returning id`, params);
  return Number(rows[0]?.id);
}

const user = (slug: string) =>
  one(`insert into users (slug, email, password_hash, first_name, last_name) values ($1, $2, 'x', $1, 'X')`, [
    slug,
    `${slug}@example.com`,
  ]);
const role = (slug: string, groupId: number, userId: number, type: string, createdAt: string) =>
  one(`insert into group_roles (slug, group_id, user_id, type, created_at) values ($1, $2, $3, $4, $5)`, [
    slug,
    groupId,
    userId,
    type,
    createdAt,
  ]);

describe('migration 0019: existing reporters’ consent goes to the administrators who were on their card', () => {
  it('gives consent to administrators whose role came first, and a pending card to those who came after', async () => {
    await migrate(database, earlier);
    const org = await one(`insert into organizations (slug, name) values ('o', 'Org')`, []);
    const group = await one(`insert into groups (slug, organization_id, name) values ('g', $1, 'Group')`, [
      org,
    ]);
    const unit = await one(
      `insert into groups (slug, organization_id, parent_id, name) values ('u', $1, $2, 'Unit')`,
      [org, group],
    );
    const early = await user('early');
    const late = await user('late');
    const unitAdmin = await user('unitadmin');
    const maya = await user('maya');
    const lucas = await user('lucas');
    await role('r1', group, early, 'administrator', '2026-01-01T00:00:00Z');
    await role('r2', unit, unitAdmin, 'administrator', '2026-01-01T00:00:00Z');
    await role('r3', group, maya, 'reporter', '2026-02-01T00:00:00Z');
    await role('r4', unit, lucas, 'reporter', '2026-02-01T00:00:00Z');
    await role('r5', group, late, 'administrator', '2026-03-01T00:00:00Z');
    // An administrator who also reports to their own group gives no consent to themselves.
    await role('r6', group, early, 'reporter', '2026-02-01T00:00:00Z');

    await migrate(database);

    const { rows } = await database.executeSql(
      `select r.slug as reporter, a.slug as administrator, g.slug as "group", c.state, c.given_at is not null as dated,
         length(c.slug) as slug_length
       from result_consents c join users r on r.id = c.reporter_id join users a on a.id = c.administrator_id
       join groups g on g.id = c.group_id order by 1, 2`,
      [],
    );
    expect(rows.map(({ slug_length, ...row }) => ({ ...row, dated: Boolean(row.dated) }))).toEqual([
      { reporter: 'early', administrator: 'late', group: 'g', state: 'pending', dated: false },
      { reporter: 'lucas', administrator: 'early', group: 'u', state: 'given', dated: true },
      { reporter: 'lucas', administrator: 'late', group: 'u', state: 'pending', dated: false },
      { reporter: 'lucas', administrator: 'unitadmin', group: 'u', state: 'given', dated: true },
      { reporter: 'maya', administrator: 'early', group: 'g', state: 'given', dated: true },
      { reporter: 'maya', administrator: 'late', group: 'g', state: 'pending', dated: false },
    ]);
    // Slugs like the application's: 96 bits, base64url.
    expect(rows.every((row) => Number(row.slug_length) === 16)).toBe(true);
  });
});
