import type { Band, LifeAreas, Locale, TopicKey } from '@evenkeel/common';
import { and, asc, desc, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  checkups,
  contentItems,
  contentTopics,
  healthServices,
  organizations,
  providers,
  topics,
} from '../../db/schema';
import { coverageForProvider, type MemberCoverage } from '../benefits';
import { revisionCache } from '../content';
import { coveredCondition } from '../providers';
import {
  CARE_PROVIDERS_MAX,
  CARE_SERVICE_CATEGORIES,
  CARE_SPECIALTIES,
  type CareCause,
  type CareProvider,
  type CareReason,
  type CareService,
  coverageForService,
  orderServices,
} from './care';

/**
 * What recommendations are built from, read with explicit columns: the latest check-up's
 * results, never its answers (the safety answer lives there) nor whether crisis help was shown
 * (which the safety answer decides).
 */
export type CheckupResults = {
  weekStart: string;
  score: number;
  band: Band;
  phq4Anxiety: number;
  phq4Depression: number;
  lifeAreas: Partial<LifeAreas>;
};

export async function latestResults(db: Db, userId: number): Promise<CheckupResults | null> {
  const [row] = await db
    .select({
      weekStart: checkups.weekStart,
      score: checkups.score,
      band: checkups.band,
      phq4Anxiety: checkups.phq4Anxiety,
      phq4Depression: checkups.phq4Depression,
      lifeAreas: checkups.lifeAreas,
    })
    .from(checkups)
    .where(eq(checkups.userId, userId))
    .orderBy(desc(checkups.weekStart))
    .limit(1);
  return row ?? null;
}

/** A published article or tip that may be recommended (the policy checks it again). */
export type Candidate = {
  id: number;
  slug: string;
  kind: 'article' | 'tip';
  organizationId: number | null;
  /** The topic it was found under (null: a general pick). */
  topic: string | null;
};

const translations = alias(contentItems, 'translation');

/** Published, of the platform or of the reader's organizations, their language first (as the readers' lists). */
function readable(locale: Locale, organizationIds: number[]): SQL[] {
  return [
    eq(contentItems.state, 'published'),
    or(
      isNull(contentItems.organizationId),
      organizationIds.length ? inArray(contentItems.organizationId, organizationIds) : sql`false`,
    ) as SQL,
    sql`(${contentItems.language} = ${locale} or ${translations.id} is null or ${translations.state} <> 'published')`,
  ];
}

/** The reader's language first, then the newest, then the oldest row: one order, always the same. */
const preference = (locale: Locale) =>
  sql`(${contentItems.language} = ${locale}) desc, ${contentItems.publishedAt} desc, ${contentItems.id}`;

/** A candidate's columns under names the outer query selects again (the subquery aliases them). */
const candidateColumns = () => ({
  id: sql<number>`${contentItems.id}`.as('item_id'),
  slug: sql<string>`${contentItems.slug}`.as('item_slug'),
  kind: sql<'article' | 'tip'>`${contentItems.kind}`.as('item_kind'),
  organizationId: sql<number | null>`${contentItems.organizationId}`.as('item_organization_id'),
});

/** Numbers as the driver may give them as strings (bigint columns through a subquery). */
const numbered = <T extends { id: number; organizationId: number | null }>(row: T): T => ({
  ...row,
  id: Number(row.id),
  organizationId: row.organizationId === null ? null : Number(row.organizationId),
});

/**
 * Up to `perTopic` articles and as many tips for each topic, in one query (a window per topic
 * and kind, so ten thousand articles cost what ten do once the index has them).
 */
export async function topicCandidates(
  db: Db,
  options: { topics: readonly TopicKey[]; locale: Locale; organizationIds: number[]; perTopic: number },
): Promise<Candidate[]> {
  if (options.topics.length === 0) return [];
  const ranked = db
    .select({
      ...candidateColumns(),
      topic: sql<string>`${topics.slug}`.as('topic_slug'),
      topicPosition: sql<number>`${topics.position}`.as('topic_position'),
      rank: sql<number>`row_number() over (partition by ${topics.slug}, ${contentItems.kind} order by ${preference(options.locale)})`.as(
        'item_rank',
      ),
    })
    .from(contentItems)
    .innerJoin(contentTopics, eq(contentTopics.itemId, contentItems.id))
    .innerJoin(topics, eq(topics.id, contentTopics.topicId))
    .leftJoin(translations, eq(translations.id, contentItems.translationId))
    .where(
      and(...readable(options.locale, options.organizationIds), inArray(topics.slug, [...options.topics])),
    )
    .as('ranked');
  const rows = await db
    .select({
      id: ranked.id,
      slug: ranked.slug,
      kind: ranked.kind,
      organizationId: ranked.organizationId,
      topic: ranked.topic,
    })
    .from(ranked)
    .where(lte(ranked.rank, options.perTopic))
    .orderBy(asc(ranked.topicPosition), asc(ranked.kind), asc(ranked.rank));
  return rows.map(numbered);
}

