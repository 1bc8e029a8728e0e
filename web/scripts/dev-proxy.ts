import type { IncomingMessage } from 'node:http';
import type { ProxyOptions } from 'vite';

/**
 * What `npm run dev`'s Vite server (:5173) hands to the API server instead of serving the app:
 * the API, the development outbox, the server's form posts and pages, and the signed-out pages
 * the server draws (docs/decisions/0008-front-door.md), so that cookies, CSRF and those pages
 * work exactly as in production, on one origin. Vite matches a key by prefix, or as a regular
 * expression when it starts with `^`.
 */

/** The session cookie's name outside production (the server's `__Host-` prefix needs HTTPS). */
const SESSION_COOKIE = 'evenkeel_session';

/** Pages the server draws for a visitor and the app shows a member: `/` and `/crisis`, any query. */
const VISITOR_PAGES = '^/(crisis)?(\\?|$)';

/** A visitor's page load: the server's page. A member's (a session cookie), or a script's fetch: the app. */
export function isVisitorPageLoad(request: Pick<IncomingMessage, 'headers'>): boolean {
  const { accept = '', cookie = '' } = request.headers;
  return accept.includes('text/html') && !new RegExp(`(^|;\\s*)${SESSION_COOKIE}=`).test(cookie);
}

export function devProxy(api: string): Record<string, string | ProxyOptions> {
  return {
    '/api': api,
    '/dev': api,
    '/sign-out': api,
    '/help': api,
    '/reminders': api,
    // The signed-out pages are the server's, for everyone (a member is sent on from there).
    '/sign-in': api,
    '/sign-up': api,
    [VISITOR_PAGES]: {
      target: api,
      bypass: (request) => (isVisitorPageLoad(request) ? undefined : '/index.html'),
    },
  };
}
