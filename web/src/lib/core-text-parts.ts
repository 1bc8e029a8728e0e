import type { WebCatalogue } from '@evenkeel/common/i18n/web-catalogues';

/**
 * Parts of the web catalogue every screen may show (the headers, the navigation, crisis help,
 * sign-out, the error pages): loaded before the first render, with the common catalogue, as one
 * module per language (scripts/web-texts.ts makes it: one request instead of nine). A page's own
 * parts load with its code (app/router.tsx).
 */
export const CORE_TEXT_PARTS = [
  'layout',
  'nav',
  'controls',
  'route_error',
  'not_found',
  'crisis',
  'session',
] as const satisfies readonly (keyof WebCatalogue['web'])[];
