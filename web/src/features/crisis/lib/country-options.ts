import { EMERGENCY_COUNTRY_CODES } from '@evenkeel/common';

export type CountryOption = { value: string; label: string };

/**
 * The countries to choose from, by name in the interface language: the API's list, or every
 * country when it could not be loaded (offline). The country shown is always among them, so a
 * select never falls back to showing its first option (another country) instead.
 */
export function countryOptions(
  language: string,
  countries: { code: string; name: string }[],
  current?: string | null,
): CountryOption[] {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  const options =
    countries.length > 0
      ? countries.map((country) => ({ value: country.code, label: country.name }))
      : EMERGENCY_COUNTRY_CODES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
          a.label.localeCompare(b.label, language),
        );
  if (current && !options.some((option) => option.value === current)) {
    options.unshift({ value: current, label: names.of(current) ?? current });
  }
  return options;
}
