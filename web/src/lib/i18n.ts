import { loadWebCatalogue } from '@evenkeel/common/i18n/web-catalogues';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@evenkeel/common/locale';
import i18next from 'i18next';
import ICU from 'i18next-icu';
import { initReactI18next } from 'react-i18next';

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

export async function setupI18n(locale: Locale = initialLocale()) {
  const catalogue = await loadWebCatalogue[locale]();
  await i18next
    .use(ICU)
    .use(initReactI18next)
    .init({
      lng: locale,
      fallbackLng: false,
      supportedLngs: ['en', 'fr'],
      ns: ['web', 'common'],
      defaultNS: 'web',
      fallbackNS: 'common',
      // One language at start; the other is added when the person switches (changeLocale).
      resources: { [locale]: catalogue },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = locale;
  return i18next;
}

/** Changes the interface language everywhere, including `<html lang>` for screen readers. */
export async function changeLocale(locale: Locale): Promise<void> {
  if (!i18next.hasResourceBundle(locale, 'web')) {
    const catalogue = await loadWebCatalogue[locale]();
    i18next.addResourceBundle(locale, 'common', catalogue.common);
    i18next.addResourceBundle(locale, 'web', catalogue.web);
  }
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}

/** The interface language; before setupI18n has run (the first requests), the one it will use. */
export function currentLocale(): Locale {
  const language = i18next.language;
  return isLocale(language) ? language : initialLocale();
}
