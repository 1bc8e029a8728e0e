import { type Locale, localDate, memberTimeZone, SHARE_LINK_CODE_ATTEMPTS } from '@evenkeel/common';
import { type AccessDataKind, SHARE_LINK_CODE_COOKIE_MINUTES } from '@evenkeel/common/privacy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { pageTranslator, translator } from '../../i18n';
import { type ShareLinkRef, shareLinkPolicy } from '../../policies/share-links';
import { type FrontDoorAssets, frontDoorLocale, rememberLocale, renderFrontDoor } from '../front-door';
import { loadInsights } from '../insights/service';
import type { TokenParams } from './contract';
import * as contract from './contract';
import { sharedFhirBundle } from './fhir';
import { codeFirstMain, codeMain, endedMain, type SharedLog, type SharedScore, sharedMain } from './page';
import { sharedPath } from './presenter';
import {
  codeCookieValid,
  codeCookieValue,
  findByToken,
  type OpenedLink,
  recordOpening,
  sharedCheckups,
  tryCode,
} from './service';

/** The cookie a right code leaves, scoped to that link's path. */
const CODE_COOKIE = 'evenkeel_shared_code';

type Form = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * A share link's page and file (issue 32 §5, decision 0029), for someone without an account:
 * drawn by the server in the front door's layout, without scripts. Nothing here is cached,
 * indexed or sent on as a referrer; every opening is a line in the member's "Who saw my data".
 */
