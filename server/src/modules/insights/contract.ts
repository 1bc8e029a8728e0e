import { INSIGHT_PERIODS, insightsResource, singleDocument } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The insights routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('insights');

export type SlugParams = { Params: { slug: string } };

const period = {
  filter: {
    period: {
      description: 'How far back: 3m, 6m, 1y (default) or all',
      schema: { enum: [...INSIGHT_PERIODS] },
    },
  },
};

export const getInsights = doc({
  operationId: 'getInsights',
  query: period,
  summary:
    'Your insights (id: your slug): weekly scores in `period` (3m, 6m, 1y, all; default 1y), latest check-up, logs, 10-day impact trend, stale',
  responses: {
    200: { description: 'Your history, logs and trend', document: singleDocument(insightsResource) },
    401: 'signed out',
    422: 'unknown period',
  },
});

export const getMemberInsights = doc({
  operationId: 'getMemberInsights',
  query: period,
  summary:
    'A member’s insights for a viewer the sharing policy allows (accepted connection, or a group administrator the member consented to by person: decision 0011): results without answers, show_crisis_help or notes; read recorded in the audit log',
  responses: {
    200: {
      description: "The member's history as you may see it (no answers, no notes)",
      document: singleDocument(insightsResource),
    },
    401: 'signed out',
    404: 'unknown member, or not allowed (organization administrators, and administrators without the member’s consent, included)',
    422: 'unknown period',
  },
});
