import type { Abilities, GroupAbility, groupResource, Presented, personResource } from '@evenkeel/common';
import { groupPath, personPath } from '../../lib/web-paths';
import { type Access, resultsPolicy } from '../../policies';
import { presentUserCard, type UserCard } from '../users/presenter';
import type { GroupRow, Reporter } from './service';

/**
 * A reporter of a group, as its administrators see them: name, picture, the way to their
 * insights, and whether the reader may open them (the results policy, decision 0011).
 */
export function presentReporter(
  reporter: Reporter,
  access: Access,
  group: { id: number; parentId: number | null },
): Presented<typeof personResource> {
  return {
    type: 'people',
    id: reporter.slug,
    first_name: reporter.firstName,
    last_name: reporter.lastName,
    profile_picture_url: reporter.profilePictureUrl,
    dashboard_path: personPath(reporter.slug),
    shares_results: resultsPolicy.canRead(access, {
      userId: reporter.id,
      sharesWithActor: false,
      reporterGroups: [
        {
          id: group.id,
          parentId: group.parentId,
          organizationDisabled: false,
          consentGiven: reporter.consentGiven,
        },
      ],
    }),
  };
}

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
