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
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
import { type AnyColumn, and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { totalOf } from '../../db/paging';
import { organizations, providers } from '../../db/schema';
import { invalidParameterValue, type Page, readChoice, readChoiceList } from '../../http/jsonapi';
import type { ServerTranslate } from '../../i18n';
import { coverageForProvider, type MemberCoverage } from '../benefits';
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
  /** The searching member's own coverage and what it leaves (every search: each result says it). */
  coverage?: MemberCoverage[];
  /** `filter[covered]=true`: only providers that coverage pays for. */
  coveredOnly?: boolean;
};

/** What the search may return the actor (providerPolicy.searchScope). */
export type SearchScope = {
  all: boolean;
  userId: number;
  memberOrganizationIds: number[];
  adminOrganizationIds: number[];
};

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

export type ReasonWords = { t: ServerTranslate; locale: Locale };

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

/** Intl formatters are costly to build: one of each per language, kept. */
function cached<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
const listFormat = cached((locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
const languageNames = cached((locale) => new Intl.DisplayNames([locale], { type: 'language' }));
const kilometres = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const list = (names: string[], locale: Locale) => listFormat(locale).format(names);

/**
 * A catalogue message with its values put in. Formatting through i18next-icu costs a third of a
 * millisecond a call, and a page of 20 results asks for ~150 names and reasons: each message is
 * formatted once per language with markers where its values go, then only filled in.
 */
const templates = new Map<string, string>();
function phrase(words: ReasonWords, key: ServerMessageKey, values: Record<string, string> = {}): string {
  const id = `${words.locale}:${key}`;
  let template = templates.get(id);
  if (template === undefined) {
    const markers = Object.fromEntries(Object.keys(values).map((name) => [name, `\u{E000}${name}\u{E001}`]));
    template = words.t(key, markers);
    templates.set(id, template);
  }
  return template.replace(/\u{E000}(\w+)\u{E001}/gu, (_, name: string) => values[name] ?? '');
}
const languageName = (code: string, locale: Locale) => languageNames(locale).of(code) ?? code;
const round1 = (value: number) => Math.round(value * 10) / 10;

/** "Specializes in Anxiety and Trauma": the matched keys' names in one reason. */
function matchedReason(
  words: ReasonWords,
  key: ServerMessageKey,
  matched: readonly string[],
  name: (value: string) => string,
): string[] {
  if (matched.length === 0) return [];
  return [phrase(words, key, { names: list(matched.map(name), words.locale) })];
}

/** "Covered by Full-time staff: 6 of 8 sessions left" (what is left, else the group alone). */
function coveredReason(words: ReasonWords, covered: MemberCoverage): string {
  const { balance } = covered;
  if (covered.sessionsPerYear !== null && balance.leftSessions !== null) {
    return phrase(words, 'care_reasons.covered_sessions', {
      group: covered.groupName,
      left: String(balance.leftSessions),
      total: String(covered.sessionsPerYear),
    });
  }
  if (covered.yearlyAmountCents !== null && balance.leftAmountCents !== null && covered.currency) {
    const money = (cents: number) =>
      new Intl.NumberFormat(words.locale === 'fr' ? 'fr-CA' : 'en-CA', {
        style: 'currency',
        currency: covered.currency as string,
      }).format(cents / 100);
    return phrase(words, 'care_reasons.covered_amount', {
      group: covered.groupName,
      left: money(balance.leftAmountCents),
      total: money(covered.yearlyAmountCents),
    });
  }
  return phrase(words, 'care_reasons.covered', { group: covered.groupName });
}

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

/** What the actor may find; its shape says which lists it has (their ids are values). */
function scopeCondition(scope: SearchScope, bind: Bind): { shape: string; condition: SQL } | undefined {
  if (scope.all) return undefined;
  const visible: SQL[] = [sql`${providers.userId} = ${bind('scope_user', scope.userId)}`];
  const shape = ['scope'];
  if (scope.memberOrganizationIds.length) {
    shape.push('member');
    visible.push(
      sql`(${providers.active} and ${providers.organizationId} = any(${bind('member_organizations', scope.memberOrganizationIds)}::bigint[]))`,
    );
  }
  if (scope.adminOrganizationIds.length) {
    shape.push('admin');
    visible.push(
      sql`${providers.organizationId} = any(${bind('admin_organizations', scope.adminOrganizationIds)}::bigint[])`,
    );
  }
  return { shape: shape.join('_'), condition: or(...visible) as SQL };
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** Prepared search statements per database handle, by shape. */
const prepared = new WeakMap<object, Map<string, Prepared>>();
function preparedFor(db: object): Map<string, Prepared> {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  return statements;
}

/**
 * How many ranked matches the statement keeps before the page is cut from them, as a constant:
 * 32, 64, 128… (never below offset + size). With the limit as a value, PostgreSQL's generic plan
 * assumes a tenth of the matches are kept and joins them to every profile by hash (content's
 * lists do the same: `walkLimit` in content/queries.ts).
 */
const pageReach = (reach: number) => 2 ** Math.max(5, Math.ceil(Math.log2(Math.max(reach, 1))));

type SearchRow = {
  provider: ProviderRecord;
  organizationSlug: string;
  organizationState: string;
  distanceKm: number | string | null;
  total: number | string;
};

/**
 * A page of the providers the actor may find, nearest first when `near` is given, else by name:
 * one prepared statement per shape (scope and filters used, page depth; values as placeholders). It
 * ranks and counts the matches over narrow rows (counting and sorting whole
 * profiles, bios included, cost ~15 ms of PostgreSQL over 2,500 visible providers), keeps the
 * page, and reads only those profiles in full.
 */
export async function searchProviders(
  ctx: AppContext,
  scope: SearchScope,
  criteria: ProviderCriteria,
  page: Page,
  filters: ProviderFilter[] = PROVIDER_FILTERS,
): Promise<{ hits: ProviderHit[]; total: number }> {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql`${sql.placeholder(name)}`;
  };
  const parts = [
    scopeCondition(scope, bind),
    ...filters.map((filter) => filter.where(criteria, bind)),
  ].filter((part) => part !== undefined);
  const near = criteria.near;
  const distance = near ? distanceKmSql(bind, near) : sql<null>`null::double precision`;
  const where = and(...parts.map((part) => part.condition));
  const reach = pageReach(page.offset + page.size);
  const shape = [...parts.map((part) => part.shape), near ? 'nearest' : 'by_name', reach].join('_');
  const statements = preparedFor(ctx.db);
  let statement = statements.get(shape);
  if (!statement) {
    // Numbered: a shape's name could pass PostgreSQL's 63 characters.
    const name = `providers_search_${statements.size + 1}`;
    const ranked = ctx.db
      .select({
        id: sql<number>`${providers.id}`.as('page_id'),
        distanceKm: sql<number | null>`${distance}`.as('page_distance_km'),
        // By name as people read it (db/sort-key.ts), then the name itself, then the id.
        sortName: sql<string>`${providers.sortName}`.as('page_sort_name'),
        displayName: sql<string>`${providers.displayName}`.as('page_display_name'),
        total: sql<number>`count(*) over ()`.as('page_total'),
      })
      .from(providers)
      .innerJoin(organizations, eq(organizations.id, providers.organizationId))
      .where(where)
      .orderBy(
        ...(near ? [sql`page_distance_km asc nulls last`] : []),
        sql`page_sort_name`,
        sql`page_display_name`,
        sql`page_id`,
      )
      .limit(sql.raw(String(reach)) as never)
      .as('page');
    statement = ctx.db
      .select({
        provider: providers,
        organizationSlug: organizations.slug,
        organizationState: organizations.state,
        distanceKm: ranked.distanceKm,
        total: ranked.total,
      })
      .from(ranked)
      .innerJoin(providers, eq(providers.id, ranked.id))
      .innerJoin(organizations, eq(organizations.id, providers.organizationId))
      .orderBy(
        ...(near ? [sql`${ranked.distanceKm} asc nulls last`] : []),
        asc(ranked.sortName),
        asc(ranked.displayName),
        asc(ranked.id),
      )
      .limit(sql.placeholder('size') as never)
      .offset(sql.placeholder('offset') as never)
      .prepare(name);
    statements.set(shape, statement);
  }
  const rows = (await statement.execute({ ...values, size: page.size, offset: page.offset })) as SearchRow[];
  // Past the last page no row carries the total: counted apart (rare), with the same values.
  const total = await totalOf(
    rows.map((row) => ({ total: Number(row.total) })),
    page,
    async () => {
      let count = statements.get(`${shape}:count`);
      if (!count) {
        count = ctx.db
          .select({ value: sql<number>`count(*)`.mapWith(Number) })
          .from(providers)
          .innerJoin(organizations, eq(organizations.id, providers.organizationId))
          .where(where)
          .prepare(`providers_search_${statements.size + 1}`);
        statements.set(`${shape}:count`, count);
      }
      const [row] = (await count.execute(values)) as { value: number }[];
      return row?.value ?? 0;
    },
  );
  return {
    hits: rows.map((row) => ({
      provider: row.provider,
      organizationSlug: row.organizationSlug,
      organizationState: row.organizationState,
      distanceKm: row.distanceKm === null ? null : round1(Number(row.distanceKm)),
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
  if (readChoice(query['filter[covered]'], 'filter[covered]', ['true', 'false'] as const, 'false') === 'true')
    criteria.coveredOnly = true;
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
