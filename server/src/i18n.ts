import { DEFAULT_LOCALE, type Locale, type Translate } from '@evenkeel/common';
import { catalogues } from '@evenkeel/common/i18n/catalogues';
import i18next from 'i18next';
import ICU from 'i18next-icu';

/**
 * Server-side translations from the same catalogues as the web app (namespaces `common`
 * and `server`), with ICU plurals. Used for API error details and e-mails.
 */
const instance = i18next.createInstance();
await instance.use(ICU).init({
  resources: catalogues,
  ns: ['common', 'server'],
  defaultNS: 'common',
  fallbackNS: 'server',
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: ['en', 'fr'],
  interpolation: { escapeValue: false },
  initAsync: false,
});

const translators = new Map<Locale, Translate>();

export function translator(locale: Locale): Translate {
  let t = translators.get(locale);
  if (!t) {
    const fixed = instance.getFixedT(locale);
    t = (key, params) => String(fixed(key, params ?? {}));
    translators.set(locale, t);
  }
  return t;
}
