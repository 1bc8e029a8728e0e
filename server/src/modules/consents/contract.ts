import { listDocument, resultConsentResource, singleDocument } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The consents routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('permissions');

export type SlugParams = { Params: { slug: string } };

export const listResultConsents = doc({
  operationId: 'listResultConsents',
  query: {
    page: true,
    filter: {
      state: {
        description:
          'Comma-separated states: pending (cards among your invitations), given (Permissions), declined, withdrawn, ended; default pending,given',
        schema: { type: 'string' },
      },
    },
  },
  summary:
    'Your consents, as a reporter, that a group administrator (by person) reads your check-up results: the administrator’s name and picture, the group, the state and its dates; paginated',
  responses: {
    200: { description: 'A page of your consents', document: listDocument(resultConsentResource) },
    401: 'signed out',
    422: 'unknown state',
  },
});

/** Accept, decline and withdraw: the same answers. */
const consentAct = (operationId: string, summary: string) =>
  doc({
    operationId,
    summary,
    responses: {
      200: { description: 'The consent as it now is', document: singleDocument(resultConsentResource) },
      401: 'signed out',
      404: 'not found, or not yours',
      422: 'not possible from its state (already answered, or a role ended)',
    },
  });

export const acceptResultConsent = consentAct(
  'acceptResultConsent',
  'Share your check-up results with this administrator (no body): from a pending card, or again after declining or withdrawing while both roles last',
);

export const declineResultConsent = consentAct(
  'declineResultConsent',
  'Decline a pending card (no body): this administrator keeps seeing only your name and picture; the rest of your sharing stays as it is',
);

export const withdrawResultConsent = consentAct(
  'withdrawResultConsent',
  'Stop sharing your results with this administrator (no body), at once; you stay in the group and keep sharing with the others',
);
