import { z } from 'zod';
import { ONBOARDING_STEPS, UPLOAD_PURPOSES, WEEKDAYS } from '../limits';
import { LOCALES } from '../locale';
import { defineResource } from './document';

/**
 * What the account API presents: the signed-in user's own profile, check-up preferences,
 * uploads, places and push subscriptions (server/src/modules/{users,preferences,uploads,
 * places,push}/). The web app reads them as `Flat<typeof …>`.
 */

/** Spec §3 Location, as the places API gives it and the profile stores it. */
export const locationSchema = z
  .object({
    locality: z.string().nullable(),
    administrative_area: z.string().nullable(),
    administrative_area_code: z.string().nullable(),
    country: z.string().nullable(),
    country_code: z.string().nullable(),
    postal_code: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    google_place_id: z.string().nullable(),
  })
  .strict();
export type Location = z.infer<typeof locationSchema>;

/** The signed-in user's own profile (GET /api/session, GET and PATCH /api/users/{slug}). */
export const currentUserResource = defineResource(
  'users',
  z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    locale: z.enum(LOCALES),
    email_verified: z.boolean(),
    profile_picture_url: z.string().nullable(),
    /** yyyy-mm-dd (spec §3). */
    birthdate: z.string().nullable(),
    timezone: z.string().nullable(),
    location: locationSchema.nullable(),
    /** Where onboarding stands; 'done' once finished. */
    onboarding_step: z.enum(ONBOARDING_STEPS),
    platform_admin: z.boolean(),
    /** 'platform_administrator', 'organization_administrator', 'group_reporter', … */
    roles: z.array(z.string()),
  }),
);

/** GET/PUT /api/checkup_preferences (id: the member's slug); nulls until set. */
export const checkupPreferencesResource = defineResource(
  'checkup_preferences',
  z.object({
    frequency: z.enum(WEEKDAYS).nullable(),
    /** HH:00:00 */
    time: z.string().nullable(),
    /** Reminders by e-mail (on unless the member turned them off or unsubscribed). */
    email_reminders: z.boolean(),
  }),
);

/** POST /api/uploads: the stored file (re-encoded), served at `url`. */
export const uploadResource = defineResource(
  'uploads',
  z.object({
    url: z.string(),
    purpose: z.enum(UPLOAD_PURPOSES),
    content_type: z.string(),
    byte_size: z.number().int(),
    width: z.number().int().nullable(),
    height: z.number().int().nullable(),
    created_at: z.string(),
  }),
);

/** A city from GET /api/places or /api/places/nearest (spec §3 Location, a time zone and a label). */
export const placeResource = defineResource(
  'places',
  locationSchema.extend({
    timezone: z.string().nullable(),
    /** "Montréal, Quebec, Canada" */
    label: z.string(),
    population: z.number().nullable(),
  }),
);

/** A browser registered for reminders; its keys never leave the server. */
export const pushSubscriptionResource = defineResource(
  'push_subscriptions',
  z.object({ endpoint: z.string(), created_at: z.string(), updated_at: z.string() }),
);

/** GET /api/push/vapid_public_key (id: current). */
export const vapidPublicKeyResource = defineResource(
  'vapid_public_keys',
  z.object({ public_key: z.string() }),
);

/** What sign-up, reset and verification requests answer with (202): a message to show. */
export const accountMessageMeta = z.object({ message: z.string() }).strict();

/**
 * What a link answers when it does not sign this browser in (decision 0012-links-open-sessions):
 * what it did, and to which account (`email`, the address the link was sent to), so the page
 * can say whose account it was and offer to sign in with that address filled in.
 * `password_needed`: a sign-up's link opened in another browser than the one that signed up; the
 * address is proven in this browser only, which finishes with the password (POST
 * /api/account_claims) before anyone can use the account.
 */
export const linkOutcomeMeta = z
  .object({
    outcome: z.enum([
      'account_activated',
      'password_needed',
      'email_verified',
      'email_changed',
      'password_reset',
    ]),
    email: z.string(),
    signed_in: z.literal(false),
  })
  .strict();
export type LinkOutcome = z.infer<typeof linkOutcomeMeta>;
