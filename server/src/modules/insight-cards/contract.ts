import { insightCardResource, insightCardsMeta, listDocument } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The insight cards' contract (http/route-doc.ts says what each part drives). */
const doc = routeDocs('insight_cards');

export const listInsightCards = doc({
  operationId: 'listInsightCards',
  query: { page: true },
  summary:
    'Your insight cards (decision 0027): for each title you logged, your mean score in the weeks you logged it against the weeks you did not, with a 90 % Welch t interval; `higher`/`lower` only with 4 weeks or more on each side and an interval that does not cross zero, otherwise `not_enough_to_tell` (at most 5 of those). Life events and ailments count from impact 3. Yours only: no one you share with can read them.',
  responses: {
    200: {
      description: 'Clear cards first (the largest difference first), then at most 5 not enough to tell yet',
      document: listDocument(insightCardResource, { meta: insightCardsMeta }),
    },
    400: 'bad page',
    401: 'signed out',
  },
});
