import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
import { type AnyColumn, and, type SQL, sql } from 'drizzle-orm';
import { organizations, providers } from '../../db/schema';
import { coverageForProvider, type MemberCoverage } from '../benefits';
import type { ProviderCriteria } from './search-criteria';
import {
  coveredReason,
  kilometres,
  languageName,
  matchedReason,
  phrase,
  type ReasonWords,
} from './search-reasons';
import type { ProviderRecord } from './service';

// The search's filters, one entry each: the condition it adds to the statement and the reasons it
// gives a result. A new filter is one more entry here; the statement (search.ts) stays as it is.

export type ProviderHit = {
  provider: ProviderRecord;
  organizationSlug: string;
  organizationState: string;
  distanceKm: number | null;
};

/**
 * A value of the search's prepared statement: a placeholder named `name`, its value kept for the
 * execution. The statement's text must depend only on which filters are used (its shape), never
 * on the values.
 */
export type Bind = (name: string, value: unknown) => SQL;

export type ProviderFilter = {
  /**
   * The SQL condition with its values bound, and the name of its shape (the same name, the same
   * SQL text); undefined when the criteria do not use this filter.
   */
  where(criteria: ProviderCriteria, bind: Bind): { shape: string; condition: SQL } | undefined;
  /** Why a hit matched, in the request's language; empty when this filter is not used. */
  reasons(hit: ProviderHit, criteria: ProviderCriteria, words: ReasonWords): string[];
};

const degrees = (value: SQL) => sql`${value}::double precision`;

/** Great-circle distance in kilometres (haversine, mean Earth radius), from a bound point. */
export function distanceKmSql(bind: Bind, near: { latitude: number; longitude: number }): SQL<number> {
  const latitude = degrees(bind('near_latitude', near.latitude));
  const longitude = degrees(bind('near_longitude', near.longitude));
  return sql<number>`(6371.0088 * 2 * asin(sqrt(power(sin(radians(${providers.latitude} - ${latitude}) / 2), 2) + cos(radians(${latitude})) * cos(radians(${providers.latitude})) * power(sin(radians(${providers.longitude} - ${longitude}) / 2), 2))))`;
}

/** The array column shares at least one value with the bound list (the GIN index answers `&&`). */
const anyOf = (column: AnyColumn, value: SQL) => sql`${column} && ${value}::text[]`;

/** A filter used, under its shape's name. */
const used = (shape: string, condition: SQL) => ({ shape, condition });

export const round1 = (value: number) => Math.round(value * 10) / 10;

/** Providers the member's coverage pays for: a covered specialty, or any when psychotherapy is covered. */
function coveredWhere(coverage: readonly MemberCoverage[], bind: Bind) {
  if (coverage.some((item) => item.targetKind === 'service_category' && item.targetKey === 'psychotherapy'))
    return used('covered_all', sql`true`);
  const specialties = coverage
    .filter((item) => item.targetKind === 'specialty')
    .map((item) => item.targetKey);
  return specialties.length
    ? used('covered', anyOf(providers.specialties, bind('covered_specialties', specialties)))
    : used('covered_none', sql`false`);
}

/** Values as ordinary parameters of a query built per call (a list stays one array parameter). */
const inline: Bind = (_name, value) => sql`${sql.param(value)}`;

/** The same condition for a query built per call (recommendations' covered care). */
export const coveredCondition = (coverage: readonly MemberCoverage[]): SQL =>
  coveredWhere(coverage, inline).condition;