/** The newest readable articles and tips, `perKind` of each, whatever their topic (general picks). */
export async function generalCandidates(
  db: Db,
  options: { locale: Locale; organizationIds: number[]; perKind: number },
): Promise<Candidate[]> {
  const ranked = db
    .select({
      ...candidateColumns(),
      rank: sql<number>`row_number() over (partition by ${contentItems.kind} order by ${preference(options.locale)})`.as(
        'item_rank',
      ),
    })
    .from(contentItems)
    .leftJoin(translations, eq(translations.id, contentItems.translationId))
    .where(and(...readable(options.locale, options.organizationIds)))
    .as('ranked');
  const rows = await db
    .select({ id: ranked.id, slug: ranked.slug, kind: ranked.kind, organizationId: ranked.organizationId })
    .from(ranked)
    .where(lte(ranked.rank, options.perKind))
    .orderBy(asc(ranked.kind), asc(ranked.rank));
  return rows.map((row) => ({ ...numbered(row), topic: null }));
}

/**
 * The candidates at a content revision (`content/revision.ts`): the same for every member who
 * reads the same language in the same organizations and asks for the same topics, and true until
 * the content changes (a publish, an edit, a deletion or a topic change moves the revision in its
 * own transaction). The member's own inputs (check-up, follows, organizations) are read on every
 * request and are in the key, so nothing here can be stale for them.
 */
export async function cachedCandidates<T extends object>(
  db: Db,
  revision: number,
  name: 'topic' | 'general',
  key: unknown[],
  load: () => Promise<T>,
): Promise<T> {
  const cache = revisionCache<T>(db, `recommendation_candidates_${name}`);
  const text = JSON.stringify(key);
  const found = cache.get(revision, text);
  if (found) return found;
  const loaded = await load();
  cache.set(revision, text, loaded);
  return loaded;
}

/**
 * The covered providers that may answer each cause (docs/content.md, "Covered care"): of the
 * member's organizations, active, accepting new clients, with one of the cause's specialties and
 * paid for by the member's own coverage (the search's `filter[covered]` condition). Nothing
 * without coverage. Each cause reads enough that the causes before it cannot use them all up.
 */
export async function careProviders(
  db: Db,
  options: { causes: readonly CareCause[]; organizationIds: number[]; coverage: readonly MemberCoverage[] },
): Promise<Map<CareReason, CareProvider[]>> {
  const found = new Map<CareReason, CareProvider[]>();
  if (options.organizationIds.length === 0 || options.coverage.length === 0) return found;
  const perCause = CARE_PROVIDERS_MAX * options.causes.length;
  await Promise.all(
    options.causes.map(async (cause) => {
      const rows = await db
        .select({
          provider: providers,
          organizationSlug: organizations.slug,
          organizationState: organizations.state,
        })
        .from(providers)
        .innerJoin(organizations, eq(organizations.id, providers.organizationId))
        .where(
          and(
            eq(providers.active, true),
            eq(providers.acceptingNewClients, true),
            inArray(providers.organizationId, options.organizationIds),
            sql`${providers.specialties} && array[${sql.join(
              CARE_SPECIALTIES[cause.reason].map((key) => sql`${key}`),
              sql`, `,
            )}]::text[]`,
            coveredCondition(options.coverage),
          ),
        )
        .orderBy(asc(providers.sortName), asc(providers.displayName), asc(providers.id))
        .limit(perCause);
      found.set(
        cause.reason,
        rows.flatMap((row) => {
          const coverage = coverageForProvider(options.coverage, row.provider.specialties);
          return coverage ? [{ ...row, coverage }] : [];
        }),
      );
    }),
  );
  return found;
}

/** The health services of the member's organizations in the categories care offers (CARE_SERVICE_CATEGORIES). */
export async function careServices(
  db: Db,
  options: { organizationIds: number[]; coverage: readonly MemberCoverage[]; locale: Locale },
): Promise<CareService[]> {
  if (options.organizationIds.length === 0) return [];
  const rows = await db
    .select({
      service: healthServices,
      organizationSlug: organizations.slug,
      organizationState: organizations.state,
      organizationName: organizations.name,
    })
    .from(healthServices)
    .innerJoin(organizations, eq(organizations.id, healthServices.organizationId))
    .where(
      and(
        inArray(healthServices.organizationId, options.organizationIds),
        inArray(healthServices.category, [...CARE_SERVICE_CATEGORIES]),
      ),
    );
  return orderServices(
    rows.map((row) => ({ ...row, coverage: coverageForService(options.coverage, row.service.category) })),
    options.locale,
  );
}
