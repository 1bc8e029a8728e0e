import { isLocale, type Locale, localeFromAcceptLanguage } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type ServerTranslate, translator } from '../i18n';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    /** Minutes east of UTC as the client reported (`X-UTC-Offset`); 0 when absent or invalid. */
    utcOffset: number;
    t: ServerTranslate;
  }
}

const MAX_OFFSET_MINUTES = 14 * 60;

export function parseUtcOffset(header: string | string[] | undefined): number {
  const value = Number(Array.isArray(header) ? header[0] : header);
  return Number.isInteger(value) && Math.abs(value) <= MAX_OFFSET_MINUTES ? value : 0;
}

/** The request's language: a signed-in user's profile language wins (product.md §11). */
export function requestLocale(request: FastifyRequest, locale: string | null | undefined): Locale {
  return isLocale(locale) ? locale : localeFromAcceptLanguage(request.headers['accept-language']);
}

/** Sets the request's language (`requestLocale`). */
export function setRequestLocale(request: FastifyRequest, locale: string | undefined): void {
  request.locale = requestLocale(request, locale);
  request.t = translator(request.locale);
}

export const requestContext = fp(async (app: FastifyInstance) => {
  app.decorateRequest('locale', 'en');
  app.decorateRequest('utcOffset', 0);
  app.decorateRequest('t', translator('en'));
  app.addHook('onRequest', async (request) => {
    setRequestLocale(request, undefined);
    request.utcOffset = parseUtcOffset(request.headers['x-utc-offset']);
  });
});
