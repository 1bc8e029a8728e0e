import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits';
import { LOCALES } from '../locale';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: 'validation.email_invalid' }));
export const passwordField = z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const nameField = z.string().trim().min(1).max(NAME_MAX_LENGTH);

/** Device fields a native app sends at sign-in (spec §3 Device). */
export const deviceFields = {
  hardware: z.string().max(100).optional(),
  model: z.string().max(100).optional(),
  one_signal_token: z.string().max(200).optional(),
  os: z.string().max(50).optional(),
  os_version: z.string().max(50).optional(),
};

export const signUpSchema = z.strictObject({
  email: emailField,
  password: passwordField,
  first_name: nameField,
  last_name: nameField,
  locale: z.enum(LOCALES).optional(),
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const signInSchema = z.strictObject({
  email: z.string().trim().toLowerCase().min(1).max(EMAIL_MAX_LENGTH),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  ...deviceFields,
});
export type SignInInput = z.infer<typeof signInSchema>;

export const passwordResetRequestSchema = z.strictObject({ email: emailField });
export const passwordResetSchema = z.strictObject({ password: passwordField });
export const emailVerificationSchema = z.strictObject({ token: z.string().min(10).max(200) });

export const userUpdateSchema = z.strictObject({
  first_name: nameField.optional(),
  last_name: nameField.optional(),
  locale: z.enum(LOCALES).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
