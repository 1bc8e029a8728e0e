import { isLocale, type Locale } from '@evenkeel/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A visitor's language choice, kept in a first-party cookie that the server and the web app both
 * read (web/src/lib/i18n.ts): a preference, never personal data. A signed-in profile's language
 * wins over it everywhere else.
 */
export const LOCALE_COOKIE = 'evenkeel_locale';
const ONE_YEAR = 365 * 24 * 60 * 60;

/**
 * The language of a signed-out page: the one just chosen (`?lang=` on a link, `locale` in a form
 * the page sent), then the visitor's earlier choice, then the browser's (`request.locale`).
 */
export function frontDoorLocale(request: FastifyRequest, chosen: unknown): Locale {
  if (isLocale(chosen)) return chosen;
  const remembered = request.cookies[LOCALE_COOKIE];
  return isLocale(remembered) ? remembered : request.locale;
}

export function rememberLocale(reply: FastifyReply, locale: Locale): void {
  reply.setCookie(LOCALE_COOKIE, locale, { path: '/', sameSite: 'lax', httpOnly: false, maxAge: ONE_YEAR });
}
