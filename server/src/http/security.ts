import type { IncomingMessage, ServerResponse } from 'node:http';
import { BlockList, isIP } from 'node:net';
import fastifyCsrf from '@fastify/csrf-protection';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import { ApiError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Unsafe method authenticated by a token it carries, not by the session: no CSRF check. */
    tokenAuthenticated?: boolean;
    /**
     * A form of a page sent with no referrer (a shared link's code): the browser's post says
     * `Origin: null` (Fetch, "serializing a request origin"), which is then taken for the page's
     * own unless `Sec-Fetch-Site` says another site. Any other origin is checked as always, and
     * the CSRF token still is.
     */
    noReferrerForm?: boolean;
    /**
     * The CSRF token may come in the query as `csrf` (the chat socket's upgrade: a browser cannot
     * set headers on a WebSocket handshake). The route runs `sameSiteAndCsrf` itself.
     */
    csrfInQuery?: boolean;
  }
}

export function csrfCookieName(production: boolean): string {
  return production ? '__Host-evenkeel_csrf' : 'evenkeel_csrf';
}

/** Token from the `X-CSRF-Token` header, or the hidden `authenticity_token` field of a form post. */
function csrfToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-csrf-token'];
  if (typeof header === 'string' && header) return header;
  if (request.routeOptions.config.csrfInQuery) {
    const query = (request.query as Record<string, unknown>).csrf;
    return typeof query === 'string' && query ? query : undefined;
  }
  const body = request.body as Record<string, unknown> | undefined;
  return typeof body?.authenticity_token === 'string' ? body.authenticity_token : undefined;
}

/** Refuses unsafe requests sent by another site (security.md §5), before any work is done. */
function assertSameSite(request: FastifyRequest, trustedOrigins: string[]): void {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') {
    throw new ApiError(403, 'cross_site', 'errors.cross_site');
  }
  const origin = request.headers.origin;
  if (!origin) return;
  if (origin === 'null' && request.routeOptions.config.noReferrerForm) {
    if (site === 'same-site') throw new ApiError(403, 'cross_site', 'errors.cross_site');
    return;
  }
  const own = `${request.protocol}://${request.host}`;
  if (origin !== own && !trustedOrigins.includes(origin)) {
    throw new ApiError(403, 'cross_site', 'errors.cross_site');
  }
}

/**
 * The checks an unsafe request gets, for a safe-method route that acts like one (the chat
 * socket's upgrade, security.md §5): another site's Origin or `Sec-Fetch-Site` refused, then
 * the CSRF token checked against the cookie's secret, exactly as for a POST.
 */
export function sameSiteAndCsrf(app: FastifyInstance): preHandlerHookHandler {
  return (request, reply, done) => {
    try {
      assertSameSite(request, app.ctx.env.trustedOrigins);
    } catch (error) {
      return done(error as Error);
    }
    app.csrfProtection(request, reply, done);
  };
}

export const security = fp(async (app: FastifyInstance) => {
  const { env } = app.ctx;
  const production = env.NODE_ENV === 'production';

  const securityHeaders = responseSecurityHeaders(production);
  // Every response carries them, errors and 404s included, from the same place among the hooks
  // where @fastify/helmet set them.
  app.addHook('onRequest', (_request, reply, done) => {
    securityHeaders(reply.raw);
    done();
  });

  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: csrfCookieName(production),
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax', secure: production },
    getToken: csrfToken,
  });

  const exempt = exemptAddresses(env.rateLimitExempt);
  await app.register(rateLimit, {
    global: false,
    allowList: (request) => exempt(request.ip),
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'rate_limited', 'errors.rate_limited', {
        minutes: Math.max(1, Math.ceil(context.ttl / 60_000)),
      }),
  });

  app.addHook('preHandler', (request, reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    // No route answers (an unknown path, or a known one asked with another method: 404 or 405):
    // nothing runs, so there is nothing to forge, and the client learns the real reason.
    if (request.is404) return done();
    // A secret token in the request itself authenticates it, no session is used, and mail
    // services post from elsewhere (RFC 8058 one-click unsubscribe): nothing to forge.
    if (request.routeOptions.config.tokenAuthenticated) return done();
    try {
      assertSameSite(request, env.trustedOrigins);
    } catch (error) {
      return done(error as Error);
    }
    app.csrfProtection(request, reply, done);
  });
});

/**
 * Helmet's headers, worked out once: its middleware parses its options (the CSP's directives
 * among them) each time it is built, and @fastify/helmet built it on every request. With no
 * nonce and no per-request directive the result never changes, so helmet runs once here against
 * a recorder and each response replays what it did (the same headers, in the same order).
 */
/** The headers every response carries (CSP, nosniff, frame and referrer policies, HSTS in production). */
export function responseSecurityHeaders(production: boolean): (response: ServerResponse) => void {
  return helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables in style attributes; scripts stay strictly same-origin.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // A document's preview (docs/benefits.md): the page shows the file it fetched from a blob: URL.
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(production ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The same as name and value pairs, for a response written on the socket without Fastify (a
 * request the HTTP parser refused: `clientErrorHandler` in app.ts).
 */
export function securityHeaderPairs(production: boolean): [string, string][] {
  const pairs = new Map<string, string>();
  responseSecurityHeaders(production)({
    setHeader: (name: string, value: string | number | readonly string[]) =>
      pairs.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => pairs.delete(name.toLowerCase()),
  } as unknown as ServerResponse);
  return [...pairs];
}

function helmetHeaders(options: HelmetOptions): (response: ServerResponse) => void {
  const steps: ((response: ServerResponse) => void)[] = [];
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      steps.push((response) => response.setHeader(name, value));
      return recorder;
    },
    removeHeader(name: string) {
      steps.push((response) => response.removeHeader(name));
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return (response) => {
    for (const step of steps) step(response);
  };
}

/** A matcher for EVENKEEL_RATE_LIMIT_EXEMPT (addresses and CIDRs; IPv4-mapped IPv6 read as IPv4). */
function exemptAddresses(entries: string[]): (ip: string) => boolean {
  if (entries.length === 0) return () => false;
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (ip) => {
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const version = isIP(plain);
    return version !== 0 && list.check(plain, version === 6 ? 'ipv6' : 'ipv4');
  };
}
