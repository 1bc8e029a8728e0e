import { textLoaders } from 'virtual:web-texts';
import type { WebCatalogue } from '@evenkeel/common/i18n/web-catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@evenkeel/common/locale';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { useLayoutEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { CORE_TEXT_PARTS } from './core-text-parts';

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

/**
 * Where a visitor's language choice is remembered (a preference, not personal data): a
 * first-party cookie, which the server reads too when it draws the signed-out pages
 * (server/src/modules/front-door/locale.ts). Choices made before it existed were kept in storage.
 */
const LOCALE_COOKIE = 'evenkeel_locale';
const STORAGE_KEY = 'evenkeel.locale';
const ONE_YEAR = 365 * 24 * 60 * 60;

function rememberedLocale(): string | null | undefined {
  const cookie = document.cookie.match(/(?:^|;\s*)evenkeel_locale=([^;]*)/)?.[1];
  return cookie ?? safeStorage()?.getItem(STORAGE_KEY);
}

/** The profile's language wins; before sign-in, the visitor's choice, then the browser's. */
export function initialLocale(): Locale {
  const stored = rememberedLocale();
  if (isLocale(stored)) return stored;
  const browser = navigator.languages?.[0] ?? navigator.language;
  const short = browser?.slice(0, 2).toLowerCase();
  return isLocale(short) ? short : DEFAULT_LOCALE;
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Max-Age=${ONE_YEAR}; Path=/; SameSite=Lax`;
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A part of the web catalogue: one of its top-level keys (scripts/web-texts.ts). */
export type TextPart = keyof WebCatalogue['web'];

export { CORE_TEXT_PARTS };

/** What is loaded of each language: the common catalogue and the web parts asked for so far. */
type Loaded = {
  common?: WebCatalogue['common'];
  web: Record<string, unknown>;
  /** Parts loaded, and parts asked for (loaded or on their way). */
  parts: Set<string>;
  requested: Set<string>;
};
const loaded: Record<Locale, Loaded> = {
  en: { web: {}, parts: new Set(), requested: new Set() },
  fr: { web: {}, parts: new Set(), requested: new Set() },
};
/** Loads under way, per language and part (`core` for the common catalogue and the core parts). */
const loading = new Map<string, Promise<void>>();
/** Loads that failed, with why, until shown or asked for again. */
const failed = new Map<string, unknown>();
const isPart = (name: string): name is TextPart => name in textLoaders.en.web;
/** Every part (the web tests load them all). */
export const TEXT_PARTS = Object.keys(textLoaders.en.web).filter(isPart);

let language: Locale | undefined;
const listeners = new Set<() => void>();
/** Messages ready to format, per language and key (plain text as it is). */
const parsed = new Map<string, IntlMessageFormat | string | null>();

/**
 * A message as the build left it (scripts/web-texts.ts): plain text as a string, a message
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

/** The web part a key belongs to when it is not loaded yet in that language (else undefined). */
function missingPart(locale: Locale, key: string, ns: TranslateOptions['ns']): TextPart | undefined {
  if (ns === 'common') return undefined;
  const dot = key.indexOf('.');
  const first = dot < 0 ? key : key.slice(0, dot);
  return isPart(first) && !loaded[locale].parts.has(first) ? first : undefined;
}

function message(locale: Locale, key: string, ns: TranslateOptions['ns']): IntlMessageFormat | string | null {
  const cacheKey = `${locale}\u0000${ns ?? ''}\u0000${key}`;
  const cached = parsed.get(cacheKey);
  if (cached !== undefined) return cached;
  const catalogue = loaded[locale];
  const source =
    ns === 'common'
      ? lookup(catalogue.common, key)
      : (lookup(catalogue.web, key) ?? (ns === 'web' ? undefined : lookup(catalogue.common, key)));
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

/**
 * `suspend`: while a component renders, a key of a part not loaded yet suspends it until the part
 * is there (a page that forgot to name a part still shows its texts, one request later). Outside
 * rendering (a toast after a save) the part starts loading and the default value shows.
 */
function translate(locale: Locale, key: string, options: TranslateOptions = {}, suspend = false): string {
  const { defaultValue, ns, ...values } = options;
  const missing = missingPart(locale, key, ns);
  if (missing) {
    // In development, a page that should name this part in app/router.tsx (one request saved).
    if (import.meta.env.DEV && suspend) console.warn(`Texts "${missing}" loaded late for ${key}`);
    if (suspend) suspendFor(locale, missing);
    void loadPart(locale, missing).catch(() => undefined);
    return defaultValue ?? key;
  }
  const format = message(locale, key, ns);
  if (format === null) return defaultValue ?? key;
  if (typeof format === 'string') return format;
  try {
    return String(format.format(values));
  } catch {
    return defaultValue ?? key;
  }
}

/** A member's language, known from their page before setupI18n runs (app/preload.ts). */
let expected: Locale | undefined;

/**
 * The language setupI18n will use, told before it runs: the first requests then need not read
 * the visitor's cookie (a synchronous call to the browser's cookie store, in the first task).
 */
export function expectLocale(locale: Locale): void {
  expected = locale;
}

/** The interface language; before setupI18n has run (the first requests), the one it will use. */
export function currentLocale(): Locale {
  return language ?? expected ?? initialLocale();
}

/** Translates in the current language, outside React (toasts, dialogs' default labels). */
export const t: TFunction = (key: string, options?: TranslateOptions) =>
  translate(currentLocale(), key, options);

function loadOnce(locale: Locale, name: 'core' | TextPart, load: () => Promise<void>): Promise<void> {
  const id = `${locale}:${name}`;
  let pending = loading.get(id);
  if (!pending) {
    pending = load();
    // A part that failed to load (a network fault) is asked for again next time; a page waiting
    // for it shows the failure once (suspendFor) instead of asking again at once, forever.
    pending.then(
      () => failed.delete(id),
      (error: unknown) => {
        loading.delete(id);
        failed.set(id, error);
      },
    );
    loading.set(id, pending);
  }
  return pending;
}

/**
 * Suspends the rendering component until a part is there: it throws the part's promise, as
 * React.lazy does. If the part's last load failed (offline), it throws that failure instead, once:
 * the page's error boundary offers a reload, and the next render asks again.
 */
function suspendFor(locale: Locale, part: TextPart): never {
  const id = `${locale}:${part}`;
  if (failed.has(id)) {
    const error = failed.get(id);
    failed.delete(id);
    throw error;
  }
  throw loadPart(locale, part);
}

const isCorePart = (part: TextPart): boolean => (CORE_TEXT_PARTS as readonly string[]).includes(part);

/**
 * The common catalogue and the core parts of a language, one module (lib/core-text-parts.ts):
 * the same promise until loaded.
 */
function loadCore(locale: Locale): Promise<void> {
  const into = loaded[locale];
  for (const part of CORE_TEXT_PARTS) into.requested.add(part);
  return loadOnce(locale, 'core', async () => {
    const { default: texts } = await textLoaders[locale].core();
    into.common = texts.common;
    Object.assign(into.web, texts.web);
    for (const part of CORE_TEXT_PARTS) into.parts.add(part);
  });
}

/** One part of the web catalogue in a language, with the core texts: the same promise until loaded. */
function loadPart(locale: Locale, part: TextPart): Promise<void> {
  if (isCorePart(part)) return loadCore(locale);
  const into = loaded[locale];
  into.requested.add(part);
  const core = loadCore(locale);
  return loadOnce(locale, part, async () => {
    const [texts] = await Promise.all([textLoaders[locale].web[part](), core]);
    Object.assign(into.web, texts.default as Record<string, unknown>);
    into.parts.add(part);
  });
}

/** Loads these parts of the web catalogue (and the common catalogue) in a language. */
export function loadParts(locale: Locale, parts: readonly TextPart[]): Promise<void> {
  return Promise.all(parts.map((part) => loadPart(locale, part))).then(() => undefined);
}

/** Loads a page's parts in the current language (app/router.tsx, with the page's code). */
export function loadTexts(parts: readonly TextPart[]): Promise<void> {
  return loadParts(currentLocale(), parts);
}

/**
 * Suspends the rendering component until these parts are there in the current language (a page
 * opened after a change of language, or whose texts are still on their way): see suspendFor.
 * React's `use` does not suspend from inside the texts' lookup, hence the thrown promise.
 */
export function useTexts(parts: readonly TextPart[]): void {
  const { i18n } = useTranslation();
  const missing = parts.find((part) => !loaded[i18n.language].parts.has(part));
  if (missing) suspendFor(i18n.language, missing);
}

function switchTo(locale: Locale): void {
  language = locale;
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

/** Loads the first language's core texts (a page's own come with it; the other language on switching). */
export async function setupI18n(locale: Locale = initialLocale()): Promise<void> {
  await loadCore(locale);
  switchTo(locale);
}

/**
 * Changes the interface language everywhere, including `<html lang>` for screen readers. Every
 * part already shown in the old language is loaded in the new one first: the page does not
 * blink through its loader.
 */
export async function changeLocale(locale: Locale): Promise<void> {
  const shown = [...loaded[currentLocale()].requested].filter(isPart);
  await Promise.all([loadCore(locale), loadParts(locale, shown)]);
  switchTo(locale);
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
  // True while this component renders: only then may a missing part suspend it (see translate).
  const rendering = useRef(true);
  rendering.current = true;
  useLayoutEffect(() => {
    rendering.current = false;
  });
  const bound = useMemo<TFunction>(
    () => (key: string, options?: TranslateOptions) => translate(locale, key, options, rendering.current),
    [locale],
  );
  return { t: bound, i18n: { language: locale, t } };
}
