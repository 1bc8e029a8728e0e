export const LOCALES = ['en', 'fr'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/**
 * Each language by its own name and described in itself, never a code: the language switch is
 * read by someone who speaks that language, whatever the page's (so these are not in the
 * catalogues, which hold one language each).
 */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };
export const LOCALE_SWITCH_DESCRIPTIONS: Record<Locale, string> = {
  en: 'Show this page in English',
  fr: 'Afficher la page en français',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Picks the best supported language from an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8"). */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { lang: tag.trim().slice(0, 2).toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.lang && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q);
  return (ranked.find((entry) => isLocale(entry.lang))?.lang as Locale | undefined) ?? DEFAULT_LOCALE;
}

/** First day of the week for display: Sunday (0) in English, Monday (1) in French. */
export function firstDayOfWeek(locale: Locale): 0 | 1 {
  return locale === 'fr' ? 1 : 0;
}
