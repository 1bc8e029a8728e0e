import type { AccessPurpose, AccessViewerRole } from '@evenkeel/common/privacy';
import { type Access, isOrganizationAdmin, isPlatformAdmin } from './access';
import type { ProviderRef } from './providers';
import type { ResultsSubject } from './results';

/** In what role, and through which relationship, someone read a member's data (docs/access-log.md). */
export type AccessBasis = { viewerRole: AccessViewerRole; purpose: AccessPurpose };

/**
 * "Who saw my data" (issue 30). A member's access log is theirs alone: the list reads the
 * signed-in member's records and nobody else's, platform administrators included, so there is no
 * rule to grant it. What lives here is how a read that `resultsPolicy` or `providerPolicy` allowed
 * is named in the log: the same facts those policies decided on, never a role check elsewhere.
 */
export const accessRecordPolicy = {
  /**
   * A read of a member's results by someone else (`resultsPolicy.canRead` allowed it): the
   * connection the member accepted comes first, as the policy checks it first; otherwise it was
   * a group administrator the member consented to by person (decision 0011).
   */
  resultsReadBasis: (subject: ResultsSubject): AccessBasis =>
    subject.sharesWithActor
      ? { viewerRole: 'connection', purpose: 'connection' }
      : { viewerRole: 'group_administrator', purpose: 'result_consent' },
  /**
   * A provider's licences opened from the care center: by a member of the organization, or by an
   * administrator who manages its providers (`providerPolicy.canRead`).
   */
  providerDocumentsBasis: (access: Access, provider: ProviderRef): AccessBasis => ({
    viewerRole: isOrganizationAdmin(access, provider.organizationId)
      ? 'organization_administrator'
      : isPlatformAdmin(access)
        ? 'platform_administrator'
        : 'member',
    purpose: 'care_center',
  }),
};
