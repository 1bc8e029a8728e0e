import type {
  Abilities,
  OrganizationAbility,
  OrganizationState,
  organizationResource,
  Presented,
} from '@evenkeel/common';
import { organizationPath } from '../../lib/web-paths';
import { presentUserCard, type UserCard } from '../users/presenter';

/** An organization as any reader sees it: an explicit allow-list, no health data. */
export type OrganizationRow = {
  slug: string;
  name: string;
  description: string | null;
  logoImageUrl: string | null;
  state: OrganizationState;
  createdAt?: Date;
};

export function presentOrganization(
  org: OrganizationRow,
  extra: {
    administrators?: UserCard[];
    providers?: UserCard[];
    subscribable?: boolean;
    /** The platform administrators' list (issue 31). */
    membersCount?: number;
    /** The directory (issue 31): the reader's own member role, or null. */
    membershipId?: string | null;
    /** What the current user may do with it (policies/organizations.ts `organizationAbilities`). */
    abilities?: Abilities<OrganizationAbility>;
  } = {},
): Presented<typeof organizationResource> {
  const resource: Presented<typeof organizationResource> = {
    type: 'organizations',
    id: org.slug,
    name: org.name,
    description: org.description,
    logo_image_url: org.logoImageUrl,
    state: org.state,
    dashboard_path: organizationPath(org.slug),
  };
  if (extra.subscribable !== undefined) resource.subscribable = extra.subscribable;
  if (extra.membersCount !== undefined) {
    resource.members_count = extra.membersCount;
    if (org.createdAt) resource.created_at = org.createdAt.toISOString();
  }
  if (extra.membershipId !== undefined) resource.membership_id = extra.membershipId;
  if (extra.abilities) resource.meta = { abilities: extra.abilities };
  const relationships: string[] = [];
  if (extra.administrators) {
    resource.administrators = extra.administrators.map(presentUserCard);
    relationships.push('administrators');
  }
  if (extra.providers) {
    resource.providers = extra.providers.map(presentUserCard);
    relationships.push('providers');
  }
  if (relationships.length) resource.relationshipNames = relationships;
  return resource;
}
