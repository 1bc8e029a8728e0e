import { INSIGHT_CARD_CONFIDENCE, INSIGHT_CARD_MIN_WEEKS } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import * as contract from './contract';
import { presentInsightCard } from './presenter';
import { loadInsightCards } from './service';

/**
 * GET /api/insight_cards: the signed-in member's own cards. There is no route for another
 * person's: a connection or an administrator who may read a member's results never gets these.
 */
export async function insightCardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/insight_cards', contract.listInsightCards, async (request, reply) => {
    const actor = requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const { cards, weeks } = await loadInsightCards(db, actor.id);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        pageOf(cards, page).map((card) => presentInsightCard(card, request.t)),
        {
          meta: {
            min_weeks: INSIGHT_CARD_MIN_WEEKS,
            confidence: INSIGHT_CARD_CONFIDENCE,
            weeks,
            method: 'welch_t',
          },
        },
      ),
    );
  });
}
