import { metaDocument } from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The system routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('system', { signedIn: false });

const healthMeta = z
  .object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) })
  .strict();

export const getHealth = doc({
  operationId: 'getHealth',
  summary: 'For load balancers: `meta.status` ok, or 503 with the database unreachable',
  responses: {
    200: { description: 'Up', document: metaDocument(healthMeta) },
    503: 'The database is unreachable (`meta.status` unavailable, `Retry-After`)',
  },
});

export const getOpenApi = doc({
  operationId: 'getOpenApi',
  summary: 'This document: OpenAPI 3.1, generated from the routes and the shared schemas',
  responses: {
    200: {
      description: 'The OpenAPI document',
      mediaType: 'application/json',
      document: {
        schema: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
        types: [],
      },
    },
  },
});
