import {
  INVITATION_SCOPES,
  invitationCreateSchema,
  invitationResource,
  listDocument,
  metaDocument,
  singleDocument,
} from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The invitation routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('invitations');

export type SlugParams = { Params: { slug: string } };

export const listInvitations = doc({
  summary:
    'Pending invitations addressed to you (`scope=` filter), or those you sent (`filter[sent]=true`); paginated',
  operationId: 'listInvitations',
  query: {
    page: true,
    params: {
      scope: { description: 'Only this scope (spec §7)', schema: { enum: [...INVITATION_SCOPES] } },
    },
    filter: {
      sent: {
        description: '`true`: the invitations you sent, to revoke or resend',
        schema: { enum: ['true', 'false'] },
      },
    },
  },
  responses: {
    200: { description: 'A page of invitations', document: listDocument(invitationResource) },
    422: 'unknown scope, or filter[sent] not true or false',
  },
});

export const acceptInvitation = doc({
  operationId: 'acceptInvitation',
  summary:
    "Accept an invitation addressed to you (no body): creates the role or connection. Needs your verified address to be the invitation's. A group reporter's consent goes, by person, to the administrators of the group (and its parent) whose role existed when the invitation was sent; later ones get a pending card (GET /api/result_consents). A new group administrator is seen by no reporter until each accepts their card (decision 0011)",
  responses: {
    200: {
      description: 'The invitation, state "accepted"',
      document: singleDocument(invitationResource),
    },
    401: 'signed out',
    403: 'your e-mail address is not verified, or is not the invited one',
    404: 'not found',
    410: 'expired, or its inviter may no longer send it',
    422: 'a provider invitation, or a disabled organization',
  },
});

export const deleteInvitation = doc({
  operationId: 'deleteInvitation',
  summary: 'Decline (the invitee) or revoke (the inviter, an administrator of its organization or group)',
  responses: { 204: 'deleted', 401: 'signed out', 404: 'not found' },
});

export const createInvitation = doc({
  summary:
    'Invite by e-mail: `scope`, `role` (alias `type`), `email`; relationship `organization` (scopes organization, provider) or `group` (scope group)',
  operationId: 'createInvitation',
  body: {
    type: 'invitations',
    attributes: invitationCreateSchema,
    relationships: { organization: 'organizations', group: 'groups' },
  },
  location: '/api/invitations/{id}',
  responses: {
    201: {
      description: 'The invitation, as its sender sees it',
      document: singleDocument(invitationResource),
    },
    401: 'signed out',
    403: 'not allowed, or your e-mail address is not verified yet',
    404: 'organization or group not found',
    409: 'the same invitation is pending',
    422: 'invalid, yourself, or a disabled organization',
    429: 'too many invitations',
  },
});

/**
 * Issue 31: what sending would mean, before it is sent. Today one warning: a group administrator
 * invitation to someone who is not a member of the group's organization (they join as an
 * administrator only). The web shows the server's `warning` and sends only when the person says so.
 */
export const checkInvitation = doc({
  summary:
    'Check an invitation before sending it (same body and rules as creating one, nothing is sent or stored): `meta.organization_member` and `meta.warning` (a sentence in your language, or null)',
  operationId: 'checkInvitation',
  body: {
    type: 'invitation_checks',
    attributes: invitationCreateSchema,
    relationships: { organization: 'organizations', group: 'groups' },
  },
  responses: {
    200: {
      description: 'What sending would mean',
      document: metaDocument(
        z.object({ organization_member: z.boolean().nullable(), warning: z.string().nullable() }).strict(),
      ),
    },
    401: 'signed out',
    403: 'not allowed, or your e-mail address is not verified yet',
    404: 'organization or group not found',
    422: 'invalid, yourself, or a disabled organization',
  },
});

export const resendInvitation = doc({
  operationId: 'resendInvitation',
  summary:
    'Send again (the inviter, or an administrator who may revoke it and still send it; no body): a new slug (the old link stops working), a new expiry, one e-mail',
  responses: {
    200: {
      description: 'The invitation with a new id, link and expiry (sent view)',
      document: singleDocument(invitationResource),
    },
    401: 'signed out',
    403: 'your e-mail address is not verified, or you may no longer send it',
    404: 'not found',
    422: 'a disabled organization',
    429: 'too many invitations',
  },
});
