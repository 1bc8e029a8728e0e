import { z } from 'zod';
import { HEALTH_SERVICE_ABILITIES, PROVIDER_ABILITIES } from '../abilities';
import { CARE_LANGUAGES, CARE_MODALITIES, SERVICE_CATEGORY_KEYS, SPECIALTY_KEYS } from '../care';
import { defineResource } from './document';

/**
 * What the care center presents (server/src/modules/{providers,health-services}/, issue 15;
 * docs/care.md, which maps a provider to FHIR R4 Practitioner and PractitionerRole).
 */

/** A practice location: a place from GET /api/places, as it was when chosen. */
export const practiceLocationShape = z.object({
  place_id: z.string(),
  /** "Montréal, Quebec, Canada", in the language of the request that chose it. */
  label: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** `meta` of a provider in search results (GET /api/providers). */
export const providerMetaShape = {
  /** Why it matches the filters, in the request's language ("Speaks French", "4.2 km away"). */
  reasons: z.array(z.string()).optional(),
  /** Kilometres from `filter[near]`, one decimal; null when the provider has no location. */
  distance_km: z.number().nullable().optional(),
};

export const providerResource = defineResource(
  'providers',
  z.object({
    display_name: z.string(),
    /** The provider's account (a `users` id), on one provider's document: whom a member starts a conversation with. */
    user_id: z.string().optional(),
    credentials: z.string().nullable(),
    picture_url: z.string().nullable(),
    specialties: z.array(z.enum(SPECIALTY_KEYS)),
    languages: z.array(z.enum(CARE_LANGUAGES)),
    modalities: z.array(z.enum(CARE_MODALITIES)),
    location: practiceLocationShape.nullable(),
    accepting_new_clients: z.boolean(),
    /** The bio in the request's language, else the other one; null when there is none. */
    bio: z.string().nullable(),
    bio_en: z.string().nullable(),
    bio_fr: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    url: z.string().nullable(),
    /** False once the organization's administrators deactivated it (hidden from members). */
    active: z.boolean(),
    organization_slug: z.string().nullable(),
    dashboard_path: z.string(),
  }),
  { abilities: PROVIDER_ABILITIES, meta: providerMetaShape },
);

export const healthServiceResource = defineResource(
  'health_services',
  z.object({
    /** In the request's language. */
    name: z.string(),
    description: z.string().nullable(),
    name_en: z.string(),
    name_fr: z.string(),
    description_en: z.string().nullable(),
    description_fr: z.string().nullable(),
    category: z.enum(SERVICE_CATEGORY_KEYS),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    url: z.string().nullable(),
    hours: z.string().nullable(),
    languages: z.array(z.enum(CARE_LANGUAGES)),
    modalities: z.array(z.enum(CARE_MODALITIES)),
    organization_slug: z.string(),
  }),
  { abilities: HEALTH_SERVICE_ABILITIES },
);
