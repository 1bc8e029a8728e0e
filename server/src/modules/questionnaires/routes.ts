import {
  CURRENT_QUESTIONNAIRE,
  isoWeekStart,
  memberTimeZone,
  type QuestionnaireMeta,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import { checkupOfWeek } from '../checkups';
import * as contract from './contract';
import { presentQuestionnaire } from './presenter';

export async function questionnaireRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/questionnaires/current', contract.getCurrentQuestionnaire, async (request, reply) => {
    const actor = requireUser(request);
    const weekStart = isoWeekStart(new Date(), memberTimeZone(actor.timezone));
    const checkupId = await checkupOfWeek(db, actor.id, weekStart);
    const meta: QuestionnaireMeta = { this_week: { week_start: weekStart, checkup_id: checkupId } };
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentQuestionnaire(CURRENT_QUESTIONNAIRE, request.locale), { meta }));
  });
}
