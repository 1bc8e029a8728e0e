import {
  activitySuggestionResource,
  articleResource,
  healthServiceResource,
  listDocument,
  logResources,
  providerResource,
  recommendationResource,
  recommendationsMeta,
  singleDocument,
  tipResource,
  topicResource,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';
import { ONE_CLICK_IMPACT } from './service';

/** The recommendation routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('recommendations');

export type SlugParams = { Params: { slug: string } };

export const listActivitySuggestions = doc({
  operationId: 'listActivitySuggestions',
  summary:
    'Activities to try: the curated catalogue, names in your language, with the life areas and topics each serves and its duration. (`activities` are logged activities: /api/activities)',
  query: { page: true, include: ['topics'] },
  responses: {
    200: {
      description: 'The catalogue',
      document: listDocument(activitySuggestionResource, { included: [topicResource] }),
    },
    401: 'signed out',
  },
});

export const logActivitySuggestion = doc({
  operationId: 'logActivitySuggestion',
  summary: `Log an activity to try as done today (in your time zone), with one click and no body: a logged activity like any other (title_key: the suggestion's id, impact ${ONE_CLICK_IMPACT}; change it with PATCH /api/activities/{id})`,
  location: '/api/activities/{id}',
  responses: {
    201: { description: 'The logged activity', document: singleDocument(logResources.activity) },
    401: 'signed out',
    404: 'no such activity to try',
  },
});

export const listRecommendations = doc({
  operationId: 'listRecommendations',
  summary:
    'Up to 10 recommendations, each with `reason` (a code) and `reason_text` (your language) and its `item` (a provider or health service, an article or tip you may read, your language first, or an activity to try; none for crisis help, which has `url`). Built from your latest check-up’s weakest life areas, PHQ-4 screens and score band, and the topics you follow; without a check-up, followed topics and general picks (`meta.checkup` null). Crisis help comes first after a score of concern or a positive screen, then up to 3 care items: providers of your organizations your benefits cover (accepting new clients, with a specialty that answers the cause) and your organizations’ health services, the EAP first. Never from the safety answer',
  query: { page: true, include: ['item'] },
  responses: {
    200: {
      description: 'Your recommendations, in a fixed order',
      document: listDocument(recommendationResource, {
        included: [
          providerResource,
          healthServiceResource,
          articleResource,
          tipResource,
          activitySuggestionResource,
        ],
        meta: recommendationsMeta,
      }),
    },
    401: 'signed out',
  },
});
