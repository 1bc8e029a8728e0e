import fs from 'node:fs';
import { HELPLINE_DIRECTORY_URL, isLocale, type Locale } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import type { ServerTranslate } from '../../i18n';
import { translator } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import * as contract from './contract';
import { countryName, namedCountries } from './countries';
import { regionName } from './dataset';
import { resolveLocation, setPublicCacheHeaders } from './location';
import { renderEmergency, renderEveryCountry, renderLine, renderQuickDial } from './page-lines';
import { type CrisisLine, type Locations, lineLocations, linesForLocation } from './service';

export const CRISIS_PAGE_PATH = '/help/crisis';
/** The page the service worker keeps for offline use: the place's lines and every country's emergency number. */
export const CRISIS_OFFLINE_PATH = '/help/crisis/offline';
/** The app's crisis page, which the server paints first (crisisFirstPaint). */
export const CRISIS_APP_PATH = '/crisis';
const STYLESHEET_PATH = '/help/crisis.css';
const stylesheet = fs.readFileSync(new URL('./page.css', import.meta.url), 'utf8');

export type PageState = {
  locale: Locale;
  country: string | null;
  area: string | null;
  lines: CrisisLine[];
  locations: Locations;
  error: string | null;
  /** The copy kept offline (CRISIS_OFFLINE_PATH): every country's emergency number after the lines. */
  offline?: boolean;
};

