import { type SQL, sql } from 'drizzle-orm';
import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { sortKeySql } from '../sort-key';
import { createdAt, id, slug, updatedAt } from './columns';
import { organizations } from './organizations';

/**
 * A service an organization offers its members (EAP line, therapy sessions, physiotherapy, …;
 * issue 15): names and descriptions in both languages, a category key (common/src/care.ts),
 * contact channels, hours, languages and modalities. Managed by the organization's administrators.
 */
export const healthServices = pgTable(
  'health_services',
  {
    id: id(),
    slug: slug(),
    organizationId: bigint('organization_id', { mode: 'number' })
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    nameEn: text('name_en').notNull(),
    nameFr: text('name_fr').notNull(),
    /** What lists sort by in each language (db/sort-key.ts). */
    sortNameEn: text('sort_name_en')
      .notNull()
      .generatedAlwaysAs((): SQL => sortKeySql(sql`name_en`)),
    sortNameFr: text('sort_name_fr')
      .notNull()
      .generatedAlwaysAs((): SQL => sortKeySql(sql`name_fr`)),
    descriptionEn: text('description_en'),
    descriptionFr: text('description_fr'),
    category: text('category').notNull(),
    phone: text('phone'),
    email: text('email'),
    url: text('url'),
    hours: text('hours'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    modalities: text('modalities').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('health_services_organization_idx').on(t.organizationId)],
);
