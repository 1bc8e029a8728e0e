import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findSession, SESSION_ABSOLUTE_MS, type SessionRow } from '../auth/sessions';
import type { RoleNames, User } from '../auth/user';
import { unauthenticated } from './errors';
import { setRequestLocale } from './request-context';

declare module 'fastify' {
  interface FastifyRequest {
    currentUser: User | null;
    session: SessionRow | null;
    /** Role names of the current user, loaded with the session. */
    roleNames: RoleNames;
  }
}

export function sessionCookieName(production: boolean): string {
  // `__Host-` binds the cookie to this exact origin over HTTPS (security.md §1).
  return production ? '__Host-evenkeel_session' : 'evenkeel_session';
}

/** Loads the signed-in user from the session cookie on every request. */
export const authenticate = fp(async (app: FastifyInstance) => {
  const production = app.ctx.env.NODE_ENV === 'production';
  const cookieName = sessionCookieName(production);
  app.decorateRequest('currentUser', null);
  app.decorateRequest('session', null);
  app.decorateRequest('roleNames', null as unknown as RoleNames);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[cookieName];
    if (!token) return;
    const found = await findSession(app.ctx.db, token);
    if (!found) return;
    request.currentUser = found.user;
    request.session = found.session;
    request.roleNames = found.roles;
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
