import { CARE_LANGUAGES, CARE_MODALITIES, SERVICE_CATEGORY_KEYS, SPECIALTY_KEYS } from '@evenkeel/common';
import type { TFunction } from '../../../lib/i18n';
import { languageName as nameOfLanguage } from '../../../lib/language-name';

/** A language's name in the interface's language ("French", "Français"), capitalized for a list. */
export function languageName(code: string, locale: string): string {
  const name = nameOfLanguage(code, locale);
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
}

/** Options for the pickers, named in the interface's language. */
export const specialtyOptions = (t: TFunction) =>
  SPECIALTY_KEYS.map((key) => ({ value: key, label: t(`specialties.${key}`) }));
export const modalityOptions = (t: TFunction) =>
  CARE_MODALITIES.map((key) => ({ value: key, label: t(`modalities.${key}`) }));
export const categoryOptions = (t: TFunction) =>
  SERVICE_CATEGORY_KEYS.map((key) => ({ value: key, label: t(`service_categories.${key}`) }));
export const languageOptions = (locale: string) =>
  CARE_LANGUAGES.map((code) => ({ value: code, label: languageName(code, locale) })).sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );

/** The first error of a field or of one of its items ("languages.0" here, "languages/0" from the server). */
export const errorOf = (errors: Record<string, string> | null, field: string) =>
  errors
    ? (errors[field] ??
      Object.entries(errors).find(([key]) => key.startsWith(`${field}.`) || key.startsWith(`${field}/`))?.[1])
    : undefined;
