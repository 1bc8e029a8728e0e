import { DEFAULT_LOCALE, type Locale } from '@evenkeel/common';
import { catalogues } from '@evenkeel/common/i18n/catalogues';
import type { MessageKey, ServerMessageKey } from '@evenkeel/common/i18n/keys';
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

/**
 * The server's `t`: a key that is not in the English catalogues fails the typecheck. Declared
 * through a method so that it still passes where shared code takes any `Translate` (fieldErrors).
 */
export type ServerTranslate = {
  translate(key: ServerMessageKey, params?: Record<string, unknown>): string;
}['translate'];

/** A key built at run time (`fields.${name}`): the one place such keys are taken on trust. */
export const dynamicKey = (key: string) => key as ServerMessageKey;

const translators = new Map<Locale, ServerTranslate>();

export function translator(locale: Locale): ServerTranslate {
  let t = translators.get(locale);
  if (!t) {
    const fixed = instance.getFixedT(locale);
    t = (key, params) => String(fixed(key, params ?? {}));
    translators.set(locale, t);
  }
  return t;
}

type English = (typeof catalogues)['en'];

/** Keys of the web app's interface (`web`, then `common`): the pages the server draws for visitors. */
export type PageMessageKey = MessageKey<English['web']> | MessageKey<English['common']>;
export type PageTranslate = (key: PageMessageKey, params?: Record<string, unknown>) => string;

const pageTranslators = new Map<Locale, PageTranslate>();

/**
 * Translates with the web app's own texts, so that a page the server draws (modules/front-door/)
 * says word for word what the app says.
 */
export function pageTranslator(locale: Locale): PageTranslate {
  let t = pageTranslators.get(locale);
  if (!t) {
    const fixed = instance.getFixedT(locale, ['web', 'common']);
    t = (key, params) => String(fixed(key, params ?? {}));
    pageTranslators.set(locale, t);
  }
  return t;
}
