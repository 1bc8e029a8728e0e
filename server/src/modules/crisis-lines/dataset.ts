import fs from 'node:fs';
import {
  type CrisisLineInput,
  crisisLineCreateSchema,
  EMERGENCY_COUNTRY_CODES,
  EMERGENCY_NUMBERS_SOURCE,
  EMERGENCY_NUMBERS_VERIFIED_ON,
  type EmergencyService,
  emergencyNumbersOf,
  type Locale,
} from '@evenkeel/common';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { crisisLines } from '../../db/schema';
import { toColumns } from './service';

/** The dataset shipped with the app (docs/crisis-lines.md: sources, review, how to edit). */
export const DATASET_FILE = new URL('./dataset/crisis-lines.json', import.meta.url);

const datasetSchema = z.object({
  about: z.string(),
  /** Names of the regions that have lines of their own, by "CC-AREA". */
  regions: z.record(z.string(), z.object({ en: z.string().min(1), fr: z.string().min(1) })),
  lines: z.array(
    z.looseObject({
      slug: z
        .string()
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
        .max(60),
    }),
  ),
});

export type DatasetLine = CrisisLineInput & { slug: string };
export type Dataset = { regions: Record<string, Record<Locale, string>>; lines: DatasetLine[] };

let cached: Dataset | undefined;

/** Reads and validates the dataset with the administrators' own schema; a bad line stops the start. */
export function readDataset(): Dataset {
  if (cached) return cached;
  const raw = datasetSchema.parse(JSON.parse(fs.readFileSync(DATASET_FILE, 'utf8')));
  const lines = raw.lines.map(({ slug, ...attributes }) => {
    const parsed = crisisLineCreateSchema.safeParse(attributes);
    if (!parsed.success) {
      throw new Error(`crisis line ${slug} in the dataset is invalid: ${parsed.error.message}`);
    }
    return { slug, ...parsed.data };
  });
  lines.push(...emergencyLines(lines));
  const slugs = new Set(lines.map((line) => line.slug));
  if (slugs.size !== lines.length) throw new Error('crisis lines dataset: duplicate slugs');
  cached = { regions: raw.regions, lines };
  return cached;
}

const EMERGENCY_TEXTS: Record<
  EmergencyService,
  Pick<CrisisLineInput, 'name_en' | 'name_fr' | 'description_en' | 'description_fr'>
> = {
  all: {
    name_en: 'Emergency services',
    name_fr: 'Services d’urgence',
    description_en: 'Police, fire and ambulance. Call if you or someone else is in immediate danger.',
    description_fr:
      'Police, pompiers et ambulance. Appelez si vous ou quelqu’un d’autre êtes en danger immédiat.',
  },
  ambulance: {
    name_en: 'Ambulance (medical emergencies)',
    name_fr: 'Ambulance (urgences médicales)',
    description_en:
      'Call if your life or someone else’s is in danger, including after self-harm or an overdose.',
    description_fr:
      'Appelez si votre vie ou celle de quelqu’un d’autre est en danger, y compris après une automutilation ou une surdose.',
  },
  police: {
    name_en: 'Police',
    name_fr: 'Police',
    description_en: 'Call if you or someone else is in immediate danger.',
    description_fr: 'Appelez si vous ou quelqu’un d’autre êtes en danger immédiat.',
  },
  mobile: {
    name_en: 'Emergency number from a mobile phone',
    name_fr: 'Numéro d’urgence depuis un téléphone mobile',
    description_en:
      'We know no public emergency number here. Most mobile phones route 112 to the local emergency service, where there is one.',
    description_fr:
      'Nous ne connaissons pas de numéro d’urgence public ici. La plupart des téléphones mobiles acheminent le 112 vers le service d’urgence local, s’il en existe un.',
  },
};

/**
 * The emergency number of every country whose dataset lines have none (common/src/emergency-numbers.ts):
 * every country in the ISO list has a number to call. Slugs `in-emergency-112`.
 */
