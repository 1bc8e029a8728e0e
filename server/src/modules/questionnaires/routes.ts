import {
  CURRENT_QUESTIONNAIRE,
  isoWeekStart,
  memberTimeZone,
  type QuestionnaireMeta,
  questionnaireMeta,
  questionnaireResource,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import { checkupOfWeek } from '../checkups/queries';
import { presentQuestionnaire } from './presenter';

export async function questionnaireRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(
    '/api/questionnaires/current',
    {
      config: {
        openapi: {
          tag: 'checkups',
          operationId: 'getCurrentQuestionnaire',
          summary:
            'The weekly questionnaire (id evenkeel-weekly-1) in your language: items, sections, attributions; `meta.this_week` { week_start, checkup_id } in your timezone',
          signedIn: true,
          responses: {
            200: {
              description: "The questionnaire in the request's language",
              document: singleDocument(questionnaireResource, {
                meta: z.object(questionnaireMeta).strict(),
              }),
            },
            401: 'signed out',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const weekStart = isoWeekStart(new Date(), memberTimeZone(actor.timezone));
      const checkupId = await checkupOfWeek(db, actor.id, weekStart);
      const meta: QuestionnaireMeta = { this_week: { week_start: weekStart, checkup_id: checkupId } };
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentQuestionnaire(CURRENT_QUESTIONNAIRE, request.locale), { meta }));
    },
  );
}
