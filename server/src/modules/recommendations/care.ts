import { type Band, phq4Positive, type ServiceCategoryKey, type SpecialtyKey } from '@evenkeel/common';
import type { MemberCoverage } from '../benefits';
import type { HealthServiceRecord } from '../health-services/service';
import type { ProviderRecord } from '../providers/service';

/**
 * Covered care in recommendations (issue 15, product.md §4): after a check-up of concern or with
 * a positive PHQ-4 screen, covered providers and the organization's services come right after
 * crisis help. Built without the database from what loaders.ts read; same inputs, same list.
 */

/** The causes that call for care (never the safety answer: the results do not hold it). */
export type CareReason = 'phq4_anxiety' | 'phq4_depression' | 'of_concern';
export type CareCause =
  | { reason: 'phq4_anxiety' | 'phq4_depression' }
  | { reason: 'of_concern'; score: number };

/** Which provider specialties answer each cause (one table, like LIFE_AREA_TOPICS). */
export const CARE_SPECIALTIES = {
  phq4_anxiety: ['anxiety'],
  phq4_depression: ['depression'],
  of_concern: ['anxiety', 'depression', 'burnout', 'stress', 'trauma'],
} as const satisfies Record<CareReason, readonly SpecialtyKey[]>;

/** The health services worth offering after such a check-up, in this order: the EAP first. */
export const CARE_SERVICE_CATEGORIES = [
  'eap',
  'psychotherapy',
  'psychiatry',
] as const satisfies readonly ServiceCategoryKey[];

/** At most this many providers, and this many care items in all, so that content still shows. */
export const CARE_PROVIDERS_MAX = 2;
export const CARE_ITEMS_MAX = 3;

/** A covered provider that may be recommended, with the member's coverage that pays for it. */
export type CareProvider = {
  provider: ProviderRecord;
  organizationSlug: string;
  organizationState: string;
  coverage: MemberCoverage;
};
/** A service of one of the member's organizations, with the member's coverage of its category, if any. */
export type CareService = {
  service: HealthServiceRecord;
  organizationSlug: string;
  organizationState: string;
  organizationName: string;
  coverage: MemberCoverage | undefined;
};

export type CarePick =
  | { kind: 'provider'; care: CareProvider; specialties: SpecialtyKey[] }
  | { kind: 'health_service'; care: CareService };

/** The causes of care in the content's order: the anxiety screen, the depression screen, the score. */
export function careCauses(
  results: { band: Band; score: number; phq4Anxiety: number; phq4Depression: number } | null,
): CareCause[] {
  if (!results) return [];
  const causes: CareCause[] = [];
  if (phq4Positive(results.phq4Anxiety)) causes.push({ reason: 'phq4_anxiety' });
  if (phq4Positive(results.phq4Depression)) causes.push({ reason: 'phq4_depression' });
  if (results.band === 'of_concern') causes.push({ reason: 'of_concern', score: results.score });
  return causes;
}

/** The specialties of a provider that answer a cause, in the table's order. */
export const matchedSpecialties = (cause: CareCause, specialties: readonly string[]): SpecialtyKey[] =>
  CARE_SPECIALTIES[cause.reason].filter((key) => specialties.includes(key));

/** The member's coverage of a service's category (the coverage of `eap` pays for the EAP line). */
export const coverageForService = (
  coverage: readonly MemberCoverage[],
  category: string,
): MemberCoverage | undefined =>
  coverage.find((item) => item.targetKind === 'service_category' && item.targetKey === category);

/**
 * The care items: providers round by round (each cause's first provider before any cause's
 * second), at most CARE_PROVIDERS_MAX, then services (already in their order) up to
 * CARE_ITEMS_MAX in all. A service's reason is the first cause. No provider twice.
 */
export function pickCare(
  causes: readonly CareCause[],
  providersByCause: ReadonlyMap<CareReason, readonly CareProvider[]>,
  services: readonly CareService[],
): ({ cause: CareCause } & CarePick)[] {
  const [first] = causes;
  if (!first) return [];
  const picked: ({ cause: CareCause } & CarePick)[] = [];
  const used = new Set<number>();
  for (let round = 0; round < CARE_PROVIDERS_MAX; round++) {
    for (const cause of causes) {
      if (picked.length >= CARE_PROVIDERS_MAX) break;
      const found = (providersByCause.get(cause.reason) ?? []).find(
        (candidate) =>
          !used.has(candidate.provider.id) &&
          matchedSpecialties(cause, candidate.provider.specialties).length > 0,
      );
      if (!found) continue;
      used.add(found.provider.id);
      picked.push({
        cause,
        kind: 'provider',
        care: found,
        specialties: matchedSpecialties(cause, found.provider.specialties),
      });
    }
  }
  for (const care of services.slice(0, CARE_ITEMS_MAX - picked.length)) {
    picked.push({ cause: first, kind: 'health_service', care });
  }
  return picked;
}

/** Services in a fixed order: by CARE_SERVICE_CATEGORIES, then by name as people sort it, then id. */
export function orderServices(services: CareService[], locale: 'en' | 'fr'): CareService[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const rank = (category: string) => (CARE_SERVICE_CATEGORIES as readonly string[]).indexOf(category);
  const name = (entry: CareService) => (locale === 'fr' ? entry.service.nameFr : entry.service.nameEn);
  return services
    .filter((entry) => rank(entry.service.category) >= 0)
    .sort(
      (a, b) =>
        rank(a.service.category) - rank(b.service.category) ||
        collator.compare(name(a), name(b)) ||
        a.service.id - b.service.id,
    );
}
