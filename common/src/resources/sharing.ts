import { z } from 'zod';
import {
  GROUP_ABILITIES,
  INVITATION_ABILITIES,
  ORGANIZATION_ABILITIES,
  RESULT_CONSENT_ABILITIES,
} from '../abilities';
import {
  GROUP_ROLE_TYPES,
  INVITATION_SCOPES,
  INVITATION_TYPES,
  ORGANIZATION_ROLE_TYPES,
  ORGANIZATION_STATES,
} from '../schemas/sharing';
import { defineResource, toMany, toOne } from './document';

/**
 * What the sharing API presents (server/src/modules/{organizations,groups,invitations,roles,
 * connections,providers,sharing}/). Another person is only ever a card: names and picture, never
 * health data.
 */

/** Another person as a card (administrators, providers of an organization). */
export const userCardResource = defineResource(
  'users',
  z.object({ full_name: z.string(), profile_picture_url: z.string().nullable() }),
);

export const organizationResource = defineResource(
  'organizations',
  z.object({
    name: z.string(),
    description: z.string().nullable(),
    logo_image_url: z.string().nullable(),
    state: z.enum(ORGANIZATION_STATES),
    dashboard_path: z.string(),
    /** In lists: whether any member may join it. */
    subscribable: z.boolean().optional(),
    /** Issue 31, the platform administrators' list: how many people hold a role in it. */
    members_count: z.number().int().min(0).optional(),
    /** Issue 31, the platform administrators' list. */
    created_at: z.string().optional(),
    /**
     * Issue 31, the directory (`filter[joinable]=true`): the reader's own member role, the id to
     * leave with (DELETE /api/organization_roles/{id}); null when they are not a member.
     */
    membership_id: z.string().nullable().optional(),
  }),
  {
    relationships: { administrators: toMany('users'), providers: toMany('users') },
    abilities: ORGANIZATION_ABILITIES,
  },
);

export const groupResource = defineResource(
  'groups',
  z.object({
    name: z.string(),
    description: z.string().nullable(),
    logo_image_url: z.string().nullable(),
    dashboard_path: z.string(),
    organization_slug: z.string(),
    /** A unit's group; null for a group. */
    parent_slug: z.string().nullable(),
    /** How many units it has (on a group's own page). */
    units: z.number().int().min(0).optional(),
  }),
  { relationships: { administrators: toMany('users') }, abilities: GROUP_ABILITIES },
);

/** Why the invitee cannot accept (decision 0006, "Invitations"), in an invitation's `meta`. */
export const INVITATION_ACCEPT_BLOCKS = ['withdrawn', 'expired', 'email_unverified'] as const;
export type InvitationAcceptBlock = (typeof INVITATION_ACCEPT_BLOCKS)[number];

/** An invitation's `meta` beside its abilities: for the invitee, what stops accepting, if anything. */
export const invitationMetaShape = {
  accept_blocked_reason: z.enum(INVITATION_ACCEPT_BLOCKS).optional(),
};
export type InvitationMeta = z.infer<z.ZodObject<typeof invitationMetaShape>>;

export const invitationResource = defineResource(
  'invitations',
  z.object({
    scope: z.enum(INVITATION_SCOPES),
    role: z.enum(INVITATION_TYPES),
    /** The organization's or group's name, or the inviter's for a connection. */
    name: z.string().nullable(),
    logo_image_url: z.string().nullable(),
    profile_picture_url: z.string().nullable(),
    /** Received: the inviter's names. Sent: null (the invitee's names are never shown). */
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    /** Received: the inviter's address. Sent: the address the inviter typed. */
    email: z.string(),
    dashboard_path: z.string(),
    organization_slug: z.string().nullable(),
    group_slug: z.string().nullable(),
    state: z.enum(['pending', 'accepted']),
    created_at: z.string(),
    expires_at: z.string(),
  }),
  { abilities: INVITATION_ABILITIES, meta: invitationMetaShape },
);

/** A group role (`role`: the role's type; JSON:API reserves `type`). The group is included. */
export const groupRoleResource = defineResource(
  'roles',
  z.object({ role: z.enum(GROUP_ROLE_TYPES), dashboard_path: z.string(), created_at: z.string() }),
  { relationships: { group: toOne('groups') } },
);

export const organizationRoleResource = defineResource(
  'organization_roles',
  z.object({ role: z.enum(ORGANIZATION_ROLE_TYPES), dashboard_path: z.string(), created_at: z.string() }),
  { relationships: { organization: toOne('organizations') } },
);

/** Someone who shares with the current user, or whom the current user shares with. */
export const connectionResource = defineResource(
  'connections',
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    profile_picture_url: z.string().nullable(),
    dashboard_path: z.string(),
    created_at: z.string(),
  }),
);

/** A reporter of a group, as its administrators see them (GET /api/groups/{slug}/reporters). */
export const personResource = defineResource(
  'people',
  z.object({
    first_name: z.string(),
    last_name: z.string(),
    profile_picture_url: z.string().nullable(),
    dashboard_path: z.string(),
    /**
     * Whether the reader may open the reporter's results (`dashboard_path`): the reporter
     * consented to them by person (decision 0011). Otherwise name and picture only.
     */
    shares_results: z.boolean(),
  }),
);

/** decision 0011: a reporter's consent to one administrator, by person, through one group. */
export const RESULT_CONSENT_STATES = ['pending', 'given', 'declined', 'withdrawn', 'ended'] as const;
export type ResultConsentState = (typeof RESULT_CONSENT_STATES)[number];

/**
 * A reporter's consent that one administrator reads their check-up results through one group
 * (GET /api/result_consents, the reporter's own): the administrator as a card (name and
 * picture), the group, the state and its dates. A pending one is a card among the reporter's
 * invitations; a given one is listed in Permissions with `withdraw`.
 */
export const resultConsentResource = defineResource(
  'result_consents',
  z.object({
    state: z.enum(RESULT_CONSENT_STATES),
    /** The administrator's names and picture. */
    first_name: z.string(),
    last_name: z.string(),
    profile_picture_url: z.string().nullable(),
    /** The reporter's group through which the administrator would read. */
    group_name: z.string(),
    group_slug: z.string(),
    asked_at: z.string(),
    given_at: z.string().nullable(),
    withdrawn_at: z.string().nullable(),
  }),
  { abilities: RESULT_CONSENT_ABILITIES },
);
