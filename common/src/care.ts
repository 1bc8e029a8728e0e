/**
 * The care center's curated lists (issue 15, product.md §5): keys both server and web use.
 * Import-light (no Zod). Names in the common catalogue under `specialties.<key>`,
 * `modalities.<key>` and `service_categories.<key>`.
 */

/** A provider's specialties; also what a benefit group's coverage may name. */
export const SPECIALTY_KEYS = [
  'anxiety',
  'depression',
  'trauma',
  'grief',
  'couples',
  'family',
  'addiction',
  'burnout',
  'eating',
  'sleep',
  'stress',
  'adhd',
  'perinatal',
  'chronic_pain',
] as const;
export type SpecialtyKey = (typeof SPECIALTY_KEYS)[number];
export const isSpecialtyKey = (value: string): value is SpecialtyKey =>
  (SPECIALTY_KEYS as readonly string[]).includes(value);

/** How care is given (FHIR-like codes of our own). */
export const CARE_MODALITIES = ['in_person', 'video', 'phone'] as const;
export type CareModality = (typeof CARE_MODALITIES)[number];

/** An organization's health services; also what a benefit group's coverage may name. */
export const SERVICE_CATEGORY_KEYS = [
  'eap',
  'psychotherapy',
  'psychiatry',
  'physiotherapy',
  'massage_therapy',
  'nutrition',
  'coaching',
  'other',
] as const;
export type ServiceCategoryKey = (typeof SERVICE_CATEGORY_KEYS)[number];
export const isServiceCategoryKey = (value: string): value is ServiceCategoryKey =>
  (SERVICE_CATEGORY_KEYS as readonly string[]).includes(value);

/**
 * Languages a provider or service may offer, ISO 639-1: the two interface languages, then the
 * languages most spoken at home in Montréal and Toronto besides them (Statistics Canada, 2021).
 * Names come from `Intl.DisplayNames` in the reader's language, so no catalogue keys are needed.
 */
export const CARE_LANGUAGES = [
  'en',
  'fr',
  'es',
  'ar',
  'zh',
  'pt',
  'it',
  'pa',
  'tl',
  'ur',
  'fa',
  'ht',
  'vi',
  'ru',
  'ta',
  'ko',
  'uk',
  'pl',
  'hi',
  'de',
] as const;
export type CareLanguage = (typeof CARE_LANGUAGES)[number];
export const isCareLanguage = (value: string): value is CareLanguage =>
  (CARE_LANGUAGES as readonly string[]).includes(value);
export const isCareModality = (value: string): value is CareModality =>
  (CARE_MODALITIES as readonly string[]).includes(value);

/** Provider search (GET /api/providers): `filter[within_km]` from 1 to this, 25 when only `filter[near]` is given. */
export const PROVIDER_SEARCH_RADIUS_MAX_KM = 500;
export const PROVIDER_SEARCH_RADIUS_DEFAULT_KM = 25;
/** `filter[near]` as coordinates: "45.5017,-73.5673" (latitude, then longitude, in degrees). */
export const COORDINATES_PATTERN = /^(-?\d{1,2}(?:\.\d{1,8})?),(-?\d{1,3}(?:\.\d{1,8})?)$/;

export const PROVIDER_DISPLAY_NAME_MAX_LENGTH = 100;
export const PROVIDER_CREDENTIALS_MAX_LENGTH = 200;
export const PROVIDER_BIO_MAX_LENGTH = 2000;
export const CONTACT_PHONE_MAX_LENGTH = 40;
export const CONTACT_URL_MAX_LENGTH = 500;
export const HEALTH_SERVICE_NAME_MAX_LENGTH = 120;
export const HEALTH_SERVICE_DESCRIPTION_MAX_LENGTH = 2000;
export const HEALTH_SERVICE_HOURS_MAX_LENGTH = 200;
