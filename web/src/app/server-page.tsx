import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader';

const KEY = 'evenkeel.server-page';
/** Asked for this address this recently and got the app again: the server does not draw it. */
const LOOP_MS = 10_000;

function askedRecently(href: string): boolean {
  try {
    const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { href: string; at: number } | null;
    return last?.href === href && Date.now() - last.at < LOOP_MS;
  } catch {
    return false;
  }
}

/**
 * A visitor's `/`, `/sign-in` and `/sign-up` are drawn by the server, with forms that work without
 * scripts (docs/decisions/0008-front-door.md). When the app reaches one (the session ended, a
 * link, a member's page sending a visitor to sign in), it loads that page from the server. If the
 * server answered with the app instead, the error page says so rather than asking without end.
 */
export function ServerPage() {
  const { pathname, search, hash } = useLocation();
  const href = `${pathname}${search}${hash}`;
  const looping = askedRecently(href);
  useEffect(() => {
    if (looping) return;
    try {
      sessionStorage.setItem(KEY, JSON.stringify({ href, at: Date.now() }));
    } catch {
      // No storage (a private window): the server draws these pages, so no loop to guard against.
    }
    window.location.replace(href);
  }, [href, looping]);
  if (looping) throw new Error(`The server did not draw ${pathname}`);
  return <PageLoader />;
}
