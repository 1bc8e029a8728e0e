import type { LinkOutcome } from '@evenkeel/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { CurrentUser } from './use-session';

/** A link's answer: the user it signed in (this browser signed up), or what it did for whom. */
export type LinkResult = { user: CurrentUser; outcome: null } | { user: null; outcome: LinkOutcome };

/** Reads a link's answer: the session document, or the outcome (decision 0012). */
export function linkResult(result: { data: CurrentUser | null; meta: Record<string, unknown> }): LinkResult {
  if (result.data) return { user: result.data, outcome: null };
  return { user: null, outcome: result.meta as LinkOutcome };
}

/**
 * Follows an e-mailed link. A sign-up's link signs in only the browser that signed up (and never
 * in place of another account); otherwise the answer says what the link did and for which
 * address, and the session stays as it was.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      linkResult(
        await apiRequest<CurrentUser | null>('POST', '/api/email_verifications', {
          body: { type: 'email_verifications', attributes: { token } },
        }),
      ),
    onSuccess: ({ user }) => {
      if (user) queryClient.setQueryData(queryKeys.session, user);
      else return queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
  });
}
