import type { currentUserResource, Flat } from '@evenkeel/common';
import { PAGE_SESSION_ID } from '@evenkeel/common/page-session';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, readDocument } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** The signed-in user as `GET /api/session` presents them (common/src/resources/accounts.ts). */
export type CurrentUser = Flat<typeof currentUserResource>;

/**
 * The session the server wrote into the page for a signed-in member, read once: the first screen
 * does not wait for `GET /api/session`. The element goes once read, so every later read of the
 * session (another tab's sign-out, a minute later) asks the server. Undefined when the page holds
 * none (a visitor, or a page from before a sign-in) or it cannot be read.
 */
export function takePageSession(root: Document = document): CurrentUser | undefined {
  const element = root.getElementById(PAGE_SESSION_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return readDocument<CurrentUser>(JSON.parse(element.textContent ?? '')).data ?? undefined;
  } catch {
    return undefined;
  }
}

/** The current user, or null when signed out; the call also hands out the CSRF token. */
export async function fetchSession(): Promise<CurrentUser | null> {
  try {
    const { data } = await apiRequest<CurrentUser>('GET', '/api/session');
    return data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

/** The session query, also started by main.tsx before the texts load (app/preload.ts). */
export const sessionQuery = queryOptions({
  queryKey: queryKeys.session,
  queryFn: fetchSession,
  staleTime: 60_000,
  retry: 1,
});

export function useSession() {
  return useQuery(sessionQuery);
}

/** Inside the signed-in layout the user is always there. */
export function useCurrentUser(): CurrentUser {
  const { data } = useSession();
  if (!data) throw new Error('useCurrentUser outside the signed-in layout');
  return data;
}
