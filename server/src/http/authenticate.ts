import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type FoundSession,
  readSession,
  SESSION_ABSOLUTE_MS,
  type SessionLookup,
  type SessionRow,
  sessionLookup,
  touchSession,
} from '../auth/sessions';
import type { RoleNames, User } from '../auth/user';
import { unauthenticated } from './errors';
import { setRequestLocale } from './request-context';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route that looks the session up in a statement of its own, with the data it is about to
     * need beside it (one round trip instead of two: modules/insights). It must answer exactly
     * what `readSession` would, built from `sessionSelection` and `sessionConditions`; the hook
     * does everything else as for any route (touch, user, roles, language).
     */
    readSession?: (request: FastifyRequest, lookup: SessionLookup) => Promise<FoundSession | null>;
  }
  interface FastifyRequest {
    currentUser: User | null;
    session: SessionRow | null;
    /** Role names of the current user, loaded with the session. */
    roleNames: RoleNames;
    /** The sharing lists' epoch when the session was read (server/src/http/list-cache.ts). */
    sharingVersion: number;
  }
}

export function sessionCookieName(production: boolean): string {
  // `__Host-` binds the cookie to this exact origin over HTTPS (security.md §1).
  return production ? '__Host-evenkeel_session' : 'evenkeel_session';
}

/**
 * The built app's files: hashed assets and the few files beside index.html (icons, the service
 * worker, the manifest). They are the same for everyone, so a request for one does not look the
 * session up: a member's first load asks for dozens of them, and each lookup is a database
 * statement (on PGlite it cut static throughput from about 5,000 to 600 requests a second).
 */
export function isBuiltFile(url: string): boolean {
  return /^\/(?:assets\/|[\w-]+\.(?:svg|png|js|webmanifest)(?:[?#]|$))/.test(url);
}

/** Loads the signed-in user from the session cookie on every request but the built app's files. */
export const authenticate = fp(async (app: FastifyInstance) => {
  const production = app.ctx.env.NODE_ENV === 'production';
  const cookieName = sessionCookieName(production);
  app.decorateRequest('currentUser', null);
  app.decorateRequest('session', null);
  app.decorateRequest('roleNames', null as unknown as RoleNames);
  app.decorateRequest('sharingVersion', 0);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (!token || isBuiltFile(request.url)) return;
    const lookup = sessionLookup(token);
    const ownRead = request.routeOptions.config.readSession;
    const found = ownRead ? await ownRead(request, lookup) : await readSession(app.ctx.db, lookup);
    if (!found) return;
    await touchSession(app.ctx.db, found.session, lookup.now);
    request.currentUser = found.user;
    request.session = found.session;
    request.roleNames = found.roles;
    request.sharingVersion = found.sharingVersion;
    setRequestLocale(request, found.user.locale);
  });

  app.decorateReply('setSessionCookie', function setSessionCookie(this: FastifyReply, token: string) {
    this.setCookie(cookieName, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: production,
      maxAge: Math.floor(SESSION_ABSOLUTE_MS / 1000),
    });
  });
  app.decorateReply('clearSessionCookie', function clearSessionCookie(this: FastifyReply) {
    this.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: production });
  });
});

declare module 'fastify' {
  interface FastifyReply {
    setSessionCookie(token: string): void;
    clearSessionCookie(): void;
  }
}

/** The signed-in user, or a 401. */
export function requireUser(request: FastifyRequest): User {
  if (!request.currentUser) throw unauthenticated();
  return request.currentUser;
}
