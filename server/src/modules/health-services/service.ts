import type { HealthServiceCreateInput, HealthServiceUpdateInput } from '@evenkeel/common';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { windowTotal } from '../../db/paging';
import { healthServices, organizations } from '../../db/schema';
import type { Page } from '../../http/jsonapi';

export type HealthServiceRecord = typeof healthServices.$inferSelect;
export type HealthServiceWithOwner = {
  service: HealthServiceRecord;
  organizationSlug: string;
  organizationState: string;
};

type Columns = Partial<typeof healthServices.$inferInsert>;

function columnsOf(input: HealthServiceUpdateInput): Columns {
  const columns: Columns = {};
  if (input.name_en !== undefined) columns.nameEn = input.name_en;
  if (input.name_fr !== undefined) columns.nameFr = input.name_fr;
  if (input.description_en !== undefined) columns.descriptionEn = input.description_en;
  if (input.description_fr !== undefined) columns.descriptionFr = input.description_fr;
  if (input.category !== undefined) columns.category = input.category;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.email !== undefined) columns.email = input.email;
  if (input.url !== undefined) columns.url = input.url;
  if (input.hours !== undefined) columns.hours = input.hours;
  if (input.languages !== undefined) columns.languages = input.languages;
  if (input.modalities !== undefined) columns.modalities = input.modalities;
  return columns;
}

/** One health service by slug, with its organization's slug and state. */
export async function findHealthService(db: Db, slug: string): Promise<HealthServiceWithOwner | undefined> {
  const [row] = await db
    .select({
      service: healthServices,
      organizationSlug: organizations.slug,
      organizationState: organizations.state,
    })
    .from(healthServices)
    .innerJoin(organizations, eq(organizations.id, healthServices.organizationId))
    .where(eq(healthServices.slug, slug))
    .limit(1);
  return row;
}

/** A page of an organization's services, by category then name in the reader's language. */
export async function listHealthServices(
  db: Db,
  organizationId: number,
  locale: 'en' | 'fr',
  page: Page,
): Promise<{ services: HealthServiceRecord[]; total: number }> {
  const rows = await db
    .select({ service: healthServices, total: windowTotal() })
    .from(healthServices)
    .where(eq(healthServices.organizationId, organizationId))
    .orderBy(
      asc(healthServices.category),
      asc(locale === 'fr' ? healthServices.sortNameFr : healthServices.sortNameEn),
      asc(locale === 'fr' ? healthServices.nameFr : healthServices.nameEn),
      asc(healthServices.id),
    )
    .limit(page.size)
    .offset(page.offset);
  return { services: rows.map((row) => row.service), total: rows[0]?.total ?? 0 };
}

export async function createHealthService(
  db: Db,
  organizationId: number,
  input: HealthServiceCreateInput,
): Promise<HealthServiceRecord> {
  const [row] = await db
    .insert(healthServices)
    .values({
      ...columnsOf(input),
      organizationId,
      nameEn: input.name_en,
      nameFr: input.name_fr,
      category: input.category,
    })
    .returning();
  if (!row) throw new Error('health service not created');
  return row;
}

export async function updateHealthService(
  db: Db,
  id: number,
  input: HealthServiceUpdateInput,
): Promise<HealthServiceRecord> {
  const [row] = await db
    .update(healthServices)
    .set({ ...columnsOf(input), updatedAt: new Date() })
    .where(eq(healthServices.id, id))
    .returning();
  if (!row) throw new Error('health service vanished');
  return row;
}

export async function deleteHealthService(db: Db, id: number): Promise<void> {
  await db.delete(healthServices).where(eq(healthServices.id, id));
}
