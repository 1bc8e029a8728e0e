import type enCommon from '../locales/en/common.json';
import type enWeb from '../locales/en/web.json';

/**
 * What the browser needs of one language: the `common` and `web` namespaces. The web app loads
 * them in parts, parsed at build time (web/scripts/web-texts.ts); the `server` namespace (e-mails
 * and API texts) stays out of its bundle.
 */
export type WebCatalogue = { common: typeof enCommon; web: typeof enWeb };