export const PROVIDER_FILTERS: ProviderFilter[] = [
  {
    where: (c, bind) => (c.coveredOnly ? coveredWhere(c.coverage ?? [], bind) : undefined),
    // Every result says what the member's coverage leaves, asked for or not.
    reasons: ({ provider }, c, words) => {
      const covered = coverageForProvider(c.coverage ?? [], provider.specialties);
      return covered ? [coveredReason(words, covered)] : [];
    },
  },
  {
    where: (c, bind) =>
      c.specialties?.length
        ? used('specialty', anyOf(providers.specialties, bind('specialties', c.specialties)))
        : undefined,
    reasons: ({ provider }, c, words) =>
      matchedReason(
        words,
        'care_reasons.specialties',
        (c.specialties ?? []).filter((key) => provider.specialties.includes(key)),
        (key) => phrase(words, `specialties.${key}` as ServerMessageKey),
      ),
  },
  {
    where: (c, bind) =>
      c.languages?.length
        ? used('language', anyOf(providers.languages, bind('languages', c.languages)))
        : undefined,
    reasons: ({ provider }, c, words) =>
      matchedReason(
        words,
        'care_reasons.languages',
        (c.languages ?? []).filter((code) => provider.languages.includes(code)),
        (code) => languageName(code, words.locale),
      ),
  },
  {
    where: (c, bind) =>
      c.modalities?.length
        ? used('modality', anyOf(providers.modalities, bind('modalities', c.modalities)))
        : undefined,
    reasons: ({ provider }, c, words) =>
      matchedReason(
        words,
        'care_reasons.modalities',
        (c.modalities ?? []).filter((key) => provider.modalities.includes(key)),
        (key) => phrase(words, `modalities.${key}` as ServerMessageKey),
      ),
  },
  {
    where: (c, bind) => {
      if (!c.near || c.withinKm === undefined) return undefined;
      // A box first (the coordinates index), then the exact distance.
      const latDelta = c.withinKm / 111.2;
      const lngDelta = c.withinKm / (111.2 * Math.max(Math.cos((c.near.latitude * Math.PI) / 180), 0.01));
      return used(
        'near',
        and(
          sql`${providers.latitude} between ${degrees(bind('south', c.near.latitude - latDelta))} and ${degrees(bind('north', c.near.latitude + latDelta))}`,
          sql`${providers.longitude} between ${degrees(bind('west', c.near.longitude - lngDelta))} and ${degrees(bind('east', c.near.longitude + lngDelta))}`,
          sql`${distanceKmSql(bind, c.near)} <= ${degrees(bind('within_km', c.withinKm))}`,
        ) as SQL,
      );
    },
    reasons: ({ distanceKm }, c, words) => {
      if (!c.near || distanceKm === null) return [];
      const distance = kilometres(words.locale).format(round1(distanceKm));
      return [
        c.near.label
          ? phrase(words, 'care_reasons.distance_from', { distance, place: c.near.label })
          : phrase(words, 'care_reasons.distance', { distance }),
      ];
    },
  },
  {
    where: (c) => (c.accepting ? used('accepting', sql`${providers.acceptingNewClients}`) : undefined),
    reasons: ({ provider }, c, words) =>
      c.accepting && provider.acceptingNewClients ? [phrase(words, 'care_reasons.accepting')] : [],
  },
  {
    where: (c, bind) =>
      c.organizationSlug !== undefined
        ? used('organization', sql`${organizations.slug} = ${bind('organization', c.organizationSlug)}`)
        : undefined,
    reasons: () => [],
  },
  {
    // A literal, not a value: the plan may then count on the organization index's `active` column.
    where: (c) =>
      c.active === 'any'
        ? undefined
        : used(
            `active_${c.active}`,
            sql`${providers.active} = ${sql.raw(c.active === 'true' ? 'true' : 'false')}`,
          ),
    reasons: () => [],
  },
  {
    where: (c, bind) =>
      c.mineOf !== undefined ? used('mine', sql`${providers.userId} = ${bind('mine', c.mineOf)}`) : undefined,
    reasons: () => [],
  },
];

/** Every reason a hit matched, in the filters' order. */
export function reasonsFor(
  hit: ProviderHit,
  criteria: ProviderCriteria,
  words: ReasonWords,
  filters: ProviderFilter[] = PROVIDER_FILTERS,
): string[] {
  return filters.flatMap((filter) => filter.reasons(hit, criteria, words));
}
