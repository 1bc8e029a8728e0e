import { dataExportCreateSchema, dataExportResource, listDocument, singleDocument } from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The data export routes' contracts (issue 30; http/route-doc.ts says what each part drives). */
const doc = routeDocs('data_exports');

export type SlugParams = { Params: { slug: string } };

export const createDataExport = doc({
  operationId: 'createDataExport',
  location: '/api/data_exports/{id}',
  summary:
    'Ask for an export: a member for themselves with no relationship (one a day); a platform administrator for a member (relationship `user`) with the legal request’s reference as `reason`',
  body: {
    type: 'data_exports',
    attributes: dataExportCreateSchema,
    relationships: { user: 'users' },
  },
  responses: {
    201: { description: 'The export, queued', document: singleDocument(dataExportResource) },
    401: 'signed out',
    403: '`user` given by someone who is not a platform administrator',
    404: '`user` not found',
    409: 'an export for this member is already queued or being built (administrators’ preparations)',
    422: 'invalid, or no `reason` from an administrator',
    429: 'the member asked for one in the last 24 hours (`Retry-After`; the detail says when)',
  },
});

export const listDataExports = doc({
  operationId: 'listDataExports',
  query: {
    page: true,
    filter: {
      email: {
        description:
          'Platform administrators: the exports of the member with this address (exact, any case); `meta.member` is that member, or null',
        schema: { type: 'string', maxLength: 320 },
      },
    },
  },
  summary:
    'Exports, newest first: the member’s own, or everyone’s for platform administrators; `meta.can_request` and `meta.next_request_at` say whether the member may ask for one now',
  responses: {
    200: {
      description: 'A page of exports',
      document: listDocument(dataExportResource, {
        meta: {
          can_request: z.boolean(),
          next_request_at: z.string().nullable(),
          member: z
            .object({ id: z.string(), full_name: z.string(), email: z.string() })
            .strict()
            .nullable()
            .optional(),
        },
      }),
    },
    401: 'signed out',
    403: '`filter[email]` from someone who is not a platform administrator',
  },
});

export const getDataExport = doc({
  operationId: 'getDataExport',
  summary: 'An export’s status and metadata (its member, or a platform administrator)',
  responses: {
    200: { description: 'The export', document: singleDocument(dataExportResource) },
    401: 'signed out',
    404: 'not found',
  },
});

export const getDataExportFile = doc({
  operationId: 'getDataExportFile',
  summary:
    'The export’s ZIP, streamed as an attachment: only its member, while it is kept (7 days); the first download makes it `delivered`',
  responses: {
    200: { description: 'The ZIP', files: ['application/zip'] },
    401: 'signed out',
    404: 'not found, not yours (administrators included), not built yet, or expired',
  },
});
