import {
  ACTIVITY_SUGGESTIONS,
  type ActivitySuggestion,
  findActivitySuggestion,
  isoWeekStart,
  isTopicKey,
  type Locale,
  localDate,
  memberTimeZone,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import type { User } from '../../auth/user';
import type { Db } from '../../db/client';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import {
  type Access,
  activitySuggestionPolicy,
  authorize,
  contentPolicy,
  healthServicePolicy,
  providerPolicy,
} from '../../policies';
import { memberCoverageBalances } from '../benefits';
import { relatedAmong } from '../chat';
import { findItemsById, followedTopics, readContentRevision } from '../content';
import { presentItem } from '../content/presenter';
import { presentHealthService } from '../health-services/presenter';
import { presentLog } from '../logs/presenter';
import { createLog, todayFor } from '../logs/service';
import { presentProvider } from '../providers/presenter';
import { careCauses, pickCare } from './care';
import type { SlugParams } from './contract';
import * as contract from './contract';
import {
  type Candidate,
  type CheckupResults,
  cachedCandidates,
  careProviders,
  careServices,
  generalCandidates,
  latestResults,
  topicCandidates,
} from './loaders';
import { presentActivitySuggestion, presentRecommendation } from './presenter';
import {
  buildRecommendations,
  CANDIDATES_PER_TOPIC,
  GENERAL_FILL_TO,
  needsGeneralPicks,
  ONE_CLICK_IMPACT,
  type Recommendation,
  topicsToLoad,
} from './service';

/**
 * Covered care for the causes of the latest check-up (care.ts): the member's own coverage and
 * what it leaves today, then providers and services of the organizations they belong to, each
 * checked again against the policies that guard their pages.
 */
async function loadCare(
  db: Db,
  actor: User,
  access: Access,
  results: CheckupResults | null,
  locale: Locale,
): Promise<Recommendation[]> {
  const causes = careCauses(results);
  if (causes.length === 0) return [];
  const organizationIds = [...new Set(access.organizationRoles.map((role) => role.organizationId))].sort(
    (a, b) => a - b,
  );
  const coverage = await memberCoverageBalances(
    db,
    actor.id,
    localDate(new Date(), memberTimeZone(actor.timezone)),
    locale,
  );
  const [byCause, services] = await Promise.all([
    careProviders(db, { causes, organizationIds, coverage }),
    careServices(db, { organizationIds, coverage, locale }),
  ]);
  for (const [reason, list] of byCause)
    byCause.set(
      reason,
      list.filter((entry) =>
        providerPolicy.canRead(access, { ...entry.provider, organizationState: entry.organizationState }),
      ),
    );
  return pickCare(
    causes,
    byCause,
    services.filter((entry) =>
      healthServicePolicy.canRead(access, {
        organizationId: entry.service.organizationId,
        organizationState: entry.organizationState,
      }),
    ),
  );
}

/** Activities to try and recommendations (issue 13, docs/content.md). */
export async function recommendationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/activity_suggestions', contract.listActivitySuggestions, async (request, reply) => {
    requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const all = ACTIVITY_SUGGESTIONS as readonly ActivitySuggestion[];
    const shown = all.slice(page.offset, page.offset + page.size);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        shown.map((activity) => presentActivitySuggestion(activity, request.t)),
        { include: request.include, meta: { total: all.length } },
      ),
    );
  });

  app.post<SlugParams>(
    '/api/activity_suggestions/:slug/log',
    contract.logActivitySuggestion,
    async (request, reply) => {
      const actor = requireUser(request);
      const activity = authorize(findActivitySuggestion(request.params.slug), () =>
        activitySuggestionPolicy.canLog(),
      );
      const row = await createLog(
        db,
        'activity',
        actor,
        { date: todayFor(actor), title_key: activity.key, title: null, impact: ONE_CLICK_IMPACT, note: null },
        request.t,
      );
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentLog('activity', 'activities', row, request.t)));
    },
  );

  app.get('/api/recommendations', contract.listRecommendations, async (request, reply) => {
    const actor = requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const [access, results, follows, revision] = await Promise.all([
      loadAccess(db, actor),
      latestResults(db, actor.id),
      followedTopics(db, actor.id),
      readContentRevision(db),
    ]);
    const followed = follows.filter(isTopicKey);
    const organizationIds = [...contentPolicy.readableOrganizationIds(access)].sort((a, b) => a - b);
    const readable = <T extends { organizationId: number | null }>(candidate: T) =>
      contentPolicy.canReadPublished(access, {
        organizationId: candidate.organizationId,
        organizationState: null,
        state: 'published',
        restorableUntil: null,
      });
    const topics = topicsToLoad(results, followed);
    const byTopic = (
      await cachedCandidates(db, revision, 'topic', [topics, request.locale, organizationIds], () =>
        topicCandidates(db, {
          topics,
          locale: request.locale,
          organizationIds,
          perTopic: CANDIDATES_PER_TOPIC,
        }),
      )
    ).filter(readable);
    const care = await loadCare(db, actor, access, results, request.locale);
    const build = (general: Candidate[]) =>
      buildRecommendations({
        results,
        followed,
        topicCandidates: byTopic,
        generalCandidates: general,
        care,
      });
    let list = build([]);
    // The newest articles and tips are read only when general picks are due.
    if (needsGeneralPicks(results, list)) {
      const general = await cachedCandidates(db, revision, 'general', [request.locale, organizationIds], () =>
        generalCandidates(db, {
          locale: request.locale,
          organizationIds,
          perKind: GENERAL_FILL_TO,
        }),
      );
      list = build(general.filter(readable));
    }
    const include = request.include.includes('item');
    const contentIds = list.flatMap((entry) =>
      entry.kind === 'article' || entry.kind === 'tip' ? [entry.candidate.id] : [],
    );
    const records = include ? await findItemsById(db, contentIds, actor.id) : [];
    const byId = new Map(records.map((record) => [record.item.id, record]));
    const providerUsers = list.flatMap((entry) =>
      entry.kind === 'provider' ? [entry.care.provider.userId] : [],
    );
    const contactable = include ? await relatedAmong(db, actor.id, providerUsers) : new Set<number>();
    const presentContext = { access, locale: request.locale, t: request.t, contactable };
    const thisWeek =
      results !== null && results.weekStart === isoWeekStart(new Date(), memberTimeZone(actor.timezone));
    const reasonContext = { thisWeek, hasCheckup: results !== null, locale: request.locale };
    const data = list.map((entry) => {
      if (entry.kind === 'crisis_help') return presentRecommendation(entry, null, request.t, reasonContext);
      if (entry.kind === 'provider') {
        const { provider, organizationSlug, organizationState } = entry.care;
        const item = include
          ? presentProvider(provider, { slug: organizationSlug, state: organizationState }, presentContext)
          : { type: 'providers' as const, id: provider.slug };
        return presentRecommendation(entry, item, request.t, reasonContext);
      }
      if (entry.kind === 'health_service') {
        const { service, organizationSlug, organizationState } = entry.care;
        const item = include
          ? presentHealthService(
              service,
              { slug: organizationSlug, state: organizationState },
              presentContext,
            )
          : { type: 'health_services' as const, id: service.slug };
        return presentRecommendation(entry, item, request.t, reasonContext);
      }
      if (entry.kind === 'activity') {
        const item = include
          ? presentActivitySuggestion(entry.activity, request.t)
          : { type: 'activity_suggestions' as const, id: entry.activity.key };
        return presentRecommendation(entry, item, request.t, reasonContext);
      }
      const record = byId.get(entry.candidate.id);
      const item = record
        ? presentItem(record, presentContext)
        : {
            type: entry.kind === 'article' ? ('articles' as const) : ('tips' as const),
            id: entry.candidate.slug,
          };
      return presentRecommendation(entry, item, request.t, reasonContext);
    });
    const shown = data.slice(page.offset, page.offset + page.size);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(shown, {
        include: include ? ['item'] : [],
        meta: {
          total: data.length,
          checkup: results
            ? { week_start: results.weekStart, band: results.band, this_week: thisWeek }
            : null,
        },
      }),
    );
  });
}
