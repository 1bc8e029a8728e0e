import {
  INSIGHT_PERIODS,
  type InsightPeriod,
  insightsResource,
  localDate,
  memberTimeZone,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { KeptBody, sendKept } from '../../http/compression';
import { JSONAPI_MEDIA_TYPE, readChoice } from '../../http/jsonapi';
import { authorize, resultsPolicy } from '../../policies';
import type { CheckupView } from '../checkups/presenter';
import { auditResultsRead } from '../checkups/results-read';
import { findResultsRequest, type Member, memberOf } from '../checkups/subject';
import { createInsightsCache, insightsKey, insightsStamp } from './cache';
import { insightsBody } from './presenter';
import { loadInsights } from './service';

type SlugParams = { Params: { slug: string } };

const readPeriod = (query: unknown) =>
  readChoice((query as Record<string, unknown>)['filter[period]'], 'filter[period]', INSIGHT_PERIODS, '1y');

export async function insightRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // One per app instance (cache.ts): several instances stay correct because the key's version
  // lives in the database.
  const cache = createInsightsCache();

  /** The serialized document from the cache, or read, presented, serialized and kept there. */
  async function insightsDocument(
    request: FastifyRequest,
    member: Member,
    period: InsightPeriod,
    view: CheckupView,
  ) {
    const now = new Date();
    const today = localDate(now, memberTimeZone(member.timezone));
    const made = { member, period, locale: request.locale, view, today };
    const key = insightsKey(made);
    const stamp = insightsStamp(made);
    const kept = cache.get(key);
    if (kept?.stamp === stamp) return kept.body;
    const insights = await loadInsights(db, member, period, { t: request.t, view }, { now, today });
    const body = new KeptBody(insightsBody(insights, view, period));
    // Replaces the document of an older stamp, if any: it could never be served again.
    cache.set(key, { stamp, body });
    return body;
  }

  app.get(
    '/api/insights',
    {
      config: {
        openapi: {
          tag: 'insights',
          operationId: 'getInsights',
          query: {
            filter: {
              period: {
                description: 'How far back: 3m, 6m, 1y (default) or all',
                schema: { enum: [...INSIGHT_PERIODS] },
              },
            },
          },
          summary:
            'Your insights (id: your slug): weekly scores in `period` (3m, 6m, 1y, all; default 1y), latest check-up, logs, 10-day impact trend, stale',
          signedIn: true,
          responses: {
            200: { description: 'Your history, logs and trend', document: singleDocument(insightsResource) },
            401: 'signed out',
            422: 'unknown period',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const period = readPeriod(request.query);
      const body = await insightsDocument(request, memberOf(actor), period, 'author');
      return sendKept(request, reply.type(JSONAPI_MEDIA_TYPE), body);
    },
  );

  app.get<SlugParams>(
    '/api/users/:slug/insights',
    {
      config: {
        openapi: {
          tag: 'insights',
          operationId: 'getMemberInsights',
          query: {
            filter: {
              period: {
                description: 'How far back: 3m, 6m, 1y (default) or all',
                schema: { enum: [...INSIGHT_PERIODS] },
              },
            },
          },
          summary:
            'A member’s insights for a viewer the sharing policy allows: results without answers, show_crisis_help or notes; read recorded in the audit log',
          signedIn: true,
          responses: {
            200: {
              description: "The member's history as you may see it (no answers, no notes)",
              document: singleDocument(insightsResource),
            },
            401: 'signed out',
            404: 'unknown member, or not allowed (organization administrators included)',
            422: 'unknown period',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const period = readPeriod(request.query);
      const { member } = authorize(await findResultsRequest(db, actor, request.params.slug), (r) =>
        resultsPolicy.canReadAs(actor.id, r.access, r.subject),
      );
      const view = resultsPolicy.isAuthor({ userId: actor.id }, { userId: member.id }) ? 'author' : 'viewer';
      const body = await insightsDocument(request, member, period, view);
      // Authorized above and recorded here on every read, served from the cache or not.
      if (view === 'viewer') await auditResultsRead(app, request, actor, member.id, 'insights');
      return sendKept(request, reply.type(JSONAPI_MEDIA_TYPE), body);
    },
  );
}
