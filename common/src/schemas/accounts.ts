import { z } from 'zod';
import {
  BIRTHDATE_MIN,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  ONBOARDING_STEPS,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../limits';
import { LOCALES } from '../locale';
import { isCalendarDate, name, text, withoutLineControls } from './text';

/**
 * One spelling of an address for every lookup and limit: trimmed, NFC, lower-cased. Server
 * code that reads an address outside a schema (a rate limit's key) uses this too.
 */
export function normalizeEmail(value: string): string {
  return value.trim().normalize('NFC').toLowerCase();
}

export const emailField = z
  .string()
  .trim()
  .normalize('NFC')
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'validation.email_invalid' }));
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const nameField = name(NAME_MAX_LENGTH);

/** Device fields a native app sends at sign-in (spec §3 Device). */
export const deviceFields = {
  hardware: text(100).optional(),
  model: text(100).optional(),
  one_signal_token: text(200).optional(),
  os: text(50).optional(),
  os_version: text(50).optional(),
};

export const signUpSchema = z.strictObject({
  email: emailField,
  password: passwordField,
  first_name: nameField,
  last_name: nameField,
  locale: z.enum(LOCALES).optional(),
  ...deviceFields,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .refine(withoutLineControls, { error: 'validation.control_characters' })
    .min(1)
    .max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  ...deviceFields,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: emailField });
export const passwordResetSchema = z.strictObject({ password: passwordField });
export const emailVerificationSchema = z.strictObject({ token: text(200, { min: 10 }) });

/**
 * Finishing a sign-up whose link was opened in another browser than the one that signed up
 * (decision 0012): the password chosen when signing up (`password`), or a new one
 * (`new_password`), exactly one of them.
 */
export const accountClaimSchema = z
  .strictObject({
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH).optional(),
    new_password: passwordField.optional(),
  })
  .refine((value) => (value.password === undefined) !== (value.new_password === undefined), {
    error: 'validation.claim_one_password',
  });
export type AccountClaimInput = z.infer<typeof accountClaimSchema>;

/**
 * Today where the calendar is furthest ahead (UTC+14): a birthdate of "today" is accepted
 * everywhere on Earth, and never a day that has not yet begun anywhere.
 */
export function latestToday(now = Date.now()): string {
  return new Date(now + 14 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** Spec §3, §5: yyyy-mm-dd, from 1900-01-01, not in the future; null clears it. */
export const birthdateField = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.birthdate_format', abort: true })
  .refine(isCalendarDate, { error: 'validation.birthdate_format', abort: true })
  .refine((value) => value >= BIRTHDATE_MIN, { error: 'validation.birthdate_too_early', abort: true })
  .refine((value) => value <= latestToday(), { error: 'validation.birthdate_future' })
  .nullable();

let zones: Set<string> | undefined;

/**
 * An IANA time zone the runtime knows: in `Intl.supportedValuesOf('timeZone')`, `UTC`, or an
 * alias of one of them (ICU lists `Asia/Calcutta` where IANA now says `Asia/Kolkata`).
 */
export function isTimeZone(value: string): boolean {
  if (value === 'UTC') return true;
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  if (zones.has(value)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){1,2}$/.test(value)) return false;
  try {
    const canonical = new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
    return zones.has(canonical);
  } catch {
    return false;
  }
}

export const timezoneField = z
  .string()
  .max(64)
  .refine(isTimeZone, { error: 'validation.timezone_invalid' })
  .nullable();

/** The client sends only the place id; the server looks the place up itself (never trusts fields). */
export const locationInputField = z.strictObject({ google_place_id: text(300, { min: 1 }) }).nullable();

/** A same-origin upload path, "/uploads/<name>"; the server checks the upload is yours. */
export const uploadUrlField = z
  .string()
  .max(200)
  .regex(/^\/uploads\/[A-Za-z0-9_-]+\.[a-z]{3,4}$/, { error: 'validation.upload_url' })
  .nullable();

export const userUpdateSchema = z.strictObject({
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  locale: z.enum(LOCALES).optional(),
  birthdate: birthdateField.optional(),
  timezone: timezoneField.optional(),
  location: locationInputField.optional(),
  profile_picture_url: uploadUrlField.optional(),
  onboarding_step: z.enum(ONBOARDING_STEPS).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;

/** DELETE /api/users/{slug}: the password again (security.md §4). */
export const accountDeletionSchema = z.strictObject({
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type AccountDeletionInput = z.infer<typeof accountDeletionSchema>;

/** The current password, asked again before a sign-in detail changes (security.md §4). */
const currentPasswordField = z.string().min(1).max(PASSWORD_MAX_LENGTH);

/** PUT /api/users/{slug}/password: the current password and the new one. */
export const passwordChangeSchema = z.strictObject({
  current_password: currentPasswordField,
  password: passwordField,
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** POST /api/users/{slug}/email_changes: the new address, confirmed from it before it counts. */
export const emailChangeSchema = z.strictObject({
  email: emailField,
  current_password: currentPasswordField,
});
export type EmailChangeInput = z.infer<typeof emailChangeSchema>;
