import { z } from 'zod';
import { latestToday } from './accounts';
import { isCalendarDate, multiline, name as nameText, text, withoutLineControls } from './text';

/**
 * Crisis lines by location (product.md §6, decision 0005). Administrators write both languages'
 * texts; readers get the request's language. Messages starting with `validation.` are looked up
 * first in the `crisis_lines` section of the server catalogue (`crisis_admin` on the web).
 */
export const CRISIS_LINE_KINDS = ['emergency', 'crisis_line'] as const;
export type CrisisLineKind = (typeof CRISIS_LINE_KINDS)[number];

export const CRISIS_LINE_NAME_MAX_LENGTH = 120;
export const CRISIS_LINE_DESCRIPTION_MAX_LENGTH = 500;
export const CRISIS_LINE_HOURS_MAX_LENGTH = 120;
export const CRISIS_LINE_URL_MAX_LENGTH = 500;
export const CRISIS_LINE_LANGUAGES_MAX = 12;
export const CRISIS_LINE_POSITION_MAX = 1000;
export const CRISIS_LINE_VERIFIED_MIN = '2000-01-01';

/** ISO 3166-1 alpha-2 shape (existence is checked by the server against the ISO list). */
export const COUNTRY_CODE_PATTERN = /^[A-Z]{2}$/;
/** The subdivision part of ISO 3166-2 ("QC" of CA-QC, "IDF" of FR-IDF). */
export const ADMINISTRATIVE_AREA_CODE_PATTERN = /^[A-Z0-9]{1,3}$/;

/** Every ISO 639-1 language code. */
export const ISO_639_1 = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy ' +
    'da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu ' +
    'hy hz ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb ' +
    'lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om ' +
    'or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ' +
    'ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
  ).split(' '),
);

/** Digits with the usual separators, an optional leading +, 2 to 15 digits ("15", "116 123", "+1 800 …"). */
export function isDialable(value: string): boolean {
  if (!/^\+?[0-9][0-9 .\-()]*$/.test(value)) return false;
  const digits = value.replace(/\D/g, '').length;
  return digits >= 2 && digits <= 15;
}

/** A full https address: a host with a dot, an optional port, then a path, query or fragment. */
export const HTTPS_URL =
  /^https:\/\/[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s]*)?$/;

const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

const name = nameText(CRISIS_LINE_NAME_MAX_LENGTH);
const optionalText = (max: number) => z.preprocess(blankToNull, text(max).nullable());
const optionalMultiline = (max: number) => z.preprocess(blankToNull, multiline(max).nullable());
const dialable = (message: string) =>
  z.preprocess(blankToNull, z.string().trim().refine(isDialable, { error: message }).nullable());
const httpsUrl = z
  .string()
  .trim()
  .max(CRISIS_LINE_URL_MAX_LENGTH)
  .regex(HTTPS_URL, { error: 'validation.https_url' })
  .refine(withoutLineControls, { error: 'validation.https_url' });

export const crisisLineFields = {
  country_code: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => COUNTRY_CODE_PATTERN.test(value), { error: 'validation.country_code' }),
  administrative_area_code: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine((value) => ADMINISTRATIVE_AREA_CODE_PATTERN.test(value), {
        error: 'validation.administrative_area_code',
      })
      .nullable(),
  ),
  kind: z.enum(CRISIS_LINE_KINDS),
  name_en: name,
  name_fr: name,
  description_en: optionalMultiline(CRISIS_LINE_DESCRIPTION_MAX_LENGTH),
  description_fr: optionalMultiline(CRISIS_LINE_DESCRIPTION_MAX_LENGTH),
  hours_en: optionalText(CRISIS_LINE_HOURS_MAX_LENGTH),
  hours_fr: optionalText(CRISIS_LINE_HOURS_MAX_LENGTH),
  phone: dialable('validation.phone'),
  sms: dialable('validation.sms'),
  /** What to text (Crisis Text Line: HOME to 741741): letters and digits, shown and put in sms: links. */
  sms_body: z.preprocess(
    blankToNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 ]{1,20}$/, { error: 'validation.sms_body' })
      .nullable(),
  ),
  chat_url: z.preprocess(blankToNull, httpsUrl.nullable()),
  website_url: z.preprocess(blankToNull, httpsUrl.nullable()),
  available_24_7: z.boolean(),
  languages: z
    .array(z.string().trim().toLowerCase())
    .min(1, { error: 'validation.languages_required' })
    .max(CRISIS_LINE_LANGUAGES_MAX)
    .refine((codes) => codes.every((code) => ISO_639_1.has(code)), { error: 'validation.languages' })
    .transform((codes) => [...new Set(codes)]),
  position: z.number().int().min(0).max(CRISIS_LINE_POSITION_MAX),
  source_url: httpsUrl,
  verified_on: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date_format', abort: true })
    .refine(isCalendarDate, { error: 'validation.date_format', abort: true })
    .refine((value) => value >= CRISIS_LINE_VERIFIED_MIN, {
      error: 'validation.verified_too_early',
      abort: true,
    })
    .refine((value) => value <= latestToday(), { error: 'validation.verified_future' }),
};

type Refinable = {
  kind?: CrisisLineKind;
  phone?: string | null;
  sms?: string | null;
  sms_body?: string | null;
  chat_url?: string | null;
};

/** A line someone can reach: emergency numbers are phone numbers; a crisis line needs a phone, a text or a chat. */
function refineReachable(value: Refinable, context: z.RefinementCtx): void {
  if (value.kind === 'emergency' && !value.phone) {
    context.addIssue({ code: 'custom', path: ['phone'], message: 'validation.emergency_phone' });
  } else if (!value.phone && !value.sms && !value.chat_url) {
    context.addIssue({ code: 'custom', path: ['phone'], message: 'validation.reachable' });
  }
  if (value.sms_body && !value.sms) {
    context.addIssue({ code: 'custom', path: ['sms'], message: 'validation.sms_for_body' });
  }
}

const createShape = {
  ...crisisLineFields,
  administrative_area_code: crisisLineFields.administrative_area_code.optional().default(null),
  description_en: crisisLineFields.description_en.optional().default(null),
  description_fr: crisisLineFields.description_fr.optional().default(null),
  hours_en: crisisLineFields.hours_en.optional().default(null),
  hours_fr: crisisLineFields.hours_fr.optional().default(null),
  phone: crisisLineFields.phone.optional().default(null),
  sms: crisisLineFields.sms.optional().default(null),
  sms_body: crisisLineFields.sms_body.optional().default(null),
  chat_url: crisisLineFields.chat_url.optional().default(null),
  website_url: crisisLineFields.website_url.optional().default(null),
  position: crisisLineFields.position.optional().default(0),
};

/** POST /api/crisis_lines (and each line of the shipped dataset). */
export const crisisLineCreateSchema = z.strictObject(createShape).superRefine(refineReachable);
export type CrisisLineInput = z.output<typeof crisisLineCreateSchema>;

/**
 * PATCH /api/crisis_lines/{slug}: any subset. The server checks the merged line with
 * `crisisLineCreateSchema` too, so a change cannot leave a line unreachable.
 */
export const crisisLineUpdateSchema = z.strictObject(crisisLineFields).partial();
export type CrisisLineUpdateInput = z.output<typeof crisisLineUpdateSchema>;
