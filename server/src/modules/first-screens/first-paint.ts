import fs from 'node:fs';
import { LOCALE_NAMES, LOCALES, type Locale } from '@evenkeel/common';
import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import type { User } from '../../auth/user';
import { pageTranslator } from '../../i18n';
import { escapeHtml } from '../../lib/html';

const style = `<style>${fs.readFileSync(new URL('./first-paint.css', import.meta.url), 'utf8')}</style>`;

const isFirstScreen = (path: string): path is keyof typeof FIRST_SCREENS =>
  Object.hasOwn(FIRST_SCREENS, path);

/**
 * What a member sees before the app has loaded, at the address of a page members open directly
 * (FIRST_SCREENS): the signed-in shell's frame with crisis help one tap away, and the page's heading,
 * in their language, drawn by the server inside the app's `#root` (http/spa.ts). The app's first
 * render replaces it (React empties its root), with the same frame and heading in the same place
 * (first-paint.css): on a phone the heading and crisis help show as soon as the page arrives instead
 * of after its scripts have run (issue 12; docs/decisions/0010-member-first-paint.md).
 *
 * Only links work before the app: the brand (home) and crisis help (the server paints its lines
 * too). The language and sign-out buttons are pictures of the app's, hidden from assistive
 * technology, that become the real buttons a moment later. Null where the page would not show this
 * heading: another address, or home before onboarding is done (the app goes to onboarding).
 */
export function memberFirstPaint(pathname: string, user: User): string | null {
  if (!isFirstScreen(pathname)) return null;
  if (pathname === '/' && user.onboardingStep !== 'done') return null;
  const locale = user.locale as Locale;
  const t = pageTranslator(locale);
  const other = LOCALES.find((candidate) => candidate !== locale) ?? LOCALES[0];
  const heading = t(FIRST_SCREENS[pathname].heading, { name: user.firstName });
  return [
    style,
    '<div class="ekfp">',
    '<header class="ekfp-header">',
    '<div class="ekfp-start"><span class="ekfp-burger" aria-hidden="true"></span>',
    `<a class="ekfp-brand" href="/">${escapeHtml(t('product.name'))}</a></div>`,
    '<div class="ekfp-actions">',
    `<a class="ekfp-button ekfp-crisis" href="/crisis">${escapeHtml(t('crisis.entry'))}</a>`,
    `<span class="ekfp-button ekfp-small ekfp-wide" aria-hidden="true" lang="${other}">${escapeHtml(LOCALE_NAMES[other])}</span>`,
    `<span class="ekfp-button ekfp-wide" aria-hidden="true">${escapeHtml(t('session.sign_out'))}</span>`,
    '</div></header>',
    '<div class="ekfp-navbar"></div>',
    `<main id="main" tabindex="-1" class="ekfp-main" aria-busy="true"><h1>${escapeHtml(heading)}</h1></main>`,
    '</div>',
  ].join('');
}