export async function shareLinkPageRoutes(app: FastifyInstance, { assets }: { assets: FrontDoorAssets }) {
  const { db } = app.ctx;

  const privateHeaders = (reply: FastifyReply) =>
    reply
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex, nofollow')
      .header('cache-control', 'no-store')
      .header('vary', 'Accept-Language, Cookie');

  const page = (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    locale: Locale,
    content: { title: string; main: string },
  ) => {
    const [path, search] = request.url.split('?') as [string, string | undefined];
    const html = renderFrontDoor(
      {
        ...content,
        locale,
        t: pageTranslator(locale),
        path,
        query: new URLSearchParams(request.method === 'GET' ? search : ''),
        noindex: true,
      },
      assets,
    );
    return privateHeaders(reply).status(status).type('text/html; charset=utf-8').send(html);
  };

  const ended = (request: FastifyRequest, reply: FastifyReply, locale: Locale, kind: 'gone' | 'missing') => {
    const t = pageTranslator(locale);
    return page(request, reply, kind === 'gone' ? 410 : 404, locale, {
      title: t(kind === 'gone' ? 'share_links.page.gone_title' : 'share_links.page.missing_title'),
      main: endedMain(t, kind),
    });
  };

  const getLocale = (request: FastifyRequest, reply: FastifyReply): Locale => {
    const chosen = (request.query as Form).lang;
    const locale = frontDoorLocale(request, chosen);
    if (chosen === locale) rememberLocale(reply, locale);
    return locale;
  };

  /** The link, or the page that says why not (404, 410). */
  async function openable(request: FastifyRequest<TokenParams>, now: Date) {
    const found = await findByToken(db, request.params.token);
    if (!found) return { found: null, why: 'missing' as const };
    if (shareLinkPolicy.stateOf(found.link, now) !== 'active') return { found: null, why: 'gone' as const };
    return { found, why: null };
  }

  const codeGiven = (request: FastifyRequest, link: OpenedLink['link'] & ShareLinkRef, now: Date) =>
    !shareLinkPolicy.needsCode(link) || codeCookieValid(link, request.cookies[CODE_COOKIE], now);

  /** "29 November 2026, 14:05 EST": in the member's time zone, named. */
  const formatter = (locale: Locale, timeZone: string) => {
    const lang = locale === 'fr' ? 'fr-CA' : 'en-CA';
    const at = new Intl.DateTimeFormat(lang, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    const day = new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' });
    return {
      at: (date: Date) => at.format(date),
      day: (date: string) => day.format(new Date(`${date}T12:00:00Z`)),
    };
  };

  const codeForm = (
    request: FastifyRequest<TokenParams>,
    reply: FastifyReply,
    status: number,
    locale: Locale,
    refusal: string | null,
    locked: boolean,
  ) => {
    const t = pageTranslator(locale);
    return page(request, reply, status, locale, {
      title: t('share_links.page.code_title'),
      main: codeMain(t, {
        action: sharedPath(request.params.token),
        csrf: reply.generateCsrf(),
        locale,
        refusal,
        locked,
      }),
    });
  };

  const lockedMessage = (locale: Locale, until: Date, timeZone: string) =>
    pageTranslator(locale)('share_links.page.locked', { at: formatter(locale, timeZone).at(until) });

  app.get<TokenParams>('/shared/:token', contract.getSharedPage, async (request, reply) => {
    const locale = getLocale(request, reply);
    const now = new Date();
    const { found, why } = await openable(request, now);
    if (!found) return ended(request, reply, locale, why);
    const { link, member } = found;
    const zone = memberTimeZone(member.timezone);
    if (!codeGiven(request, link, now)) {
      const locked = shareLinkPolicy.isLocked(link, now);
      const refusal = locked && link.lockedUntil ? lockedMessage(locale, link.lockedUntil, zone) : null;
      return codeForm(request, reply, 200, locale, refusal, locked);
    }
    const t = pageTranslator(locale);
    const today = localDate(now, zone);
    const insights = await loadInsights(
      db,
      member,
      'all',
      { t: translator(locale), view: 'viewer' },
      { now, today },
    );
    const checkups = link.includeAnswers ? await sharedCheckups(db, member.id) : null;
    const kinds: AccessDataKind[] = [
      'insights',
      ...(link.includeAnswers ? (['checkups'] as const) : []),
      ...(link.includeLogs ? (['logs'] as const) : []),
    ];
    await recordOpening(db, link, {
      viewerName: viewerName(link.label, member.locale),
      kinds,
      client: 'link_page',
    });
    const format = formatter(locale, zone);
    const name = `${member.firstName} ${member.lastName}`.trim();
    return page(request, reply, 200, locale, {
      title: t('share_links.page.title', { name }),
      main: sharedMain(t, {
        name,
        until: format.at(link.expiresAt),
        scores: JSON.parse(insights.scoresJson) as SharedScore[],
        latest: insights.latest,
        checkups,
        logs: link.includeLogs ? (JSON.parse(insights.logsJson) as SharedLog[]) : null,
        fhirHref: link.includeAnswers ? `${sharedPath(request.params.token)}/fhir.json?lang=${locale}` : null,
        locale,
        formatDate: format.day,
      }),
    });
  });

  app.post<TokenParams>(
    '/shared/:token',
    {
      // The page sends no referrer, so its form's post says `Origin: null` (http/security.ts).
      config: { ...contract.sendSharedCode.config, noReferrerForm: true },
    },
    async (request, reply) => {
      const body = (request.body ?? {}) as Form;
      const locale = frontDoorLocale(request, body.locale);
      const now = new Date();
      const { found, why } = await openable(request, now);
      if (!found) return ended(request, reply, locale, why);
      const { link, member } = found;
      const zone = memberTimeZone(member.timezone);
      const path = sharedPath(request.params.token);
      if (!shareLinkPolicy.needsCode(link)) return reply.redirect(path, 303);
      if (shareLinkPolicy.isLocked(link, now) && link.lockedUntil) {
        return tooMany(request, reply, locale, link.lockedUntil, zone, now);
      }
      const { ok, row } = await tryCode(db, link, text(body.code).trim());
      if (ok) {
        reply.setCookie(CODE_COOKIE, codeCookieValue(row, now), {
          path,
          httpOnly: true,
          sameSite: 'strict',
          secure: request.protocol === 'https',
          maxAge: SHARE_LINK_CODE_COOKIE_MINUTES * 60,
        });
        return privateHeaders(reply).redirect(path, 303);
      }
      if (row.lockedUntil && shareLinkPolicy.isLocked(row, now)) {
        return tooMany(request, reply, locale, row.lockedUntil, zone, now);
      }
      const left = SHARE_LINK_CODE_ATTEMPTS - row.failedAttempts;
      return codeForm(
        request,
        reply,
        422,
        locale,
        pageTranslator(locale)('share_links.page.wrong_code', { count: left }),
        false,
      );
    },
  );

  function tooMany(
    request: FastifyRequest<TokenParams>,
    reply: FastifyReply,
    locale: Locale,
    until: Date,
    zone: string,
    now: Date,
  ) {
    reply.header('retry-after', String(Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000))));
    return codeForm(request, reply, 429, locale, lockedMessage(locale, until, zone), true);
  }

  app.get<TokenParams>('/shared/:token/fhir.json', contract.getSharedFhir, async (request, reply) => {
    const locale = getLocale(request, reply);
    const now = new Date();
    const { found, why } = await openable(request, now);
    if (!found) return ended(request, reply, locale, why);
    const { link, member } = found;
    if (!link.includeAnswers) return ended(request, reply, locale, 'missing');
    if (!codeGiven(request, link, now)) {
      const t = pageTranslator(locale);
      return page(request, reply, 403, locale, {
        title: t('share_links.page.code_title'),
        main: codeFirstMain(t, sharedPath(request.params.token)),
      });
    }
    const bundle = await sharedFhirBundle(db, member, locale, now);
    await recordOpening(db, link, {
      viewerName: viewerName(link.label, member.locale),
      kinds: ['checkups'],
      client: 'link_file',
    });
    return privateHeaders(reply)
      .header('content-type', 'application/fhir+json; charset=utf-8')
      .header('content-disposition', `attachment; filename="evenkeel-shared-${localDate(now, 'UTC')}.json"`)
      .header('x-content-type-options', 'nosniff')
      .send(JSON.stringify(bundle));
  });
}

/** How the opening is named in the member's log: their label, or their words for someone with the link. */
function viewerName(label: string | null, memberLocale: string): string {
  if (label) return label;
  return translator(memberLocale === 'fr' ? 'fr' : 'en')('server:share_links.someone');
}
