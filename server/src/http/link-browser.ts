import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashToken, newSecretToken } from '../lib/ids';

/**
 * The browser a link was asked from (decision 0012-links-open-sessions.md). Signing up or asking
 * for a password reset sets a random nonce in an HttpOnly cookie and stores its SHA-256 with the
 * e-mailed token; following the link opens a session only in a browser that still holds the
 * nonce. Anyone else's browser (an attacker's link sent to a victim) confirms the address and
 * asks for the password instead, so no link signs a browser into someone else's account.
 */
export function linkBrowserCookieName(production: boolean): string {
  // `__Host-` binds the cookie to this exact origin over HTTPS, as the session cookie.
  return production ? '__Host-evenkeel_link' : 'evenkeel_link';
}

/** How long the nonce is kept: the longest-lived link that can open a session (48 h). */
const LINK_BROWSER_SECONDS = 48 * 60 * 60;

const NONCE = /^[A-Za-z0-9_-]{43}$/;

function production(request: FastifyRequest): boolean {
  return request.server.ctx.env.NODE_ENV === 'production';
}

/** The hash of this browser's nonce, or null when it holds none (another browser). */
export function linkBrowserHash(request: FastifyRequest): string | null {
  const nonce = request.cookies[linkBrowserCookieName(production(request))];
  return nonce && NONCE.test(nonce) ? hashToken(nonce) : null;
}

/**
 * Marks this browser as the one a link is asked from: keeps its nonce (several sign-ups in one
 * browser all come back to it) or sets a new one, and returns the hash to store with the token.
 */
export function bindLinkBrowser(request: FastifyRequest, reply: FastifyReply): string {
  const name = linkBrowserCookieName(production(request));
  const held = request.cookies[name];
  const nonce = held && NONCE.test(held) ? held : newSecretToken();
  reply.setCookie(name, nonce, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: production(request),
    maxAge: LINK_BROWSER_SECONDS,
  });
  return hashToken(nonce);
}

/**
 * The claim on a sign-up whose link was opened in another browser than the one that signed up
 * (decision 0012): the link proved the address to this browser only, so this browser alone may
 * finish the activation, with the sign-up's password or a new one (POST /api/account_claims).
 * The cookie holds the claim's secret (its hash is the `claim_account` token's).
 */
export function claimCookieName(production: boolean): string {
  return production ? '__Host-evenkeel_claim' : 'evenkeel_claim';
}

/** How long a claim waits for its password (the token's lifetime too). */
export const CLAIM_MINUTES = 30;

/** Gives this browser the claim's secret. */
export function setClaimCookie(request: FastifyRequest, reply: FastifyReply, secret: string): void {
  reply.setCookie(claimCookieName(production(request)), secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: production(request),
    maxAge: CLAIM_MINUTES * 60,
  });
}

/** The claim secret this browser holds, or null. */
export function claimSecret(request: FastifyRequest): string | null {
  const secret = request.cookies[claimCookieName(production(request))];
  return secret && NONCE.test(secret) ? secret : null;
}

/** The claim is over (finished or gone): the browser forgets it. */
export function clearClaimCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(claimCookieName(production(request)), {
    path: '/',
    httpOnly: true,
    sameSite: 'strict',
    secure: production(request),
  });
}
