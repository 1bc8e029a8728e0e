import {
  INVITATION_IMPORT_MAX_BYTES,
  INVITATION_IMPORTS_PER_HOUR,
  invitationImportResult,
  listDocument,
  metaDocument,
  ORGANIZATION_INVITATION_STATES,
  organizationInvitationResource,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** An organization's invitations, for its administrators (issue 31; docs/decisions/0024-invitations-console.md). */
const doc = routeDocs('organization invitations');

export type SlugParams = { Params: { slug: string } };

const hidden = 'not found, or not one of its administrators (platform administrators included)';

export const listOrganizationInvitations = doc({
  operationId: 'listOrganizationInvitations',
  summary:
    'Every invitation the organization sent, to it or to one of its groups and units, in every state (pending, accepted, declined, expired, withdrawn), newest first: the address, the role offered, the group, who sent it, when it was sent, resent, expires and ended. Its administrators only. Keyset pages (`page[after]` from `links.next`)',
  query: {
    cursor: true,
    filter: {
      state: {
        description: 'Only the invitations in this state (a pending one past its expiry is expired)',
        schema: { type: 'string', enum: [...ORGANIZATION_INVITATION_STATES] },
      },
    },
  },
  responses: {
    200: {
      description:
        'A page of invitations, each with `meta.abilities` (resend, revoke: only while it waits for an answer; POST /api/invitations/{id}/resend and DELETE /api/invitations/{id} do them)',
      document: listDocument(organizationInvitationResource),
    },
    401: 'signed out',
    404: hidden,
    422: 'an unknown state, or a cursor that is not one of this list',
  },
});

export const importOrganizationInvitations = doc({
  operationId: 'importOrganizationInvitations',
  summary: `Invite many people as members from a CSV of e-mail addresses: multipart/form-data with one part \`file\` (text/csv, UTF-8), one address a line (the first column; a header line "email" allowed; other columns ignored), at most 1,000 lines. One invitation and one e-mail per new address, all in one transaction (e-mails sent after it commits). Every line not invited is listed with its number, value and reason: not an e-mail address, the same as an earlier line, already a member (skipped), already invited (the invitation still waits). Its administrators only, from a verified address; ${INVITATION_IMPORTS_PER_HOUR} imports an hour each`,
  otherBody: {
    mediaType: 'multipart/form-data',
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: {
          type: 'string',
          contentMediaType: 'text/csv',
          description: `One e-mail address a line, at most 1,000 lines and ${INVITATION_IMPORT_MAX_BYTES / 1024} KB`,
        },
      },
    },
  },
  responses: {
    200: {
      description:
        'What the import did: lines read, invitations sent, and each refused line with its reason in words',
      document: metaDocument(invitationImportResult),
    },
    401: 'signed out',
    403: 'your e-mail address is not verified yet',
    404: hidden,
    413: `a file larger than ${INVITATION_IMPORT_MAX_BYTES / 1024} KB`,
    415: 'not multipart/form-data',
    422: 'no file, a file that is not UTF-8 text, no address in it, more than 1,000 lines, or a disabled organization',
    429: 'too many imports in the past hour (`Retry-After`)',
  },
});