function pageUrl(params: Record<string, string | null>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${CRISIS_PAGE_PATH}?${text}` : CRISIS_PAGE_PATH;
}

function renderForm(state: PageState, t: ServerTranslate, action: string): string {
  const { locale, locations } = state;
  const countries = namedCountries(locations.countries, locale)
    .map(
      (country) =>
        `<option value="${escapeHtml(country.code)}"${country.code === state.country ? ' selected' : ''}>${escapeHtml(country.name)}</option>`,
    )
    .join('');
  const regions = namedCountries(locations.countries, locale)
    .flatMap((country) =>
      (locations.areas.get(country.code) ?? []).map(
        (area) =>
          `<option value="${escapeHtml(area)}"${country.code === state.country && area === state.area ? ' selected' : ''}>${escapeHtml(`${regionName(country.code, area, locale)} (${country.name})`)}</option>`,
      ),
    )
    .join('');
  return [
    `<form method="get" action="${escapeHtml(action)}">`,
    // The plain page keeps its language through `?lang`; the app's page has its own language.
    action === CRISIS_PAGE_PATH ? `<input type="hidden" name="lang" value="${escapeHtml(locale)}">` : '',
    `<label for="country">${escapeHtml(t('crisis_lines.page.country'))}</label>`,
    `<select id="country" name="country"><option value="">${escapeHtml(t('crisis_lines.page.country_none'))}</option>${countries}</select>`,
    regions
      ? `<label for="region">${escapeHtml(t('crisis_lines.page.region'))}</label><select id="region" name="region"><option value="">${escapeHtml(t('crisis_lines.page.region_none'))}</option>${regions}</select>`
      : '',
    `<button type="submit">${escapeHtml(t('crisis_lines.page.show'))}</button>`,
    '</form>',
  ].join('');
}

/** The place the lines are for, by name ("Quebec, Canada"), or null when none is known. */
function placeName(state: PageState): string | null {
  const { country, area, locale } = state;
  if (!country) return null;
  return area && (state.locations.areas.get(country) ?? []).includes(area)
    ? `${regionName(country, area, locale)}, ${countryName(country, locale)}`
    : countryName(country, locale);
}

/**
 * What crisis help says, emergency number first: the heading, the danger line, the lines for the
 * place, and the country form (sent to `formAction`). The plain page and the app's first paint
 * (renderCrisisFirst) both show it.
 */
export function renderCrisisMain(state: PageState, t: ServerTranslate, formAction: string): string {
  const { locale, country, lines, error } = state;
  const emergency = lines.filter((line) => line.kind === 'emergency' && line.phone);
  const others = lines.filter((line) => !emergency.includes(line));
  const place = placeName(state);
  // The copy kept offline says whose place it was kept for: opened later, it may be far from there.
  const title =
    state.offline && place
      ? t('crisis_lines.page.title_offline_for', { place })
      : t('crisis_lines.page.title');
  return [
    `<h1>${escapeHtml(title)}</h1>`,
    `<p><strong>${escapeHtml(t('crisis_lines.page.danger'))}</strong></p>`,
    renderQuickDial(lines, t),
    error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : '',
    place
      ? `<h2>${escapeHtml(t('crisis_lines.page.showing_for', { place }))}</h2>`
      : `<h2>${escapeHtml(t('crisis_lines.page.choose_place'))}</h2>`,
    lines.length
      ? [
          '<div data-testid="crisis-lines">',
          emergency.map((line) => renderEmergency(line, t, locale)).join(''),
          others.length
            ? `<ul class="lines">${others.map((line) => renderLine(line, t, locale)).join('')}</ul>`
            : '',
          '</div>',
        ].join('')
      : '',
    country && lines.length === 0 ? `<p>${escapeHtml(t('crisis_lines.page.no_lines'))}</p>` : '',
    // A country with its emergency number only: an international directory of helplines.
    country && !lines.some((line) => line.kind === 'crisis_line')
      ? `<p data-testid="crisis-directory">${escapeHtml(t('crisis_lines.page.no_crisis_line'))} <a href="${escapeHtml(HELPLINE_DIRECTORY_URL)}" rel="noopener noreferrer">${escapeHtml(t('crisis_lines.page.directory'))}</a></p>`
      : '',
    country ? '' : `<p>${escapeHtml(t('crisis_lines.page.choose'))}</p>`,
    renderForm(state, t, formAction),
  ].join('\n');
}

export function renderCrisisPage(state: PageState): string {
  const { locale, country, area, lines } = state;
  const t = translator(locale);
  const other: Locale = locale === 'fr' ? 'en' : 'fr';
  const switchUrl = pageUrl({ country, region: area, lang: other });
  const verified = lines.map((line) => line.verifiedOn).sort()[0];
  const body = [
    '<header>',
    `<p class="brand">${escapeHtml(t('product.name'))}</p>`,
    `<nav aria-label="${escapeHtml(t('crisis_lines.page.language_nav'))}"><ul><li><a href="${escapeHtml(switchUrl)}" lang="${other}" hreflang="${other}">${escapeHtml(t(`crisis_lines.page.language_${other}`))}</a></li></ul></nav>`,
    '</header>',
    '<main>',
    renderCrisisMain(state, t, CRISIS_PAGE_PATH),
    state.offline ? renderEveryCountry(locale, t) : '',
    '</main>',
    '<footer>',
    verified
      ? `<p>${escapeHtml(t('crisis_lines.page.verified', { date: new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${verified}T00:00:00Z`)) }))}</p>`
      : '',
    `<p><a href="/">${escapeHtml(t('crisis_lines.page.back'))}</a></p>`,
    '</footer>',
  ].join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(`${t('crisis_lines.page.title')} · ${t('product.name')}`)}</title>
<link rel="stylesheet" href="${STYLESHEET_PATH}">
</head>
<body>
${body}
</body>
</html>
`;
}

/** The page's state for a request: `country`/`region` asked, else the profile's place; a refused code says why. */
export async function crisisState(
  app: FastifyInstance,
  request: FastifyRequest,
  query: Record<string, unknown>,
  locale: Locale,
): Promise<PageState> {
  const { db } = app.ctx;
  let location: { country: string | null; area: string | null } = { country: null, area: null };
  let error: string | null = null;
  try {
    location = resolveLocation(request, query.country, query.region);
  } catch (refusal) {
    if (!(refusal instanceof ApiError)) throw refusal;
    error = translator(locale)(refusal.key, refusal.params);
  }
  const locations = await lineLocations(db);
  const lines = location.country ? await linesForLocation(db, location.country, location.area) : [];
  return { locale, ...location, lines, locations, error };
}

/**
 * The app's `/crisis` as the server paints it before any script runs: the emergency number and
 * the lines for the place in the address (`?country=&region=`, the app's own parameters) or the
 * profile, else the country form, which works without JavaScript too. Its styles are the plain
 * page's, nested under `.crisis-first` so they end with it; the app replaces it when it starts.
 */
export function crisisFirstPaint(app: FastifyInstance) {
  const scoped = `<style>.crisis-first{max-width:44rem;padding:1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;font-size:1.0625rem;line-height:1.5;color:#1a1b1e;${stylesheet}}</style>`;
  return async (request: FastifyRequest): Promise<{ lang: Locale; html: string }> => {
    const state = await crisisState(app, request, request.query as Record<string, unknown>, request.locale);
    const t = translator(state.locale);
    return {
      lang: state.locale,
      html: `${scoped}<main class="crisis-first">${renderCrisisMain(state, t, CRISIS_APP_PATH)}</main>`,
    };
  };
}

/**
 * Crisis help as one plain HTML page: no JavaScript, no sign-in (product.md §6). `?country=CA
 * &region=QC`, else the signed-in member's profile; `?lang=fr|en`, else the profile's or the
 * browser's language. The emergency number comes first, in large type, as a tel: link.
 */
export async function crisisPageRoutes(app: FastifyInstance) {
  app.get(CRISIS_PAGE_PATH, contract.getCrisisHelpPage, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const locale: Locale = isLocale(query.lang) ? query.lang : request.locale;
    const state = await crisisState(app, request, query, locale);
    setPublicCacheHeaders(request, reply);
    return reply
      .status(state.error ? 422 : 200)
      .type('text/html; charset=utf-8')
      .send(renderCrisisPage(state));
  });

  app.get(CRISIS_OFFLINE_PATH, contract.getOfflineCrisisHelpPage, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const locale: Locale = isLocale(query.lang) ? query.lang : request.locale;
    const state = await crisisState(app, request, query, locale);
    // A member's copy holds their place: kept by their browser only.
    reply.header('cache-control', 'private, no-cache');
    reply.header('vary', 'Accept-Language, Cookie');
    return reply
      .status(state.error ? 422 : 200)
      .type('text/html; charset=utf-8')
      .send(renderCrisisPage({ ...state, offline: true }));
  });

  app.get(STYLESHEET_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(stylesheet),
  );
}
