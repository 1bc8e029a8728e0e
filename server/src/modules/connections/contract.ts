import { connectionResource, listDocument } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The connections routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('permissions');

export type SlugParams = { Params: { slug: string } };

export const listConnections = doc({
  operationId: 'listConnections',
  summary:
    '`reports=false` (default): people who see your data; `reports=true`: people who share theirs with you; paginated',
  query: {
    page: true,
    params: {
      reports: {
        description: 'true: people who share with you; false (default): people who see yours (spec §7)',
        schema: { enum: ['true', 'false'] },
      },
    },
  },
  responses: {
    200: { description: 'A page of connections', document: listDocument(connectionResource) },
    422: 'invalid reports parameter',
  },
});

export const deleteConnection = doc({
  operationId: 'deleteConnection',
  summary: 'End a connection (either person may)',
  responses: { 204: 'deleted', 401: 'signed out', 404: 'not found' },
});
