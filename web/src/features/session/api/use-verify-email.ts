import type { AccountClaimInput, LinkOutcome } from '@evenkeel/common';
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

/**
 * Finishes a sign-up whose link was opened in this browser, not the one that signed up (decision
 * 0012): the password chosen at sign-up, or a new one. Signs this browser in to the account.
 */
export function useClaimAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (attributes: AccountClaimInput) =>
      (
        await apiRequest<CurrentUser>('POST', '/api/account_claims', {
          body: { type: 'account_claims', attributes },
        })
      ).data,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.session, user);
    },
  });
}
