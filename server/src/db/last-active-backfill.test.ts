import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { migrationsUpTo } from '../test/migrations';
import type { Database } from './client';
import { migrate } from './migrate';

/** The last migration before accounts' last activity was filled from what the database holds. */
const BEFORE = '0026_member_search';

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

async function user(slug: string, lastActiveAt: string | null = null): Promise<number> {
  const { rows } = await database.executeSql(
    `insert into users (slug, email, password_hash, first_name, last_name, last_active_at)
     values ($1, $2, 'x', $1, 'X', $3) returning id`,
    [slug, `${slug}@example.com`, lastActiveAt],
  );
  return Number(rows[0]?.id);
}

const checkup = (userId: number, slug: string, completedAt: string) =>
  database.executeSql(
    `insert into checkups (slug, user_id, week_start, questionnaire_id, questionnaire_version, answers,
       score, band, phq4_anxiety, phq4_depression, phq4_total, phq4_severity, life_areas, show_crisis_help,
       completed_at)
     values ($1, $2, ($3::timestamptz)::date, 'evenkeel-weekly', 1, '{}'::jsonb, 60, 'room_to_improve', 0, 0, 0,
       'normal', '{}'::jsonb, false, $3::timestamptz)`,
    [slug, userId, completedAt],
  );

const session = (userId: number, id: string, createdAt: string) =>
  database.executeSql(
    `insert into sessions (id, user_id, created_at, expires_at) values ($1, $2, $3, now() + interval '1 day')`,
    [id, userId, createdAt],
  );

describe('migration 0027: accounts active before last activity was kept get it from what is held', () => {
  it('takes the later of the latest check-up and the latest session, and leaves the others alone', async () => {
    await migrate(database, earlier);
    const both = await user('both');
    await checkup(both, 'c1', '2026-11-02T10:00:00Z');
    await checkup(both, 'c2', '2026-11-09T10:00:00Z');
    await session(both, 's1', '2026-11-20T08:00:00Z');
    const checkupOnly = await user('checkup-only');
    await checkup(checkupOnly, 'c3', '2026-10-05T10:00:00Z');
    const kept = await user('kept', '2026-11-25T12:00:00Z');
    await checkup(kept, 'c4', '2026-11-01T10:00:00Z');
    const never = await user('never');

    await migrate(database);

    const { rows } = await database.executeSql(
      `select id, last_active_at from users where id in (${[both, checkupOnly, kept, never].join(', ')})`,
    );
    const at = new Map(
      rows.map((row) => [
        Number(row.id),
        row.last_active_at ? new Date(String(row.last_active_at)).toISOString() : null,
      ]),
    );
    expect(at.get(both)).toBe('2026-11-20T08:00:00.000Z');
    expect(at.get(checkupOnly)).toBe('2026-10-05T10:00:00.000Z');
    expect(at.get(kept)).toBe('2026-11-25T12:00:00.000Z');
    expect(at.get(never)).toBeNull();
  });
});
