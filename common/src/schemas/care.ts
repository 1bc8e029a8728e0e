import { z } from 'zod';
import {
  CARE_LANGUAGES,
  CARE_MODALITIES,
  CONTACT_PHONE_MAX_LENGTH,
  CONTACT_URL_MAX_LENGTH,
  HEALTH_SERVICE_DESCRIPTION_MAX_LENGTH,
  HEALTH_SERVICE_HOURS_MAX_LENGTH,
  HEALTH_SERVICE_NAME_MAX_LENGTH,
  PROVIDER_BIO_MAX_LENGTH,
  PROVIDER_CREDENTIALS_MAX_LENGTH,
  PROVIDER_DISPLAY_NAME_MAX_LENGTH,
  SERVICE_CATEGORY_KEYS,
  SPECIALTY_KEYS,
} from '../care';
import { emailField, uploadUrlField } from './accounts';
import { HTTPS_URL, isDialable } from './crisis-lines';
import { multiline, name, text, withoutLineControls } from './text';

/**
 * Inputs of the care center (issue 15, docs/care.md): provider profiles and an organization's
 * health services. An empty text is sent as null (the field is cleared).
 */

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** A set of curated keys: no duplicates (they are removed), at most every key once. */
const keySet = <const T extends readonly [string, ...string[]]>(keys: T, message: string) =>
  z
    .array(z.enum(keys, { error: message }), { error: message })
    .max(keys.length)
    .transform((values) => [...new Set(values)]);

export const specialtiesField = keySet(SPECIALTY_KEYS, 'validation.care_specialty');
export const careLanguagesField = keySet(CARE_LANGUAGES, 'validation.care_language');
export const modalitiesField = keySet(CARE_MODALITIES, 'validation.care_modality');

export const contactPhoneField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(CONTACT_PHONE_MAX_LENGTH)
    .refine(isDialable, { error: 'validation.contact_phone' })
    .nullable(),
);
export const contactEmailField = z.preprocess(blankToNull, emailField.nullable());
export const contactUrlField = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(CONTACT_URL_MAX_LENGTH)
    .regex(HTTPS_URL, { error: 'validation.contact_url' })
    .refine(withoutLineControls, { error: 'validation.contact_url' })
    .nullable(),
);

const optionalText = (max: number) => z.preprocess(blankToNull, text(max).nullable());
const optionalMultiline = (max: number) => z.preprocess(blankToNull, multiline(max).nullable());

/** A place from GET /api/places, by its id; the server looks it up (name, coordinates). */
export const placeIdField = z.preprocess(blankToNull, text(300, { min: 1 }).nullable());

const providerFields = {
  credentials: optionalText(PROVIDER_CREDENTIALS_MAX_LENGTH),
  /** An upload of purpose `profile_picture` of the provider's own. */
  picture_url: uploadUrlField,
  specialties: specialtiesField,
  languages: careLanguagesField,
  modalities: modalitiesField,
  place_id: placeIdField,
  accepting_new_clients: z.boolean({ error: 'validation.boolean' }),
  bio_en: optionalMultiline(PROVIDER_BIO_MAX_LENGTH),
  bio_fr: optionalMultiline(PROVIDER_BIO_MAX_LENGTH),
  phone: contactPhoneField,
  email: contactEmailField,
  url: contactUrlField,
};

/** Creating one's profile from a provider invitation: a display name, the rest optional. */
export const providerCreateSchema = z.strictObject({
  display_name: name(PROVIDER_DISPLAY_NAME_MAX_LENGTH),
  credentials: providerFields.credentials.optional(),
  picture_url: providerFields.picture_url.optional(),
  specialties: providerFields.specialties.optional(),
  languages: providerFields.languages.optional(),
  modalities: providerFields.modalities.optional(),
  place_id: providerFields.place_id.optional(),
  accepting_new_clients: providerFields.accepting_new_clients.optional(),
  bio_en: providerFields.bio_en.optional(),
  bio_fr: providerFields.bio_fr.optional(),
  phone: providerFields.phone.optional(),
  email: providerFields.email.optional(),
  url: providerFields.url.optional(),
});
export type ProviderCreateInput = z.infer<typeof providerCreateSchema>;

/**
 * Changing a profile: its owner any field but `active`; the organization's administrators
 * only `active` (deactivating hides the provider from members' search).
 */
export const providerUpdateSchema = providerCreateSchema.partial().extend({
  active: z.boolean({ error: 'validation.boolean' }).optional(),
});
export type ProviderUpdateInput = z.infer<typeof providerUpdateSchema>;

const serviceName = name(HEALTH_SERVICE_NAME_MAX_LENGTH);
const healthServiceFields = {
  description_en: optionalMultiline(HEALTH_SERVICE_DESCRIPTION_MAX_LENGTH),
  description_fr: optionalMultiline(HEALTH_SERVICE_DESCRIPTION_MAX_LENGTH),
  category: z.enum(SERVICE_CATEGORY_KEYS, { error: 'validation.service_category' }),
  phone: contactPhoneField,
  email: contactEmailField,
  url: contactUrlField,
  hours: optionalText(HEALTH_SERVICE_HOURS_MAX_LENGTH),
  languages: careLanguagesField,
  modalities: modalitiesField,
};

/** An organization's health service: its name in both languages and a category are required. */
export const healthServiceCreateSchema = z.strictObject({
  name_en: serviceName,
  name_fr: serviceName,
  category: healthServiceFields.category,
  description_en: healthServiceFields.description_en.optional(),
  description_fr: healthServiceFields.description_fr.optional(),
  phone: healthServiceFields.phone.optional(),
  email: healthServiceFields.email.optional(),
  url: healthServiceFields.url.optional(),
  hours: healthServiceFields.hours.optional(),
  languages: healthServiceFields.languages.optional(),
  modalities: healthServiceFields.modalities.optional(),
});
export type HealthServiceCreateInput = z.infer<typeof healthServiceCreateSchema>;

export const healthServiceUpdateSchema = healthServiceCreateSchema.partial();
export type HealthServiceUpdateInput = z.infer<typeof healthServiceUpdateSchema>;