function emergencyLines(shipped: DatasetLine[]): DatasetLine[] {
  const covered = new Set(
    shipped.filter((line) => line.kind === 'emergency').map((line) => line.country_code),
  );
  return EMERGENCY_COUNTRY_CODES.filter((code) => !covered.has(code)).flatMap((code) => {
    const found = emergencyNumbersOf(code);
    if (!found) return [];
    return found.numbers.map((entry, index) => ({
      slug: `${code.toLowerCase()}-emergency-${entry.number}`,
      country_code: code,
      administrative_area_code: null,
      kind: 'emergency' as const,
      ...EMERGENCY_TEXTS[entry.service],
      hours_en: null,
      hours_fr: null,
      phone: entry.number,
      sms: null,
      sms_body: null,
      chat_url: null,
      website_url: null,
      available_24_7: true,
      languages: ['en'],
      position: index,
      source_url: EMERGENCY_NUMBERS_SOURCE,
      verified_on: EMERGENCY_NUMBERS_VERIFIED_ON,
    }));
  });
}

/** A region's name in the language, when the dataset names it; else its code. */
export function regionName(countryCode: string, areaCode: string, locale: Locale): string {
  return readDataset().regions[`${countryCode}-${areaCode}`]?.[locale] ?? areaCode;
}

/**
 * Upserts the dataset by slug, at every start (idempotent): missing lines are inserted, lines
 * nobody edited take the shipped values, and a line an administrator created, edited or deleted
 * (`edited_at` set) is left as it is. Lines dropped from a later dataset stay until deleted.
 */
export async function loadCrisisDataset(db: Db): Promise<void> {
  const { lines } = readDataset();
  if (lines.length === 0) return;
  const values = lines.map((line) => ({ slug: line.slug, origin: 'dataset' as const, ...toColumns(line) }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  await db
    .insert(crisisLines)
    .values(values)
    .onConflictDoUpdate({
      target: crisisLines.slug,
      set: {
        countryCode: excluded('country_code'),
        administrativeAreaCode: excluded('administrative_area_code'),
        kind: excluded('kind'),
        nameEn: excluded('name_en'),
        nameFr: excluded('name_fr'),
        descriptionEn: excluded('description_en'),
        descriptionFr: excluded('description_fr'),
        hoursEn: excluded('hours_en'),
        hoursFr: excluded('hours_fr'),
        phone: excluded('phone'),
        sms: excluded('sms'),
        smsBody: excluded('sms_body'),
        chatUrl: excluded('chat_url'),
        websiteUrl: excluded('website_url'),
        available247: excluded('available_24_7'),
        languages: excluded('languages'),
        position: excluded('position'),
        sourceUrl: excluded('source_url'),
        verifiedOn: excluded('verified_on'),
        updatedAt: sql`now()`,
      },
      // Only lines the dataset owns and nobody touched; unchanged rows are not rewritten.
      setWhere: sql`${crisisLines.editedAt} is null and ${crisisLines.origin} = 'dataset' and (
        ${crisisLines.countryCode}, ${crisisLines.administrativeAreaCode}, ${crisisLines.kind},
        ${crisisLines.nameEn}, ${crisisLines.nameFr}, ${crisisLines.descriptionEn}, ${crisisLines.descriptionFr},
        ${crisisLines.hoursEn}, ${crisisLines.hoursFr}, ${crisisLines.phone}, ${crisisLines.sms},
        ${crisisLines.smsBody}, ${crisisLines.chatUrl}, ${crisisLines.websiteUrl}, ${crisisLines.available247},
        ${crisisLines.languages}, ${crisisLines.position}, ${crisisLines.sourceUrl}, ${crisisLines.verifiedOn}
      ) is distinct from (
        excluded.country_code, excluded.administrative_area_code, excluded.kind,
        excluded.name_en, excluded.name_fr, excluded.description_en, excluded.description_fr,
        excluded.hours_en, excluded.hours_fr, excluded.phone, excluded.sms,
        excluded.sms_body, excluded.chat_url, excluded.website_url, excluded.available_24_7,
        excluded.languages, excluded.position, excluded.source_url, excluded.verified_on
      )`,
    });
}
