import type { Presented, resultConsentResource } from '@evenkeel/common';
import { resultConsentAbilities } from '../../policies';
import type { ConsentRow } from './service';

/** A consent as its reporter sees it: the administrator as a card, the group, state and dates. */
export function presentConsent(row: ConsentRow, actorId: number): Presented<typeof resultConsentResource> {
  return {
    type: 'result_consents',
    id: row.slug,
    state: row.state,
    first_name: row.firstName,
    last_name: row.lastName,
    profile_picture_url: row.profilePictureUrl,
    group_name: row.groupName,
    group_slug: row.groupSlug,
    asked_at: row.askedAt.toISOString(),
    given_at: row.givenAt?.toISOString() ?? null,
    withdrawn_at: row.withdrawnAt?.toISOString() ?? null,
    meta: { abilities: resultConsentAbilities({ userId: actorId }, row) },
  };
}
