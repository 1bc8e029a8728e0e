import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/database';
import { migrationsUpTo } from '../test/migrations';
import type { Database } from './client';
import { migrate } from './migrate';

/** The last migration before the life area `relationships` became `social`. */
const BEFORE = '0007_trust_and_safety';

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

const OLD_ANSWERS = {
  who5_1: 3,
  who5_2: 3,
  who5_3: 3,
  who5_4: 3,
  who5_5: 3,
  phq4_1: 0,
  phq4_2: 0,
  phq4_3: 0,
  phq4_4: 0,
  sleep: 6,
  energy: 7,
  stress: 2,
  relationships: 9,
  work: 5,
  meaning: 4,
  safety: 0,
};
const OLD_LIFE_AREAS = { sleep: 6, energy: 7, stress: 8, relationships: 9, work: 5, meaning: 4 };

async function insertUser(slug: string): Promise<number> {
  const { rows } = await database.executeSql(
    `insert into users (slug, email, password_hash, first_name, last_name)
     values ($1, $2, 'x', 'Maya', 'Member') returning id`,
    [slug, `${slug}@example.com`],
  );
  return Number(rows[0]?.id);
}

async function insertCheckup(userId: number, slug: string, answers: object, lifeAreas: object) {
  await database.executeSql(
    `insert into checkups (slug, user_id, week_start, questionnaire_id, questionnaire_version, answers,
       score, band, phq4_anxiety, phq4_depression, phq4_total, phq4_severity, life_areas, show_crisis_help)
     values ($1, $2, '2026-11-16', 'evenkeel-weekly', 1, $3::jsonb, 60, 'room_to_improve', 0, 0, 0,
       'normal', $4::jsonb, false)`,
    [slug, userId, JSON.stringify(answers), JSON.stringify(lifeAreas)],
  );
}

async function checkup(slug: string) {
  const { rows } = await database.executeSql(
    `select c.answers, c.life_areas, u.results_version from checkups c join users u on u.id = c.user_id
     where c.slug = $1`,
    [slug],
  );
  const row = rows[0] as { answers: unknown; life_areas: unknown; results_version: number };
  // node-postgres parses jsonb; PGlite too, but be safe about either.
  const parse = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return {
    answers: parse(row.answers),
    lifeAreas: parse(row.life_areas),
    resultsVersion: row.results_version,
  };
}

describe('migration 0008: the life area `relationships` becomes `social`', () => {
  it('moves stored answers and life areas to `social`, and changes every member’s results version', async () => {
    await migrate(database, earlier);
    const maya = await insertUser('maya-old-shape');
    await insertCheckup(maya, 'old-shape', OLD_ANSWERS, OLD_LIFE_AREAS);
    // A row without the key (none should exist, but) must not gain `social: null`.
    const lucas = await insertUser('lucas-no-area');
    await insertCheckup(lucas, 'no-area', { sleep: 1 }, {});
    expect((await checkup('old-shape')).lifeAreas).toMatchObject({ relationships: 9 });

    await migrate(database);

    const migrated = await checkup('old-shape');
    const { relationships, ...otherAnswers } = OLD_ANSWERS;
    const { relationships: area, ...otherAreas } = OLD_LIFE_AREAS;
    expect(migrated.answers).toEqual({ ...otherAnswers, social: relationships });
    expect(migrated.lifeAreas).toEqual({ ...otherAreas, social: area });
    expect(migrated.answers).not.toHaveProperty('relationships');
    expect(migrated.lifeAreas).not.toHaveProperty('relationships');
    // Cached insights documents are keyed by the results version: none computed before survives.
    expect(migrated.resultsVersion).toBe(1);

    const untouched = await checkup('no-area');
    expect(untouched).toEqual({ answers: { sleep: 1 }, lifeAreas: {}, resultsVersion: 1 });
  });
});
