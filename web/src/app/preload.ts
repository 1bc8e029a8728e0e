import { type CurrentUser, sessionQuery, takePageSession } from '../features/session/api/use-session';
import { prepareDateFormatting } from '../lib/date-data';
import { expectLocale } from '../lib/i18n';
import { preloadAppLayout } from './guards';
import { queryClient } from './providers';
import { pageAt } from './router';

const session = (): CurrentUser | null | undefined => queryClient.getQueryData(sessionQuery.queryKey);

/**
 * What the first screen needs, asked for as the first script runs rather than after the texts
 * load and the app first renders: the session (signed in or not decides the screen) and the code
 * of the page at this address (at once for pages everyone sees, once the session says which page
 * it is for the others). A member's page carries their session (server/src/http/spa.ts): then
 * nothing waits for it, and the member is returned (their language decides the texts to load).
 */
export function startFirstScreen(): CurrentUser | undefined {
  const { pathname } = window.location;
  const member = takePageSession();
  if (member) {
    expectLocale(member.locale);
    queryClient.setQueryData(sessionQuery.queryKey, member);
    whenSessionKnown(pathname, member);
    return member;
  }
  preload(pathname, undefined);
  void queryClient.prefetchQuery(sessionQuery).then(() => whenSessionKnown(pathname, session()));
  return undefined;
}

function whenSessionKnown(pathname: string, user: CurrentUser | null | undefined): void {
  preload(pathname, user);
  // A member's pages sit in the signed-in shell: its code comes with the page's, asked for in a
  // task of its own (each chunk's preload links, dozens, take a phone tens of milliseconds to
  // insert). Their dates (home's check-up card, insights) need the browser's date data: loaded
  // meanwhile.
  if (user) {
    setTimeout(() => preloadAppLayout().catch(() => undefined), 0);
    prepareDateFormatting(user.locale);
  }
}

function preload(pathname: string, user: CurrentUser | null | undefined): void {
  // A page that fails to load now is tried again, and reported, when it is shown.
  pageAt(pathname, user)
    ?.preload()
    .catch(() => undefined);
}

/**
 * The code of the page a link leads to starts loading when the pointer reaches the link or the
 * link gets focus, before the click: most of the wait is over by the time the page is asked for.
 */
export function preloadLinkTargets(root: Document = document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin)
      preload(link.pathname, session());
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent, { passive: true });
}
