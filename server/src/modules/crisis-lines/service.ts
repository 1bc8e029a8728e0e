import { randomBytes } from 'node:crypto';
import type { CrisisLineInput, Locale } from '@evenkeel/common';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { crisisLines } from '../../db/schema';

export type CrisisLine = typeof crisisLines.$inferSelect;

/** The writable attributes (snake_case, as the API and the dataset say them) → columns. */
export function toColumns(input: CrisisLineInput) {
  return {
    countryCode: input.country_code,
    administrativeAreaCode: input.administrative_area_code,
    kind: input.kind,
    nameEn: input.name_en,
    nameFr: input.name_fr,
    descriptionEn: input.description_en,
    descriptionFr: input.description_fr,
    hoursEn: input.hours_en,
    hoursFr: input.hours_fr,
    phone: input.phone,
    sms: input.sms,
    smsBody: input.sms_body,
    chatUrl: input.chat_url,
    websiteUrl: input.website_url,
    available247: input.available_24_7,
    languages: input.languages,
    position: input.position,
    sourceUrl: input.source_url,
    verifiedOn: input.verified_on,
  };
}

/** A line's attributes that do not depend on a language (public and writable alike). */
export function languageFreeAttributes(line: CrisisLine) {
  return {
    country_code: line.countryCode,
    administrative_area_code: line.administrativeAreaCode,
    kind: line.kind,
    phone: line.phone,
    sms: line.sms,
    sms_body: line.smsBody,
    chat_url: line.chatUrl,
    website_url: line.websiteUrl,
    available_24_7: line.available247,
    languages: line.languages,
    position: line.position,
    source_url: line.sourceUrl,
    verified_on: line.verifiedOn,
  };
}

/** Both languages' texts, as the administrators write them. */
export function bilingualTexts(line: CrisisLine) {
  return {
    name_en: line.nameEn,
    name_fr: line.nameFr,
    description_en: line.descriptionEn,
    description_fr: line.descriptionFr,
    hours_en: line.hoursEn,
    hours_fr: line.hoursFr,
  };
}

/** A stored line as writable attributes, so a PATCH can be checked as a whole line. */
export function toAttributes(line: CrisisLine): Record<string, unknown> {
  return { ...languageFreeAttributes(line), ...bilingualTexts(line) };
}

const active = isNull(crisisLines.deletedAt);
/** Emergency numbers first, then the administrators' order, the whole country before a region. */
const displayOrder = [
  desc(sql`${crisisLines.kind} = 'emergency'`),
  asc(crisisLines.position),
  asc(sql`${crisisLines.administrativeAreaCode} is not null`),
  asc(crisisLines.slug),
];

function buildForLocation(db: Db) {
  return db
    .select()
    .from(crisisLines)
    .where(
      and(
        active,
        eq(crisisLines.countryCode, sql.placeholder('country')),
        sql`(${crisisLines.administrativeAreaCode} is null or ${crisisLines.administrativeAreaCode} = ${sql.placeholder('area')})`,
      ),
    )
    .orderBy(...displayOrder)
    .prepare('crisis_lines_for_location');
}

function buildLocations(db: Db) {
  return db
    .selectDistinct({ countryCode: crisisLines.countryCode, areaCode: crisisLines.administrativeAreaCode })
    .from(crisisLines)
    .where(active)
    .prepare('crisis_lines_locations');
}

/**
 * The public read runs on every crisis page, signed in or not: two prepared statements,
 * planned once per connection (named statements need session-level pooling, like sessions).
 */
const statements = new WeakMap<
  Db,
  { forLocation: ReturnType<typeof buildForLocation>; locations: ReturnType<typeof buildLocations> }
>();

function prepared(db: Db) {
  let found = statements.get(db);
  if (!found) {
    found = { forLocation: buildForLocation(db), locations: buildLocations(db) };
    statements.set(db, found);
  }
  return found;
}

/** The country's lines plus the region's (none of another region), in display order. */
export async function linesForLocation(db: Db, country: string, area: string | null): Promise<CrisisLine[]> {
  // An empty string matches no region: the whole country's lines only.
  return prepared(db).forLocation.execute({ country, area: area ?? '' });
}

