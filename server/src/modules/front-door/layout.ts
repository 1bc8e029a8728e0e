import { LOCALE_NAMES, LOCALE_SWITCH_DESCRIPTIONS, LOCALES, type Locale } from '@evenkeel/common';
import type { FlashType } from '../../http/flash';
import type { PageTranslate } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { FrontDoorAssets } from './assets';

export type Flash = { type: FlashType; message: string };

export type FrontDoorPage = {
  locale: Locale;
  t: PageTranslate;
  /** The document's title; the product's name follows it. */
  title: string;
  /** The page's content, already escaped. */
  main: string;
  /** The path and query the language switch reloads, in the other language. */
  path: string;
  query: URLSearchParams;
  flash?: Flash | null;
  /** The landing page's wider column. */
  wide?: boolean;
  /** Never indexed nor followed (a share link's page, issue 32 §5). */
  noindex?: boolean;
};

/** The language switch: a button naming the other language in that language, as in the app's header. */
function languageSwitch(page: FrontDoorPage): string {
  const other = LOCALES.find((locale) => locale !== page.locale) ?? LOCALES[0];
  const kept = [...page.query.entries()]
    .filter(([name]) => name !== 'lang')
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return [
    `<form method="get" action="${escapeHtml(page.path)}">`,
    kept,
    `<button type="submit" name="lang" value="${other}" class="fd-button fd-default" lang="${other}" title="${escapeHtml(LOCALE_SWITCH_DESCRIPTIONS[other])}">${escapeHtml(LOCALE_NAMES[other])}</button>`,
    '</form>',
  ].join('');
}

function flashBox(flash: Flash, t: PageTranslate): string {
  return [
    `<div class="fd-flash" data-flash role="${flash.type === 'danger' ? 'alert' : 'status'}">`,
    `<p>${escapeHtml(flash.message)}</p>`,
    `<button type="button" hidden aria-label="${escapeHtml(t('layout.close_message'))}">×</button>`,
    '</div>',
  ].join('');
}

/**
 * A whole signed-out page as the server draws it: the app's header (the product's name, crisis
 * help, the language), the content, and the few bytes of style and script of the front-door entry.
 */
export function renderFrontDoor(page: FrontDoorPage, assets: FrontDoorAssets): string {
  const { t } = page;
  const head = [
    ...assets.stylesheets.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    assets.script ? `<script type="module" src="${escapeHtml(assets.script)}"></script>` : '',
  ].join('\n');
  return `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">${page.noindex ? '\n<meta name="robots" content="noindex, nofollow">' : ''}
<meta name="theme-color" content="#0a6e54">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/apple-touch-icon.png">
<link rel="manifest" href="/manifest.webmanifest">
<title>${escapeHtml(`${page.title} · ${t('product.name')}`)}</title>
${head}
</head>
<body>
<a class="skip-link" href="#main">${escapeHtml(t('layout.skip_to_content'))}</a>
<header class="fd-header">
<a class="fd-brand" href="/">${escapeHtml(t('product.name'))}</a>
<div class="fd-actions">
<a class="fd-button fd-danger fd-compact" href="/crisis">${escapeHtml(t('crisis.entry'))}</a>
${languageSwitch(page)}
</div>
</header>
${page.flash ? flashBox(page.flash, t) : ''}
<main id="main" tabindex="-1" class="fd-main${page.wide ? ' fd-wide' : ''}">
${page.main}
</main>
</body>
</html>
`;
}
