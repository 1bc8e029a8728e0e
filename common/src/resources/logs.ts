import { z } from 'zod';
import { LOG_KINDS, LOG_RESOURCE_TYPES, type LogKind } from '../logs';
import { defineResource } from './document';

const logAttributes = z.object({
  /** yyyy-mm-dd */
  date: z.string(),
  /** A catalogue entry ("moved_house"), or null for a title of the member's own. */
  title_key: z.string().nullable(),
  /** The catalogue label in the request's language, or the member's own title. */
  title: z.string(),
  impact: z.number().int(),
  note: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** Life events, ailments and activities: the same shape under three types (server/src/modules/logs/). */
export const logResources = Object.fromEntries(
  LOG_KINDS.map((kind) => [kind, defineResource(LOG_RESOURCE_TYPES[kind], logAttributes)]),
) as Record<
  LogKind,
  ReturnType<typeof defineResource<(typeof LOG_RESOURCE_TYPES)[LogKind], typeof logAttributes.shape>>
>;
