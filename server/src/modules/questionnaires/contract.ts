import { questionnaireMeta, questionnaireResource, singleDocument } from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The questionnaires routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('checkups');

export const getCurrentQuestionnaire = doc({
  operationId: 'getCurrentQuestionnaire',
  summary:
    'The weekly questionnaire (id evenkeel-weekly-1) in your language: items, sections, attributions; `meta.this_week` { week_start, checkup_id } in your timezone',
  responses: {
    200: {
      description: "The questionnaire in the request's language",
      document: singleDocument(questionnaireResource, {
        meta: z.object(questionnaireMeta).strict(),
      }),
    },
    401: 'signed out',
  },
});
