import { z } from 'zod';
import { ORGANIZATION_INVITATION_ABILITIES } from '../abilities';
import { INVITATION_SCOPES, INVITATION_TYPES } from '../schemas/sharing';
import { defineResource } from './document';

/**
 * What became of an invitation an organization sent (issue 31): `pending` until its expiry,
 * then `expired`; `accepted` or `declined` by the invitee; `withdrawn` when revoked (or its
 * target went).
 */
export const ORGANIZATION_INVITATION_STATES = [
  'pending',
  'accepted',
  'declined',
  'expired',
  'withdrawn',
] as const;
export type OrganizationInvitationState = (typeof ORGANIZATION_INVITATION_STATES)[number];

/**
 * One invitation of an organization's invitations console, for its administrators: to whom
 * (the address typed), as what (`scope`, `role`, the group or unit), who sent it and when, and
 * its state. `id` is the invitation's current slug: while pending, the one POST
 * /api/invitations/{slug}/resend and DELETE /api/invitations/{slug} take.
 */
export const organizationInvitationResource = defineResource(
  'organization_invitations',
  z.object({
    email: z.string(),
    scope: z.enum(INVITATION_SCOPES),
    role: z.enum(INVITATION_TYPES),
    group_name: z.string().nullable(),
    group_slug: z.string().nullable(),
    state: z.enum(ORGANIZATION_INVITATION_STATES),
    sent_at: z.string(),
    expires_at: z.string(),
    resent_at: z.string().nullable(),
    ended_at: z.string().nullable(),
    inviter_name: z.string(),
  }),
  { abilities: ORGANIZATION_INVITATION_ABILITIES },
);

/** Why a line of an imported CSV was not invited. */
export const INVITATION_IMPORT_REFUSALS = [
  'invalid_email',
  'duplicate',
  'already_member',
  'already_invited',
] as const;
export type InvitationImportRefusal = (typeof INVITATION_IMPORT_REFUSALS)[number];

/** Imports one administrator may run per hour (each up to CSV_IMPORT_MAX_LINES invitations). */
export const INVITATION_IMPORTS_PER_HOUR = 5;
/** The largest CSV file an import reads (1,000 addresses of 254 characters fit with room). */
export const INVITATION_IMPORT_MAX_BYTES = 512 * 1024;

/** The answer to an import: counts, and every line not invited with its reason in words. */
export const invitationImportResult = z
  .object({
    lines: z.number().int().min(0),
    invited: z.number().int().min(0),
    refused: z.array(
      z
        .object({
          line: z.number().int().min(1),
          value: z.string(),
          reason: z.enum(INVITATION_IMPORT_REFUSALS),
          message: z.string(),
        })
        .strict(),
    ),
  })
  .strict();
export type InvitationImportResult = z.infer<typeof invitationImportResult>;
