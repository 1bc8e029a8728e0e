import type { z } from 'zod';

/** Translates with a key and ICU parameters: i18next's `t`, or the server's equivalent. */
export type Translate = {
  // A method's parameters are compared both ways: a `t` typed with its own keys (the web's,
  // the server's) still passes here, where keys are built from schema paths.
  translate(key: string, params?: Record<string, unknown>): string;
}['translate'];

export type FieldError = { field: string; pointer: string; message: string };

/**
 * Turns Zod issues into one human message per field, in the caller's language. Custom
 * messages in schemas are catalogue keys ("validation.…"); built-in issues map by code.
 */
export function fieldErrors(error: z.ZodError, t: Translate, pointerBase = '/data/attributes'): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const issue of error.issues) {
    const paths =
      issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    for (const path of paths) {
      const field = path.map(String).join('.');
      if (seen.has(field)) continue;
      seen.add(field);
      out.push({
        field,
        pointer: field ? `${pointerBase}/${path.map(String).join('/')}` : pointerBase,
        message: issueMessage(issue, path, t),
      });
    }
  }
  return out;
}

function issueMessage(issue: z.core.$ZodIssue, path: PropertyKey[], t: Translate): string {
  const last = path[path.length - 1];
  const name = typeof last === 'string' ? last : '';
  const fieldLabel = name ? t(`fields.${name}`, { defaultValue: name.replaceAll('_', ' ') }) : '';
  const field = fieldLabel || t('fields.value');
  if (issue.message.startsWith('validation.')) return t(issue.message, { field });
  switch (issue.code) {
    case 'unrecognized_keys':
      return t('validation.unknown_field', { name });
    case 'invalid_type':
      return issue.input === undefined
        ? t('validation.required', { field })
        : t('validation.invalid', { field });
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('validation.required', { field });
      return issue.origin === 'string'
        ? t('validation.too_short', { field, count: Number(issue.minimum) })
        : t('validation.too_small', { field, min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string'
        ? t('validation.too_long', { field, count: Number(issue.maximum) })
        : t('validation.too_big', { field, max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email'
        ? t('validation.email_invalid', { field })
        : t('validation.invalid', { field });
    case 'invalid_value':
      return t('validation.invalid_choice', { field });
    default:
      return t('validation.invalid', { field });
  }
}
