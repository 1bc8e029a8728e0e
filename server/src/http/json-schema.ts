import { isCalendarDate, isTimeZone, withoutControls, withoutLineControls } from '@evenkeel/common';
import { currentTimeZones, legacyTimeZoneNames } from '@evenkeel/common/time-zones';
import { z } from 'zod';

/**
 * Zod schemas from common/ as JSON Schema 2020-12 for the OpenAPI document (issue 27 item 23).
 * Zod converts types, lengths, enums and regexes; the refinements every text and date shares are
 * said here too, as far as JSON Schema can: a real day is `format: date` (and its shape a
 * `pattern`), a text without control characters a `pattern`. What JSON Schema cannot say (a name
 * that holds a web address, a date in the future, a place that must exist) stays a 422 with its
 * `source.pointer`. Never a `$schema` inside: the document declares its dialect once.
 */

/** C0 controls but tab and line breaks, DEL, C1: what a multi-line text refuses (text.ts). */
const MULTILINE_TEXT = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$';
/** Every C0 and C1 control, tab and line breaks included, and U+2028/U+2029 (text.ts). */
const LINE_TEXT = '^[^\\u0000-\\u001F\\u007F-\\u009F\\u2028\\u2029]*$';
const DAY = '^\\d{4}-\\d{2}-\\d{2}$';

type Check = { _zod?: { def?: { check?: string; fn?: unknown } } };

function refinements(schema: z.core.$ZodType): unknown[] {
  const checks = (schema._zod.def as { checks?: Check[] }).checks ?? [];
  return checks.map((check) => check._zod?.def?.fn).filter((fn) => fn !== undefined);
}

function describeRefinements(
  context: { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> },
  io: 'input' | 'output',
) {
  const { zodSchema, jsonSchema } = context;
  if (jsonSchema.type !== 'string' || jsonSchema.enum !== undefined) return;
  const fns = refinements(zodSchema);
  // A code list: the time zones the runtime knows, under ICU's names, their current IANA names and
  // the old names the server takes (Asia/Calcutta, US/Eastern), storing the current one.
  if (fns.includes(isTimeZone)) {
    const runtime = Intl.supportedValuesOf('timeZone');
    const legacy = legacyTimeZoneNames().filter(isTimeZone);
    jsonSchema.enum = ['UTC', ...new Set([...runtime, ...currentTimeZones(runtime), ...legacy])];
  }
  const patterns: string[] = [];
  if (fns.includes(isCalendarDate)) {
    jsonSchema.format = 'date';
    patterns.push(DAY);
  }
  if (fns.includes(withoutLineControls)) patterns.push(LINE_TEXT);
  // Any string of a body: the input guard refuses these control characters everywhere (422).
  else if (fns.includes(withoutControls) || io === 'input') patterns.push(MULTILINE_TEXT);
  if (patterns.length === 0) return;
  // One `pattern` per schema: a second one (or Zod's own regex) goes into `allOf`.
  const all = [...(typeof jsonSchema.pattern === 'string' ? [jsonSchema.pattern] : []), ...patterns];
  const unique = [...new Set(all)];
  jsonSchema.pattern = unique[0];
  if (unique.length > 1) jsonSchema.allOf = unique.slice(1).map((pattern) => ({ pattern }));
}

/** Removes every `$schema` below the root (Zod writes one into each conversion). */
export function withoutDialects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDialects);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key !== '$schema') out[key] = withoutDialects(item);
  }
  return out;
}

/** A Zod schema as JSON Schema, its rules said as far as JSON Schema can, with no `$schema`. */
export function toJsonSchema(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const converted = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    override: (context) =>
      describeRefinements(
        context as unknown as { zodSchema: z.core.$ZodType; jsonSchema: Record<string, unknown> },
        io,
      ),
  });
  return withoutDialects(converted) as Record<string, unknown>;
}
