import { UTM_COOKIE_DAYS, UTM_PARAMS } from '@evenkeel/common';
import type { FastifyReply } from 'fastify';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Keeps the campaign a visitor came from (utm_source, utm_campaign, utm_medium) in first-party
 * cookies for 30 days (spec §9), as the app does (web/src/lib/utm.ts). Nothing goes to any third party.
 */
export function keepUtmParams(query: Record<string, unknown>, reply: FastifyReply): void {
  for (const name of UTM_PARAMS) {
    const value = query[name];
    if (typeof value === 'string' && value) {
      // 200 characters, never half of a pair: a lone surrogate cannot be written in a cookie.
      const kept = Array.from(value).slice(0, 200).join('').replace(LONE_SURROGATE, '\uFFFD');
      reply.setCookie(name, kept, {
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
        maxAge: UTM_COOKIE_DAYS * 24 * 60 * 60,
      });
    }
  }
}
