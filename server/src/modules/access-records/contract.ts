import { accessRecordResource, accessRecordViewersMeta, listDocument } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** "Who saw my data" (issue 30): the routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('access_records');

export const listAccessRecords = doc({
  operationId: 'listAccessRecords',
  summary:
    'Who saw your data: reads of your individual data by other people (and your own export downloads), newest first, one record per person, kind and hour with a count; only your own, whoever asks; kept a year; paginated',
  query: {
    page: true,
    filter: {
      viewer: {
        description: 'Only the reads of this person (their public id, from `meta.viewers`)',
        schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,64}$' },
      },
    },
  },
  responses: {
    200: {
      description: 'A page of your access records; `meta.viewers`: everyone in your log, for the filter',
      document: listDocument(accessRecordResource, { meta: { viewers: accessRecordViewersMeta } }),
    },
    401: 'signed out',
    422: 'a malformed filter[viewer]',
  },
});
