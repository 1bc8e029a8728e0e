import { z } from 'zod';
import { CRISIS_LINE_KINDS } from '../schemas/crisis-lines';
import { defineResource } from './document';

/**
 * A crisis line (server/src/modules/crisis-lines/): texts in the request's language. The
 * platform administrators' view (`filter[view]=edit`) adds both languages' texts, where the
 * line comes from and when an administrator last changed it.
 */
export const crisisLineResource = defineResource(
  'crisis_lines',
  z.object({
    country_code: z.string(),
    /** ISO 3166-2 subdivision ("QC"); null for a line of the whole country. */
    administrative_area_code: z.string().nullable(),
    kind: z.enum(CRISIS_LINE_KINDS),
    name: z.string(),
    description: z.string().nullable(),
    hours: z.string().nullable(),
    phone: z.string().nullable(),
    sms: z.string().nullable(),
    sms_body: z.string().nullable(),
    chat_url: z.string().nullable(),
    website_url: z.string().nullable(),
    available_24_7: z.boolean(),
    languages: z.array(z.string()),
    position: z.number().int(),
    source_url: z.string(),
    /** yyyy-mm-dd */
    verified_on: z.string(),
    name_en: z.string().optional(),
    name_fr: z.string().optional(),
    description_en: z.string().nullable().optional(),
    description_fr: z.string().nullable().optional(),
    hours_en: z.string().nullable().optional(),
    hours_fr: z.string().nullable().optional(),
    origin: z.enum(['dataset', 'administrator']).optional(),
    edited_at: z.string().nullable().optional(),
  }),
);

/** What a list of lines says about the place it was asked for. */
export const crisisLinesMeta = {
  countries: z.array(z.object({ code: z.string(), name: z.string() }).passthrough()),
  country_code: z.string().nullable(),
  administrative_area_code: z.string().nullable(),
  all_countries: z.array(z.object({ code: z.string(), name: z.string() }).passthrough()).optional(),
};
export type CrisisLinesMeta = z.infer<z.ZodObject<typeof crisisLinesMeta>>;
