import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, slug, updatedAt } from './columns';

/**
 * A completed weekly check-up (decision 0005). Immutable once stored: `replace: true` deletes
 * the week's row and inserts a new one. `week_start` is the ISO Monday in the member's
 * timezone at submission; one per member and week. The results are computed by the server
 * from `answers` at submission and stored so that histories and insights read columns only.
 */
export const checkups = pgTable(
  'checkups',
  {
    id: id(),
    slug: slug(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    questionnaireId: text('questionnaire_id').notNull(),
    questionnaireVersion: smallint('questionnaire_version').notNull(),
    /** Item id → integer answer, all items of the questionnaire version (the safety answer too). */
    answers: jsonb('answers').$type<Record<string, number>>().notNull(),
    score: smallint('score').notNull(),
    band: text('band', { enum: ['thriving', 'room_to_improve', 'of_concern'] }).notNull(),
    phq4Anxiety: smallint('phq4_anxiety').notNull(),
    phq4Depression: smallint('phq4_depression').notNull(),
    phq4Total: smallint('phq4_total').notNull(),
    phq4Severity: text('phq4_severity', { enum: ['normal', 'mild', 'moderate', 'severe'] }).notNull(),
    /** Life areas after reversal (higher is better): sleep, energy, stress, social, work, meaning. */
    lifeAreas: jsonb('life_areas').$type<Record<string, number>>().notNull(),
    /** Author only (decision 0005): never presented to anyone else. */
    showCrisisHelp: boolean('show_crisis_help').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The id the member's device gave a check-up completed offline (issue 32 §1,
     * `PUT /api/checkups/{client_id}`): a retry or a second tab stores it once.
     */
    clientId: uuid('client_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('checkups_user_week_unique').on(t.userId, t.weekStart),
    uniqueIndex('checkups_user_client_unique').on(t.userId, t.clientId).where(sql`${t.clientId} is not null`),
    // The dashboards' rollups read a period's check-ups by time (modules/dashboards/rollup-sums.ts).
    index('checkups_completed_at_idx').on(t.completedAt),
    check('checkups_score_range', sql`${t.score} between 0 and 100`),
  ],
);

/**
 * The three log kinds share one shape (decision 0005): a date in the member's timezone, a
 * catalogue `title_key` or a free `title`, an impact 1–5 and an optional private note.
 */
function logTable<const Name extends string>(name: Name) {
  return pgTable(
    name,
    {
      id: id(),
      slug: slug(),
      userId: bigint('user_id', { mode: 'number' })
        .notNull()
        .references(() => users.id, { onDelete: 'cascade' }),
      date: date('date', { mode: 'string' }).notNull(),
      titleKey: text('title_key'),
      title: text('title'),
      impact: smallint('impact').notNull(),
      note: text('note'),
      createdAt: createdAt(),
      updatedAt: updatedAt(),
    },
    (t) => [
      index(`${name}_user_date_idx`).on(t.userId, t.date),
      check(`${name}_impact_range`, sql`${t.impact} between 1 and 5`),
      check(`${name}_title_present`, sql`${t.titleKey} is not null or ${t.title} is not null`),
    ],
  );
}

export const lifeEvents = logTable('life_events');
export const ailments = logTable('ailments');
export const activities = logTable('activities');
