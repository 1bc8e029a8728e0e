import type { Presented, personResource } from '@evenkeel/common';
import { type Access, resultsPolicy } from '../../policies';
import { personPath } from '../sharing/presenters';
import type { Reporter } from './service';

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
