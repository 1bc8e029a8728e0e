import type { Flat, QuestionnaireMeta, questionnaireResource } from '@evenkeel/common';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { queryKeys } from '../../../lib/query-keys';

/** The week's questions in one language (common/src/resources/checkups.ts). */
export type Questionnaire = Flat<typeof questionnaireResource>;
export type QuestionnaireItem = Questionnaire['items'][number];

/** GET /api/questionnaires/current: the week's questions in a language (the user's). */
export const questionnaireQuery = (language: string) =>
  queryOptions({
    queryKey: queryKeys.questionnaireIn(language),
    queryFn: async () => {
      const { data, meta } = await apiRequest<Questionnaire>('GET', '/api/questionnaires/current');
      return {
        questionnaire: data,
        thisWeek: (meta.this_week ?? null) as QuestionnaireMeta['this_week'] | null,
      };
    },
    // Answering takes minutes: a refetch must not reset the page under the member's fingers.
    staleTime: Number.POSITIVE_INFINITY,
    // Asked even without a network: the service worker keeps the member's copy (decision 0026).
    networkMode: 'offlineFirst',
  });

export function useQuestionnaire() {
  return useQuery(questionnaireQuery(currentLocale()));
}
