import { type CurrentUser, sessionQuery, takePageSession } from '../features/session/api/use-session';
import { prepareDateFormatting } from '../lib/date-data';
import { expectLocale } from '../lib/i18n';
import { nextTask } from '../lib/next-task';
import { preloadAppLayout } from './guards';
import { queryClient } from './providers';
import { pageAt } from './router';

const session = (): CurrentUser | null | undefined => queryClient.getQueryData(sessionQuery.queryKey);

/** What startFirstScreen knows at once: the member the page was sent to, and when their screen's code is in. */
export type FirstScreen = { member: CurrentUser | undefined; ready: Promise<unknown> };

/**
 * What the first screen needs, asked for as the first script runs rather than after the texts
 * load and the app first renders: the session (signed in or not decides the screen) and the code
 * of the page at this address (at once for pages everyone sees, once the session says which page
 * it is for the others). A member's page carries their session (server/src/http/spa.ts): then
 * nothing waits for it, the member is returned (their language decides the texts to load), and
 * `ready` settles once their page's code and texts and the signed-in shell are in, so the first
 * render draws the page rather than a loader (which React keeps at least 300 ms once shown).
 */
export function startFirstScreen(): FirstScreen {
  const { pathname } = window.location;
  const member = takePageSession();
  if (member) {
    expectLocale(member.locale);
    queryClient.setQueryData(sessionQuery.queryKey, member);
    return { member, ready: whenSessionKnown(pathname, member) };
  }
  preload(pathname, undefined);
  void queryClient.prefetchQuery(sessionQuery).then(() => whenSessionKnown(pathname, session()));
  return { member: undefined, ready: Promise.resolve() };
}

async function whenSessionKnown(pathname: string, user: CurrentUser | null | undefined): Promise<unknown> {
  if (!user) return preload(pathname, user);
  // A member's dates (home's check-up card, insights) need the browser's date data: loaded by a
  // worker meanwhile, off the page. Their pages sit in the signed-in shell: its code comes with the
  // page's. Each step in a task of its own (lib/next-task.ts).
  const dates = prepareDateFormatting(user.locale);
  await nextTask();
  const page = preload(pathname, user);
  await nextTask();
  return Promise.all([page, preloadAppLayout().catch(() => undefined), dates]);
}

/** Starts loading the page at `pathname`; settles when it is in, or failed (tried again when shown). */
function preload(pathname: string, user: CurrentUser | null | undefined): Promise<unknown> {
  return (
    pageAt(pathname, user)
      ?.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/**
 * The code of the page a link leads to starts loading when the pointer reaches the link or the
 * link gets focus, before the click: most of the wait is over by the time the page is asked for.
 */
export function preloadLinkTargets(root: Document = document): void {
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (link instanceof HTMLAnchorElement && link.origin === window.location.origin)
      void preload(link.pathname, session());
  };
  root.addEventListener('pointerover', onIntent, { passive: true });
  root.addEventListener('focusin', onIntent, { passive: true });
}
