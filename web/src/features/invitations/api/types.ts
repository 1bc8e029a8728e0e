import type { GroupAbility, OrganizationAbility, WithAbilities } from '@evenkeel/common';
import { queryKeys } from '../../../lib/query-keys';

/** Resources of the sharing API (docs/api.md, "Sharing"), as the JSON:API client deserialises them. */
export type InvitationScope = 'organization' | 'group' | 'provider' | 'connection';
export type InvitationType = 'member' | 'administrator' | 'reporter' | 'provider';

export type Invitation = {
  id: string;
  type: 'invitations';
  scope: InvitationScope;
  /** The role offered (spec §3 "type"; JSON:API reserves `type` for the resource type). */
  role: InvitationType;
  name: string;
  logo_image_url: string | null;
  profile_picture_url: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  dashboard_path: string;
  organization_slug: string | null;
  group_slug: string | null;
  state: 'pending' | 'accepted';
  created_at: string;
  expires_at: string;
  /** Decided by the server (the route's own policy): the web shows a control only when true. */
  meta?: InvitationMeta;
};

export type InvitationAbilities = { accept: boolean; decline: boolean; resend: boolean; revoke: boolean };
export type InvitationMeta = {
  abilities?: InvitationAbilities;
  /** For the invitee, why accepting is refused (decision 0006, "Invitations"). */
  accept_blocked_reason?: 'email_unverified' | 'expired' | 'withdrawn';
};

export type UserSummary = { id: string; full_name: string; profile_picture_url: string | null };

/** `meta.abilities` decides every control on its page (common/src/abilities.ts). */
export type Organization = WithAbilities<OrganizationAttributes, OrganizationAbility>;
type OrganizationAttributes = {
  id: string;
  name: string;
  description: string | null;
  logo_image_url: string | null;
  state: 'enabled' | 'disabled' | 'default' | 'subscribable';
  dashboard_path: string;
  administrators?: UserSummary[];
  providers?: UserSummary[];
};

export type Group = WithAbilities<GroupAttributes, GroupAbility>;
type GroupAttributes = {
  id: string;
  name: string;
  description: string | null;
  logo_image_url: string | null;
  dashboard_path: string;
  organization_slug: string;
  parent_slug: string | null;
  units?: number;
  administrators?: UserSummary[];
};

export const INVITATIONS_KEY = queryKeys.invitations;
