import {
  checkupCreateSchema,
  checkupOfflineSchema,
  checkupResource,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The checkups routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('checkups');

export type SlugParams = { Params: { slug: string } };

export const createCheckup = doc({
  operationId: 'createCheckup',
  location: '/api/checkups/{id}',
  summary:
    'Submit this week’s check-up: `answers` (item id → integer, every item of GET /api/questionnaires/current) and optional `replace: true`; scored by the server',
  body: { type: 'checkups', attributes: checkupCreateSchema },
  responses: {
    201: {
      description: 'The check-up with its results (author view: answers and show_crisis_help too)',
      document: singleDocument(checkupResource),
    },
    401: 'signed out',
    409: 'checkup_exists_this_week (send replace: true to replace it)',
    422: 'a missing, non-integer, out-of-range or unknown answer (pointer /data/attributes/answers/<item id>)',
  },
});

export const listCheckups = doc({
  operationId: 'listCheckups',
  query: { page: true },
  summary: 'Your check-ups, newest first (author view); paginated, `meta.total`',
  responses: {
    200: {
      description: 'A page of your check-ups, newest first',
      document: listDocument(checkupResource),
    },
    400: 'bad page',
    401: 'signed out',
  },
});

export const listMemberCheckups = doc({
  operationId: 'listMemberCheckups',
  query: { page: true },
  summary:
    'A member’s check-ups for a viewer the sharing policy allows (accepted connection, or an administrator of a group where the member reports whom the member consented to by person, never an organization or platform administrator: decision 0011): results without answers or show_crisis_help; paginated',
  responses: {
    200: {
      description: "A page of the member's check-up results (never the answers)",
      document: listDocument(checkupResource),
    },
    401: 'signed out',
    404: 'unknown member, or not allowed (organization administrators, and administrators without the member’s consent, included)',
  },
});

export type ClientIdParams = { Params: { client_id: string } };

export const putOfflineCheckup = doc({
  operationId: 'putOfflineCheckup',
  summary:
    'Send a check-up completed on the device, maybe offline (decision 0026): `{client_id}` is a UUID the device made; attributes as POST /api/checkups plus `completed_at` (ISO 8601 with an offset; not more than 5 minutes ahead, not before the previous ISO week in your zone). Stored once per client id: a repeat answers 200 with the same check-up. The week is the ISO week of `completed_at` in your time zone',
  body: { type: 'checkups', attributes: checkupOfflineSchema },
  responses: {
    200: {
      description: 'This client id was stored already: that check-up, unchanged',
      document: singleDocument(checkupResource),
    },
    201: {
      description: 'Stored now (author view)',
      document: singleDocument(checkupResource),
    },
    401: 'signed out',
    409: 'checkup_exists_this_week: another check-up is stored for that week; keep it (drop this one) or send again with replace: true',
    422: 'client_id not a UUID (source.parameter client_id); completed_at missing, malformed, in the future or too old (pointer /data/attributes/completed_at); a bad answer',
  },
});
