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
import type { AppContext } from '../../context';
import { invalidParameterValue, readChoice, readChoiceList } from '../../http/jsonapi';
import type { MemberCoverage } from '../benefits';

// What a provider search asks for, read from the request's query: apart from the SQL each filter
// becomes (search-filters.ts) and the statement that runs them (search.ts).

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
