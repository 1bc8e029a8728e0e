import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';

export type Decision = 'accepted' | 'declined';
const KEY = queryKeys.invitationDecisions;

/**
 * What the user did to each invitation during this visit: cards show "Accepted" or "Declined",
 * and the banner hides once every invitation is decided (spec §2). Shared through the query
 * cache so the banner and the panel agree.
 */
export function useInvitationDecisions() {
  const queryClient = useQueryClient();
  const { data: decisions = {} } = useQuery<Record<string, Decision>>({
    queryKey: KEY,
    queryFn: () => ({}),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const decide = (slug: string, decision: Decision) =>
    queryClient.setQueryData<Record<string, Decision>>(KEY, (current) => ({ ...current, [slug]: decision }));
  return { decisions, decide };
}
