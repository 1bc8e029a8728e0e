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
