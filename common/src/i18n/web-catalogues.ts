import type { Locale } from '../locale';
import type enCommon from '../locales/en/common.json';
import type enWeb from '../locales/en/web.json';

/** What the browser needs of one language: the `common` and `web` namespaces. */
export type WebCatalogue = { common: typeof enCommon; web: typeof enWeb };

/**
 * Each language's catalogue as its own chunk, loaded when that language is needed: a visitor
 * downloads one language, the other only on switching. The `server` namespace (e-mails and API
 * texts) stays out of the web bundle.
 */
export const loadWebCatalogue: Record<Locale, () => Promise<WebCatalogue>> = {
  en: async () => {
    const [common, web] = await Promise.all([
      import('../locales/en/common.json'),
      import('../locales/en/web.json'),
    ]);
    return { common: common.default, web: web.default };
  },
  fr: async () => {
    const [common, web] = await Promise.all([
      import('../locales/fr/common.json'),
      import('../locales/fr/web.json'),
    ]);
    return { common: common.default, web: web.default };
  },
};
