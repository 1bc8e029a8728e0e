import { loadWebCatalogue, type WebCatalogue } from '@evenkeel/common/i18n/web-catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@evenkeel/common/locale';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { useSyncExternalStore } from 'react';

/**
 * The interface's texts: ICU messages (plural, select, dates) formatted by FormatJS's
 * intl-messageformat, the same library the server uses through i18next-icu. The browser needs
 * only a lookup in the current language's catalogue (`web`, then `common`) and a re-render when
 * the language changes, so it does without i18next and react-i18next (about 18 kB of brotli on
 * every first load).
 */

/** Every key of a catalogue, as dotted paths: `profile.picture.label`. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Keys typed from the English catalogue: a wrong key fails the type check. */
export type TranslationKey = Leaves<WebCatalogue['web']> | Leaves<WebCatalogue['common']>;

/** ICU values, plus `defaultValue` (when the key is missing) and `ns` (one namespace only). */
export type TranslateOptions = Record<string, unknown> & { defaultValue?: string; ns?: 'web' | 'common' };

export type TFunction = {
  (key: TranslationKey, options?: TranslateOptions): string;
  /** A key built at run time that a catalogue may not hold (a region's name): its default then. */
  (key: string, options: TranslateOptions & { defaultValue: string }): string;
};

/** Where a signed-out visitor's language choice is remembered (not personal data). */
const STORAGE_KEY = 'evenkeel.locale';

/** The profile's language wins; before sign-in, the visitor's choice, then the browser's. */
export function initialLocale(): Locale {
  const stored = safeStorage()?.getItem(STORAGE_KEY);
  if (isLocale(stored)) return stored;
  const browser = navigator.languages?.[0] ?? navigator.language;
  const short = browser?.slice(0, 2).toLowerCase();
  return isLocale(short) ? short : DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  safeStorage()?.setItem(STORAGE_KEY, locale);
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

const catalogues: Partial<Record<Locale, WebCatalogue>> = {};
let language: Locale | undefined;
const listeners = new Set<() => void>();
/** Messages ready to format, per language and key (plain text as it is). */
const parsed = new Map<string, IntlMessageFormat | string | null>();

/**
 * A message as the build left it (scripts/icu-precompile.ts): plain text as a string, a message
 * with ICU syntax as its parsed form. The browser has no ICU parser.
 */
type Message = string | MessageFormatElement[];

function lookup(tree: unknown, key: string): Message | undefined {
  let node = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' || Array.isArray(node) ? (node as Message) : undefined;
}

function message(locale: Locale, key: string, ns: TranslateOptions['ns']): IntlMessageFormat | string | null {
  const cacheKey = `${locale}\u0000${ns ?? ''}\u0000${key}`;
  const cached = parsed.get(cacheKey);
  if (cached !== undefined) return cached;
  const catalogue = catalogues[locale];
  const source =
    ns === 'common'
      ? lookup(catalogue?.common, key)
      : (lookup(catalogue?.web, key) ?? (ns === 'web' ? undefined : lookup(catalogue?.common, key)));
  let format: IntlMessageFormat | string | null = null;
  if (typeof source === 'string') format = source;
  else if (source !== undefined) {
    try {
      // Tags are text here, as with i18next-icu: a `<` in a message is never markup.
      format = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    } catch {
      format = null;
    }
  }
  parsed.set(cacheKey, format);
  return format;
}

function translate(locale: Locale, key: string, options: TranslateOptions = {}): string {
  const { defaultValue, ns, ...values } = options;
  const format = message(locale, key, ns);
  if (format === null) return defaultValue ?? key;
  if (typeof format === 'string') return format;
  try {
    return String(format.format(values));
  } catch {
    return defaultValue ?? key;
  }
}

/** One function per language, so a component that keeps `t` sees it change with the language. */
const translators = new Map<Locale, TFunction>();
function translatorFor(locale: Locale): TFunction {
  let t = translators.get(locale);
  if (!t) {
    t = (key: string, options?: TranslateOptions) => translate(locale, key, options);
    translators.set(locale, t);
  }
  return t;
}

/** The interface language; before setupI18n has run (the first requests), the one it will use. */
export function currentLocale(): Locale {
  return language ?? initialLocale();
}

/** Translates in the current language, outside React (toasts, dialogs' default labels). */
export const t: TFunction = (key: string, options?: TranslateOptions) =>
  translate(currentLocale(), key, options);

async function load(locale: Locale): Promise<void> {
  catalogues[locale] ??= await loadWebCatalogue[locale]();
}

function use(locale: Locale): void {
  language = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Loads the first language's texts (the other is loaded on switching, changeLocale). */
export async function setupI18n(locale: Locale = initialLocale()): Promise<void> {
  await load(locale);
  use(locale);
}

/** Changes the interface language everywhere, including `<html lang>` for screen readers. */
export async function changeLocale(locale: Locale): Promise<void> {
  await load(locale);
  use(locale);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The texts in the current language; the component renders again when the language changes.
 * `t` is the language of this render; `i18n.t` the language when it is called (a toast after
 * a save that switched the language speaks the new one).
 */
export function useTranslation(): { t: TFunction; i18n: { language: Locale; t: TFunction } } {
  const locale = useSyncExternalStore(subscribe, currentLocale);
  return { t: translatorFor(locale), i18n: { language: locale, t } };
}