export type Locations = { countries: string[]; areas: Map<string, string[]> };

/** Countries that have lines, and for each the regions with lines of their own. */
export async function lineLocations(db: Db): Promise<Locations> {
  const rows = await prepared(db).locations.execute();
  const areas = new Map<string, string[]>();
  for (const row of rows) {
    const list = areas.get(row.countryCode) ?? [];
    if (row.areaCode) list.push(row.areaCode);
    areas.set(row.countryCode, list);
  }
  for (const list of areas.values()) list.sort();
  return { countries: [...areas.keys()], areas };
}

/** Every line of a country, every region included (the administrators' list). */
export async function linesOfCountry(db: Db, country: string): Promise<CrisisLine[]> {
  return db
    .select()
    .from(crisisLines)
    .where(and(active, eq(crisisLines.countryCode, country)))
    .orderBy(asc(sql`coalesce(${crisisLines.administrativeAreaCode}, '')`), ...displayOrder);
}

export async function findLine(db: Db, slug: string): Promise<CrisisLine | undefined> {
  const [line] = await db
    .select()
    .from(crisisLines)
    .where(and(active, eq(crisisLines.slug, slug)))
    .limit(1);
  return line;
}

/** "ca-qc-ligne-d-ecoute": readable, stable, unique (a short random tail when taken). */
export function slugFor(
  input: Pick<CrisisLineInput, 'country_code' | 'administrative_area_code' | 'name_en'>,
) {
  const words = input.name_en
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return [input.country_code, input.administrative_area_code, words]
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .slice(0, 50)
    .replace(/-+$/, '');
}

type Actor = { id: number; ip: string };

export async function createLine(db: Db, input: CrisisLineInput, actor: Actor): Promise<CrisisLine> {
  return db.transaction(async (tx) => {
    const base = slugFor(input);
    const [taken] = await tx
      .select({ id: crisisLines.id })
      .from(crisisLines)
      .where(eq(crisisLines.slug, base))
      .limit(1);
    const slug = taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
    const [line] = await tx
      .insert(crisisLines)
      .values({
        slug,
        origin: 'administrator',
        ...toColumns(input),
        editedAt: sql`now()`,
        updatedById: actor.id,
      })
      .returning();
    if (!line) throw new Error('crisis line not created');
    await recordAudit(tx, { action: 'crisis_line_created', actorId: actor.id, detail: slug, ip: actor.ip });
    return line;
  });
}

/** The line as written; undefined when it was deleted meanwhile (the route's 404). */
export async function updateLine(
  db: Db,
  line: CrisisLine,
  input: CrisisLineInput,
  actor: Actor,
): Promise<CrisisLine | undefined> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(crisisLines)
      .set({ ...toColumns(input), editedAt: sql`now()`, updatedById: actor.id })
      .where(and(eq(crisisLines.id, line.id), active))
      .returning();
    if (!updated) return undefined;
    await recordAudit(tx, {
      action: 'crisis_line_updated',
      actorId: actor.id,
      detail: line.slug,
      ip: actor.ip,
    });
    return updated;
  });
}

/** A tombstone: the dataset must not bring a deleted line back at the next start. */
export async function deleteLine(db: Db, line: CrisisLine, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(crisisLines)
      .set({ deletedAt: sql`now()`, editedAt: sql`now()`, updatedById: actor.id })
      .where(eq(crisisLines.id, line.id));
    await recordAudit(tx, {
      action: 'crisis_line_deleted',
      actorId: actor.id,
      detail: line.slug,
      ip: actor.ip,
    });
  });
}

export type LocalizedTexts = { name: string; description: string | null; hours: string | null };

export function textsIn(line: CrisisLine, locale: Locale): LocalizedTexts {
  return locale === 'fr'
    ? { name: line.nameFr, description: line.descriptionFr, hours: line.hoursFr }
    : { name: line.nameEn, description: line.descriptionEn, hours: line.hoursEn };
}
