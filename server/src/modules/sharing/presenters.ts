import type {
  Abilities,
  GroupAbility,
  groupResource,
  OrganizationAbility,
  OrganizationState,
  organizationResource,
  Presented,
  userCardResource,
} from '@evenkeel/common';

/**
 * Shared presenters of the sharing area: explicit allow-lists. Another user is only ever
 * shown as id, full name and picture; no health data belongs in any of these resources.
 */
export type UserCard = {
  slug: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
};

export function presentUserCard(user: UserCard): Presented<typeof userCardResource> {
  return {
    type: 'users',
    id: user.slug,
    full_name: `${user.firstName} ${user.lastName}`,
    profile_picture_url: user.profilePictureUrl,
  };
}

export type OrganizationRow = {
  slug: string;
  name: string;
  description: string | null;
  logoImageUrl: string | null;
  state: OrganizationState;
};

export const organizationPath = (slug: string) => `/organizations/${slug}`;
export const groupPath = (slug: string) => `/groups/${slug}`;
export const personPath = (slug: string) => `/people/${slug}`;
export const providerPath = (slug: string) => `/providers/${slug}`;

export function presentOrganization(
  org: OrganizationRow,
  extra: {
    administrators?: UserCard[];
    providers?: UserCard[];
    subscribable?: boolean;
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

export type GroupRow = {
  slug: string;
  name: string;
  description: string | null;
  logoImageUrl: string | null;
  organizationSlug: string;
  parentSlug: string | null;
};

export function presentGroup(
  group: GroupRow,
  extra: {
    units?: number;
    administrators?: UserCard[];
    /** What the current user may do with it (policies/organizations.ts `groupAbilities`). */
    abilities?: Abilities<GroupAbility>;
  } = {},
): Presented<typeof groupResource> {
  const resource: Presented<typeof groupResource> = {
    type: 'groups',
    id: group.slug,
    name: group.name,
    description: group.description,
    logo_image_url: group.logoImageUrl,
    dashboard_path: groupPath(group.slug),
    organization_slug: group.organizationSlug,
    parent_slug: group.parentSlug,
  };
  if (extra.units !== undefined) resource.units = extra.units;
  if (extra.abilities) resource.meta = { abilities: extra.abilities };
  if (extra.administrators) {
    resource.administrators = extra.administrators.map(presentUserCard);
    resource.relationshipNames = ['administrators'];
  }
  return resource;
}
