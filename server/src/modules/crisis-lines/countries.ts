import { createRequire } from 'node:module';
import type { Locale } from '@evenkeel/common';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));

/** Shorter everyday names where the ISO list gives the official one. */
const overrides: Record<string, Partial<Record<Locale, string>>> = {
  US: { en: 'United States', fr: 'États-Unis' },
};

/** An ISO 3166-1 alpha-2 code that names a country ("ZZ" does not). */
export function isCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code) && countries.isValid(code);
}

export function countryName(code: string, locale: Locale): string {
  return overrides[code]?.[locale] ?? countries.getName(code, locale) ?? code;
}

export type Country = { code: string; name: string };

/** Countries by name in the language's own order ("Émirats" sorts with the E's in French). */
export function namedCountries(codes: Iterable<string>, locale: Locale): Country[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base' });
  return [...new Set(codes)]
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => collator.compare(a.name, b.name));
}

/** Every country of the ISO list (the administrators' choice when adding a line). */
export function allCountries(locale: Locale): Country[] {
  return namedCountries(Object.keys(countries.getAlpha2Codes()), locale);
}
