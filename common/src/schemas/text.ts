import { z } from 'zod';

/**
 * Rules for every text a person types (issue 10, decision 0006 "HTTP and input"), shared by the
 * server's schemas and the web's forms. Every text is NFC-normalised; control characters are
 * refused (a NUL byte cannot even be stored); names are also refused when blank once invisible
 * characters are removed, when they hold text-direction controls, or a web address or domain
 * (names are shown in e-mails, where a mail program would make it a link).
 */

/** C0 controls but tab, line feed and carriage return; DEL; C1 controls; lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;
/** Every C0 and C1 control (tab and line breaks too); lone surrogates. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]|\p{Cs}/u;
/**
 * Characters that change the direction of the text (issue 26 §4.9): Unicode's Bidi_Control, the
 * marks (ALM U+061C, LRM U+200E, RLM U+200F) and the embedding, override and isolate controls
 * (U+202A–U+202E, U+2066–U+2069).
 */
const DIRECTION_CONTROLS = /\p{Bidi_Control}/u;
/**
 * What prints nothing: Unicode's white space and default-ignorable code points (zero-width
 * characters, joiners, the BOM, variation selectors, tag characters, Hangul fillers, U+17B4/5,
 * U+180E, U+2060–U+206F…), and the symbols that draw a blank though Unicode does not say so
 * (U+2800 braille pattern blank; the Hangul fillers again, for older Unicode data).
 */
const INVISIBLE = /[\p{White_Space}\p{Default_Ignorable_Code_Point}\u2800\u115F\u1160\u3164\uFFA0]/gu;
/** An emoji tag sequence (a subdivision flag: 🏴 + tag letters + cancel tag), the one use of tags. */
const EMOJI_TAG_SEQUENCE = /\u{1F3F4}[\u{E0020}-\u{E007E}]+\u{E007F}/gu;
/** Tag characters (U+E0000–U+E007F): invisible text that some programs still read. */
const TAG_CHARACTER = /[\u{E0000}-\u{E007F}]/u;
/** A scheme (`http://`, `mailto:`), `www.`, or a domain-like token such as `evil.com`. */
const LINK =
  /[a-z][a-z0-9+.-]*:\/\/|\b(?:mailto|javascript|data):|\bwww[.\uFF0E\u3002\uFF61]|[\p{L}\p{N}](?:[\p{L}\p{N}_-]*[\p{L}\p{N}])?[.\uFF0E\u3002\uFF61]\p{L}{2,63}(?![\p{L}\p{N}])/iu;

/** True when the text holds a control character not allowed in a one-line field. */
export const hasLineControls = (value: string): boolean => CONTROL_IN_LINE.test(value);
/** True when the text holds a control character other than tab and line breaks. */
export const hasControls = (value: string): boolean => CONTROL_IN_MULTILINE.test(value);
export const hasDirectionControls = (value: string): boolean => DIRECTION_CONTROLS.test(value);
export const isBlankName = (value: string): boolean => value.replace(INVISIBLE, '') === '';
/** True when the text hides text in tag characters (outside a subdivision flag's sequence). */
export const hasHiddenText = (value: string): boolean =>
  TAG_CHARACTER.test(value.replace(EMOJI_TAG_SEQUENCE, ''));
export const hasLink = (value: string): boolean => LINK.test(value);

/**
 * The refinements of every text, by name, so the OpenAPI builder can say them in JSON Schema
 * (`pattern`; server/src/http/json-schema.ts). The same for `isCalendarDate` (`format: date`).
 */
export const withoutControls = (value: string): boolean => !hasControls(value);
export const withoutLineControls = (value: string): boolean => !hasLineControls(value);

type TextOptions = {
  /** Fewest characters once trimmed (1 makes it required; default 0). */
  min?: number;
  /** Trim white space at both ends (default true). */
  trim?: boolean;
  /** Catalogue keys for the messages this field words its own way. */
  messages?: { required?: string; tooLong?: string };
};

function base(max: number, multiline: boolean, options: TextOptions) {
  const { min = 0, trim = true, messages = {} } = options;
  let schema = z.string().normalize('NFC');
  if (trim) schema = schema.trim();
  schema = schema.refine(multiline ? withoutControls : withoutLineControls, {
    error: 'validation.control_characters',
  });
  if (min > 0) schema = schema.min(min, messages.required ? { error: messages.required } : undefined);
  return schema.max(max, messages.tooLong ? { error: messages.tooLong } : undefined);
}

/** One line of text: no control characters at all. */
export function text(max: number, options: TextOptions = {}) {
  return base(max, false, options);
}

/** Text of several lines (a note, a description): line breaks and tabs allowed, other controls not. */
export function multiline(max: number, options: TextOptions = {}) {
  return base(max, true, options);
}

/**
 * A name shown to others and in e-mails (a person's, an organization's, a group's, a
 * provider's, a benefit group's, a health service's, a crisis line's): required, one line, not
 * blank once invisible characters are removed (white space, default-ignorable code points, blank
 * symbols), no character that changes the text's direction (marks included), no text hidden in
 * tag characters, no web address or domain.
 */
export function name(max: number, options: Omit<TextOptions, 'min' | 'trim'> = {}) {
  return base(max, false, { ...options, min: 1 })
    .refine((value) => value === '' || !isBlankName(value), { error: 'validation.name_blank' })
    .refine((value) => !hasDirectionControls(value), { error: 'validation.name_direction' })
    .refine((value) => !hasHiddenText(value), { error: 'validation.name_hidden' })
    .refine((value) => !hasLink(value), { error: 'validation.name_link' });
}

/** A real day of the calendar written yyyy-mm-dd (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
