import enCommon from '../locales/en/common.json';
import enWeb from '../locales/en/web.json';
import frCommon from '../locales/fr/common.json';
import frWeb from '../locales/fr/web.json';

/**
 * What the browser needs: the `common` and `web` namespaces. The `server` namespace (e-mails and
 * API texts) stays out of the web bundle.
 */
export const webCatalogues = {
  en: { common: enCommon, web: enWeb },
  fr: { common: frCommon, web: frWeb },
} as const;
