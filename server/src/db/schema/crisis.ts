import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';

/**
 * Crisis lines by location (product.md §6, decision 0005): public reference data, never
 * personal. The shipped dataset (modules/crisis-lines/dataset/) is upserted at start-up by
 * slug; a line a platform administrator created, edited or deleted carries `edited_at` and is
 * never overwritten or brought back by a restart. Deletion keeps a tombstone (`deleted_at`).
 */
export const crisisLines = pgTable(
  'crisis_lines',
  {
    id: id(),
    /** Stable public id: the dataset's own ("ca-988"), or derived from the name for new lines. */
    slug: text('slug').notNull().unique(),
    countryCode: text('country_code').notNull(),
    /** ISO 3166-2 subdivision ("QC"); null for a line of the whole country. */
    administrativeAreaCode: text('administrative_area_code'),
    kind: text('kind', { enum: ['emergency', 'crisis_line'] }).notNull(),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    descriptionEn: text('description_en'),
    descriptionFr: text('description_fr'),
    hoursEn: text('hours_en'),
    hoursFr: text('hours_fr'),
    phone: text('phone'),
    sms: text('sms'),
    smsBody: text('sms_body'),
    chatUrl: text('chat_url'),
    websiteUrl: text('website_url'),
    available247: boolean('available_24_7').notNull().default(false),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    sourceUrl: text('source_url').notNull(),
    verifiedOn: date('verified_on', { mode: 'string' }).notNull(),
    /** `dataset` (shipped with the app) or `administrator` (created in the app). */
    origin: text('origin', { enum: ['dataset', 'administrator'] }).notNull(),
    /** Set by any administrator change (create, update, delete): the dataset leaves the line alone. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    updatedById: bigint('updated_by_id', { mode: 'number' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('crisis_lines_location_idx')
      .on(t.countryCode, t.administrativeAreaCode, t.position)
      .where(sql`${t.deletedAt} is null`),
  ],
);
