import type { Presented, personResource } from '@evenkeel/common';
import { personPath } from '../sharing/presenters';
import type { Reporter } from './service';

/** A reporter of a group, as its administrators see them: name, picture, the way to their insights. */
export function presentReporter(reporter: Reporter): Presented<typeof personResource> {
  return {
    type: 'people',
    id: reporter.slug,
    first_name: reporter.firstName,
    last_name: reporter.lastName,
    profile_picture_url: reporter.profilePictureUrl,
    dashboard_path: personPath(reporter.slug),
  };
}
