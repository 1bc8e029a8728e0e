import { type FieldError, hasControls, hasLineControls } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { dynamicKey } from '../i18n';
import { ApiError, notFound, validationFailed } from './errors';

/**
 * The last line before any handler (decision 0006 "HTTP and input"): a control character (tab
 * and line breaks included) in a path parameter is a 404 (no such slug), in a query parameter a
 * 400 naming the parameter, and anywhere in a body (keys included) a 422 pointing at it. Schemas in common/ refuse them field
 * by field with the same message; this catches what no schema reads (relationship ids, form
 * fields, tokens), so no such string ever reaches the database, which cannot store a NUL byte.
 * Tab and line breaks are left to each field's schema (allowed in multi-line texts only).
 */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const params = request.params as Record<string, unknown> | undefined;
    for (const value of Object.values(params ?? {})) {
      if (typeof value === 'string' && hasLineControls(value)) throw notFound();
    }
    const query = request.query as Record<string, unknown> | undefined;
    for (const [name, value] of Object.entries(query ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      if (hasLineControls(name) || values.some((item) => typeof item === 'string' && hasLineControls(item))) {
        throw new ApiError(400, 'invalid_parameter', 'errors.parameter_characters', {
          name: printable(name),
        });
      }
    }
    if (request.body !== null && typeof request.body === 'object') {
      const pointer = findControls(request.body, '', 0);
      if (pointer !== null) throw validationFailed([controlError(request, pointer)]);
    }
  });
});

/** A parameter's name as it can be shown: its control characters as U+… */
function printable(name: string): string {
  return name.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: showing control characters is the point
    /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/g,
    (char) => `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`,
  );
}

const escapePointer = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/** The JSON pointer of the first key or string holding a control character, or null. */
function findControls(value: unknown, pointer: string, depth: number): string | null {
  if (typeof value === 'string') return hasControls(value) ? pointer : null;
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  const entries = Array.isArray(value)
    ? value.map((item, index) => [String(index), item] as const)
    : Object.entries(value);
  for (const [key, item] of entries) {
    const here = `${pointer}/${escapePointer(hasControls(key) ? printable(key) : key)}`;
    if (hasControls(key)) return here;
    const found = findControls(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

function controlError(request: FastifyRequest, pointer: string): FieldError {
  const last = pointer.split('/').pop() ?? '';
  const name = /^\d+$/.test(last) ? (pointer.split('/').at(-2) ?? '') : last;
  const field = name
    ? request.t(dynamicKey(`fields.${name}`), { defaultValue: name.replaceAll('_', ' ') })
    : request.t('fields.value');
  return {
    field: name,
    pointer: pointer || '/',
    message: request.t('validation.control_characters', { field }),
  };
}
