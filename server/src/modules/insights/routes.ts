import { INSIGHT_PERIODS } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, readChoice, toDocument } from '../../http/jsonapi';
import { resultsPolicy } from '../../policies';
import { auditResultsRead } from '../checkups/routes';
import { loadReadableMember, memberOf } from '../checkups/subject';
import { presentInsights } from './presenter';
import { loadInsights } from './service';

type SlugParams = { Params: { slug: string } };

const readPeriod = (query: unknown) =>
  readChoice((query as Record<string, unknown>).period, 'period', INSIGHT_PERIODS, '1y');

export async function insightRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(
    '/api/insights',
    {
      config: {
        openapi: {
          tag: 'insights',
          summary:
            'Your insights (id: your slug): weekly scores in `period` (3m, 6m, 1y, all; default 1y), latest check-up, logs, 10-day impact trend, stale',
          signedIn: true,
          responses: { 200: 'insights', 401: 'signed out', 422: 'unknown period' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const period = readPeriod(request.query);
      const insights = await loadInsights(db, memberOf(actor), period);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentInsights(insights, 'author', request.t), { meta: { period } }));
    },
  );

  app.get<SlugParams>(
    '/api/users/:slug/insights',
    {
      config: {
        openapi: {
          tag: 'insights',
          summary:
            'A member’s insights for a viewer the sharing policy allows: results without answers, show_crisis_help or notes; read recorded in the audit log',
          signedIn: true,
          responses: {
            200: 'insights',
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
      const member = await loadReadableMember(db, actor, request.params.slug);
      const view = resultsPolicy.isAuthor({ userId: actor.id }, { userId: member.id }) ? 'author' : 'viewer';
      const insights = await loadInsights(db, member, period);
      if (view === 'viewer') await auditResultsRead(app, request, actor, member.id, 'insights');
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentInsights(insights, view, request.t), { meta: { period } }));
    },
  );
}
