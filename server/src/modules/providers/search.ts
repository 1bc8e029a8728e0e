import {
  CARE_LANGUAGES,
  CARE_MODALITIES,
  type CareLanguage,
  type CareModality,
  COORDINATES_PATTERN,
  type Locale,
  PROVIDER_SEARCH_RADIUS_DEFAULT_KM,
  PROVIDER_SEARCH_RADIUS_MAX_KM,
  SPECIALTY_KEYS,
  type SpecialtyKey,
} from '@evenkeel/common';
import { type AnyColumn, and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { windowTotal } from '../../db/paging';
import { organizations, providers } from '../../db/schema';
import { invalidParameterValue, type Page, readChoice, readChoiceList } from '../../http/jsonapi';
import type { ServerTranslate } from '../../i18n';
import type { ProviderRecord } from './service';

/**
 * Provider search (GET /api/providers; docs/care.md "Search"). The query is the actor's scope
 * and then one condition per filter in PROVIDER_FILTERS; each filter also says, per result, why
 * it matched (`meta.reasons`). A new filter (coverage, issue 15 part 2) is one more entry.
 */
export type ProviderCriteria = {
  /** Any of these (comma-separated in `filter[specialty]`). */
  specialties?: SpecialtyKey[];
  languages?: CareLanguage[];
  modalities?: CareModality[];
  near?: { latitude: number; longitude: number; label: string | null };
  /** Only with `near`. */
  withinKm?: number;
  accepting?: boolean;
  organizationSlug?: string;
  /** `filter[mine]=true`: only the actor's own profile (a provider finds their page). */
  mineOf?: number;
  /** `filter[active]`: true (the default), false (deactivated ones) or any. */
  active: 'true' | 'false' | 'any';
};

/** What the search may return the actor (providerPolicy.searchScope). */
export type SearchScope = {
  all: boolean;
  userId: number;
  memberOrganizationIds: number[];
  adminOrganizationIds: number[];
};

export type ProviderHit = { provider: ProviderRecord; organizationSlug: string; distanceKm: number | null };

export type ProviderFilter = {
  /** The SQL condition, or undefined when the criteria do not use this filter. */
  where(criteria: ProviderCriteria): SQL | undefined;
  /** Why a hit matched, in the request's language; empty when this filter is not used. */
  reasons(hit: ProviderHit, criteria: ProviderCriteria, words: ReasonWords): string[];
};

export type ReasonWords = { t: ServerTranslate; locale: Locale };

const degrees = (value: number) => sql`${value}::double precision`;

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKmSql(near: { latitude: number; longitude: number }): SQL<number> {
  return sql<number>`(6371.0088 * 2 * asin(sqrt(power(sin(radians(${providers.latitude} - ${degrees(near.latitude)}) / 2), 2) + cos(radians(${degrees(near.latitude)})) * cos(radians(${providers.latitude})) * power(sin(radians(${providers.longitude} - ${degrees(near.longitude)}) / 2), 2))))`;
}

/** The array column shares at least one value with `values` (the GIN index answers `&&`). */
const anyOf = (column: AnyColumn, values: readonly string[]) =>
  sql`${column} && array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

const list = (names: string[], locale: Locale) =>
  new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(names);
const languageName = (code: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
const round1 = (value: number) => Math.round(value * 10) / 10;

export const PROVIDER_FILTERS: ProviderFilter[] = [
  {
    where: (c) => (c.specialties?.length ? anyOf(providers.specialties, c.specialties) : undefined),
    reasons: ({ provider }, c, { t, locale }) => {
      const matched = (c.specialties ?? []).filter((key) => provider.specialties.includes(key));
      return matched.length
        ? [
            t('care_reasons.specialties', {
              names: list(
                matched.map((k) => t(`specialties.${k}`)),
                locale,
              ),
            }),
          ]
        : [];
    },
  },
  {
    where: (c) => (c.languages?.length ? anyOf(providers.languages, c.languages) : undefined),
    reasons: ({ provider }, c, { t, locale }) => {
      const matched = (c.languages ?? []).filter((code) => provider.languages.includes(code));
      return matched.length
        ? [
            t('care_reasons.languages', {
              names: list(
                matched.map((code) => languageName(code, locale)),
                locale,
              ),
            }),
          ]
        : [];
    },
  },
  {
    where: (c) => (c.modalities?.length ? anyOf(providers.modalities, c.modalities) : undefined),
    reasons: ({ provider }, c, { t, locale }) => {
      const matched = (c.modalities ?? []).filter((key) => provider.modalities.includes(key));
      return matched.length
        ? [
            t('care_reasons.modalities', {
              names: list(
                matched.map((k) => t(`modalities.${k}`)),
                locale,
              ),
            }),
          ]
        : [];
    },
  },
  {
    where: (c) => {
      if (!c.near || c.withinKm === undefined) return undefined;
      // A box first (the coordinates index), then the exact distance.
      const latDelta = c.withinKm / 111.2;
      const lngDelta = c.withinKm / (111.2 * Math.max(Math.cos((c.near.latitude * Math.PI) / 180), 0.01));
      return and(
        sql`${providers.latitude} between ${degrees(c.near.latitude - latDelta)} and ${degrees(c.near.latitude + latDelta)}`,
        sql`${providers.longitude} between ${degrees(c.near.longitude - lngDelta)} and ${degrees(c.near.longitude + lngDelta)}`,
        sql`${distanceKmSql(c.near)} <= ${degrees(c.withinKm)}`,
      );
    },
    reasons: ({ distanceKm }, c, { t, locale }) => {
      if (!c.near || distanceKm === null) return [];
      const distance = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(round1(distanceKm));
      return [
        c.near.label
          ? t('care_reasons.distance_from', { distance, place: c.near.label })
          : t('care_reasons.distance', { distance }),
      ];
    },
  },
  {
    where: (c) => (c.accepting ? eq(providers.acceptingNewClients, true) : undefined),
    reasons: ({ provider }, c, { t }) =>
      c.accepting && provider.acceptingNewClients ? [t('care_reasons.accepting')] : [],
  },
  {
    where: (c) => (c.organizationSlug !== undefined ? eq(organizations.slug, c.organizationSlug) : undefined),
    reasons: () => [],
  },
  {
    where: (c) => (c.active === 'any' ? undefined : eq(providers.active, c.active === 'true')),
    reasons: () => [],
  },
  {
    where: (c) => (c.mineOf !== undefined ? eq(providers.userId, c.mineOf) : undefined),
    reasons: () => [],
  },
];

function scopeCondition(scope: SearchScope): SQL | undefined {
  if (scope.all) return undefined;
  const visible: SQL[] = [eq(providers.userId, scope.userId)];
  if (scope.memberOrganizationIds.length)
    visible.push(
      and(eq(providers.active, true), inArray(providers.organizationId, scope.memberOrganizationIds)) as SQL,
    );
  if (scope.adminOrganizationIds.length)
    visible.push(inArray(providers.organizationId, scope.adminOrganizationIds));
  return or(...visible);
}

/** A page of the providers the actor may find, nearest first when `near` is given, else by name. */
export async function searchProviders(
  ctx: AppContext,
  scope: SearchScope,
  criteria: ProviderCriteria,
  page: Page,
  filters: ProviderFilter[] = PROVIDER_FILTERS,
): Promise<{ hits: ProviderHit[]; total: number }> {
  const where = and(scopeCondition(scope), ...filters.map((filter) => filter.where(criteria)));
  const distance = criteria.near ? distanceKmSql(criteria.near) : sql<null>`null::double precision`;
  const rows = await ctx.db
    .select({
      provider: providers,
      organizationSlug: organizations.slug,
      distanceKm: sql<number | null>`${distance}`.mapWith((value) => (value === null ? null : Number(value))),
      total: windowTotal(),
    })
    .from(providers)
    .innerJoin(organizations, eq(organizations.id, providers.organizationId))
    .where(where)
    .orderBy(
      ...(criteria.near ? [sql`${distance} asc nulls last`] : []),
      asc(providers.displayName),
      asc(providers.id),
    )
    .limit(page.size)
    .offset(page.offset);
  let total = rows[0]?.total ?? 0;
  if (!rows[0] && page.offset > 0) {
    const [row] = await ctx.db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(providers)
      .innerJoin(organizations, eq(organizations.id, providers.organizationId))
      .where(where);
    total = row?.value ?? 0;
  }
  return {
    hits: rows.map((row) => ({
      provider: row.provider,
      organizationSlug: row.organizationSlug,
      distanceKm: row.distanceKm === null ? null : round1(row.distanceKm),
    })),
    total,
  };
}

/** Every reason a hit matched, in the filters' order. */
export function reasonsFor(
  hit: ProviderHit,
  criteria: ProviderCriteria,
  words: ReasonWords,
  filters: ProviderFilter[] = PROVIDER_FILTERS,
): string[] {
  return filters.flatMap((filter) => filter.reasons(hit, criteria, words));
}

/** Reads the query's filters into criteria; a value it cannot use is a 422 naming the parameter. */
export async function readCriteria(
  ctx: AppContext,
  query: Record<string, unknown>,
  actor: { id: number; locale: Locale },
): Promise<ProviderCriteria> {
  const { locale } = actor;
  const criteria: ProviderCriteria = {
    active: readChoice(query['filter[active]'], 'filter[active]', ['true', 'false', 'any'] as const, 'true'),
  };
  if (readChoice(query['filter[mine]'], 'filter[mine]', ['true', 'false'] as const, 'false') === 'true') {
    // Your own profile, whatever its state.
    criteria.mineOf = actor.id;
    criteria.active = 'any';
  }
  const keys = <const T extends string>(name: string, choices: readonly T[]) =>
    query[name] === undefined || query[name] === '' ? undefined : readChoiceList(query[name], name, choices);
  const specialties = keys('filter[specialty]', SPECIALTY_KEYS);
  if (specialties) criteria.specialties = specialties;
  const languages = keys('filter[language]', CARE_LANGUAGES);
  if (languages) criteria.languages = languages;
  const modalities = keys('filter[modality]', CARE_MODALITIES);
  if (modalities) criteria.modalities = modalities;
  if (
    readChoice(query['filter[accepting]'], 'filter[accepting]', ['true', 'false'] as const, 'false') ===
    'true'
  )
    criteria.accepting = true;
  const organization = query['filter[organization]'];
  if (organization !== undefined) {
    if (typeof organization !== 'string' || organization === '')
      throw invalidParameterValue('filter[organization]');
    criteria.organizationSlug = organization;
  }
  const near = query['filter[near]'];
  if (near !== undefined) criteria.near = await readNear(ctx, near, locale);
  const within = query['filter[within_km]'];
  if (within !== undefined) {
    const km =
      typeof within === 'string' && /^\d{1,3}(\.\d{1,2})?$/.test(within) ? Number(within) : Number.NaN;
    if (!(km >= 1 && km <= PROVIDER_SEARCH_RADIUS_MAX_KM) || !criteria.near)
      throw invalidParameterValue('filter[within_km]');
    criteria.withinKm = km;
  } else if (criteria.near) {
    criteria.withinKm = PROVIDER_SEARCH_RADIUS_DEFAULT_KM;
  }
  return criteria;
}

/** `filter[near]`: "latitude,longitude" in degrees, or a place id from GET /api/places. */
async function readNear(ctx: AppContext, raw: unknown, locale: Locale): Promise<ProviderCriteria['near']> {
  if (typeof raw !== 'string' || raw === '' || raw.length > 300) throw invalidParameterValue('filter[near]');
  const match = COORDINATES_PATTERN.exec(raw);
  if (match) {
    const latitude = Number(match[1]);
    const longitude = Number(match[2]);
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) throw invalidParameterValue('filter[near]');
    return { latitude, longitude, label: null };
  }
  const place = await ctx.places.find(raw, locale);
  if (!place || place.latitude === null || place.longitude === null)
    throw invalidParameterValue('filter[near]');
  return { latitude: place.latitude, longitude: place.longitude, label: place.locality ?? place.label };
}
