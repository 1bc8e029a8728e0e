/**
 * What the current user may do with a resource: `meta.abilities` on organizations, groups,
 * providers and invitations, computed on the server by the same policy predicates that guard
 * the routes (docs/api.md, "Abilities"). Clients show a control only when its ability is true.
 */
export const ORGANIZATION_ABILITIES = [
  'update',
  'change_state',
  'create_group',
  'list_groups',
  'invite_member',
  'invite_administrator',
  'invite_provider',
  'join',
  /** Issue 31: leave it yourself, as a member (DELETE /api/organization_roles/{membership_id}). */
  'leave',
  /** The care center: list and deactivate its providers, manage its health services (issue 15). */
  'manage_providers',
  'manage_health_services',
  'view_dashboard',
  /** Benefit groups (issue 15): list and create them. */
  'manage_benefits',
  /** Articles and tips owned by it: the content editors' owner choices (issue 13). */
  'create_content',
  /** Its members list (issue 31): read, export, remove, change to administrator and back. */
  'manage_members',
] as const;
export const GROUP_ABILITIES = [
  'update',
  'create_unit',
  'list_units',
  'invite_reporter',
  'invite_administrator',
  'list_reporters',
  'remove_reporter',
  'view_dashboard',
  /**
   * Issue 31 (decision 0025): `move` a unit to another group of its organization (PATCH with the
   * relationship `parent`), `delete` a group (with its units) or a unit. The organization's
   * administrators and the platform's.
   */
  'move',
  'delete',
] as const;
/**
 * `update`: the owner's fields (and their licences); `change_active` (deactivate, reactivate): the
 * organization's administrators; `view_documents`: ask for the provider's licences ("on request",
 * GET /api/documents?filter[provider]=…).
 */
/** `message`: the reader may start a conversation with the provider (chat's one contact rule). */
export const PROVIDER_ABILITIES = ['update', 'change_active', 'view_documents', 'message'] as const;
export const HEALTH_SERVICE_ABILITIES = ['update', 'delete'] as const;
export const INVITATION_ABILITIES = ['accept', 'decline', 'resend', 'revoke'] as const;
/**
 * A reporter's consent to one administrator (issue 26 §1, decision 0011): `accept` and `decline`
 * a pending card, `withdraw` a given consent (Permissions). The reporter's own only.
 */
export const RESULT_CONSENT_ABILITIES = ['accept', 'decline', 'withdraw'] as const;

/**
 * Articles and tips (issue 13): every state transition, and what a reader may do with it.
 * `restore` is the spec's "restorable", `transfer` its "transferable".
 */
export const CONTENT_ABILITIES = [
  'update',
  'delete',
  'publish',
  'unpublish',
  'restore',
  'transfer',
  'bookmark',
  'review',
] as const;
export const REVIEW_ABILITIES = ['update', 'delete'] as const;

export type OrganizationAbility = (typeof ORGANIZATION_ABILITIES)[number];
export type GroupAbility = (typeof GROUP_ABILITIES)[number];
export type ProviderAbility = (typeof PROVIDER_ABILITIES)[number];
export type HealthServiceAbility = (typeof HEALTH_SERVICE_ABILITIES)[number];
export type InvitationAbility = (typeof INVITATION_ABILITIES)[number];
export type ContentAbility = (typeof CONTENT_ABILITIES)[number];
export type ReviewAbility = (typeof REVIEW_ABILITIES)[number];

/** One boolean per ability name. */
export type Abilities<Name extends string = string> = Record<Name, boolean>;

/** A deserialised resource with its abilities (the web's Jsona client gives `meta`). */
export type WithAbilities<T, Name extends string> = T & {
  meta?: { abilities?: Abilities<Name> } & Record<string, unknown>;
};

/** Benefit groups (issue 15): managed by the organization's administrators. */
export const BENEFIT_GROUP_ABILITIES = [
  'update',
  'delete',
  'manage_members',
  'manage_coverage',
  'manage_documents',
] as const;
export const COVERAGE_ABILITIES = ['update', 'delete', 'record_use'] as const;
export const DOCUMENT_ABILITIES = ['delete'] as const;
export const COVERAGE_USE_ABILITIES = ['delete'] as const;
export type BenefitGroupAbility = (typeof BENEFIT_GROUP_ABILITIES)[number];
export type CoverageAbility = (typeof COVERAGE_ABILITIES)[number];
export type DocumentAbility = (typeof DOCUMENT_ABILITIES)[number];
export type CoverageUseAbility = (typeof COVERAGE_USE_ABILITIES)[number];
/**
 * Chat (issue 29). A conversation: `send` (the relationship holds, nobody blocked anybody, no
 * account deleted), `call`, `end_session`, `block` / `unblock` the other person. A message:
 * `edit` (the sender, within 15 minutes), `delete` (the sender), `report` (the other person).
 */
export const CONVERSATION_ABILITIES = ['send', 'call', 'end_session', 'block', 'unblock'] as const;
export const MESSAGE_ABILITIES = ['edit', 'delete', 'report'] as const;
export const BLOCK_ABILITIES = ['delete'] as const;
export const MESSAGE_REPORT_ABILITIES = ['close'] as const;
export type ConversationAbility = (typeof CONVERSATION_ABILITIES)[number];
export type MessageAbility = (typeof MESSAGE_ABILITIES)[number];
export type BlockAbility = (typeof BLOCK_ABILITIES)[number];
export type MessageReportAbility = (typeof MESSAGE_REPORT_ABILITIES)[number];

/** A data export (issue 30): only its member downloads it, while its file exists. */
export const DATA_EXPORT_ABILITIES = ['download'] as const;
export type DataExportAbility = (typeof DATA_EXPORT_ABILITIES)[number];

/**
 * A row of an organization's members list (issue 31): `remove` them from the organization,
 * `promote` (an administrator invitation is sent), `demote` (the administrator role ends, the
 * member role stays). The last administrator is neither removed nor demoted.
 */
export const ORGANIZATION_MEMBER_ABILITIES = ['remove', 'promote', 'demote'] as const;
export type OrganizationMemberAbility = (typeof ORGANIZATION_MEMBER_ABILITIES)[number];

/**
 * A row of an organization's invitations console (issue 31): `resend` (new link, new expiry, one
 * e-mail) and `revoke` an invitation still waiting for its answer. Ended ones have neither.
 */
export const ORGANIZATION_INVITATION_ABILITIES = ['resend', 'revoke'] as const;
export type OrganizationInvitationAbility = (typeof ORGANIZATION_INVITATION_ABILITIES)[number];
/** A member's share link (issue 32 §5): `revoke` while it is active, by its member only. */
export const SHARE_LINK_ABILITIES = ['revoke'] as const;
export type ShareLinkAbility = (typeof SHARE_LINK_ABILITIES)[number];
