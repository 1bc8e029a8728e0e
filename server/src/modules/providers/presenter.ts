import type { Presented, providerResource } from '@evenkeel/common';
import { providerAbilities } from '../../policies/providers';
import { providerPath } from '../sharing/presenters';
import type { ProviderRecord } from './service';

/** A provider profile, with what the current user may do with it (`meta.abilities`). */
export function presentProvider(
  provider: ProviderRecord,
  organizationSlug: string,
  actorId: number,
): Presented<typeof providerResource> {
  return {
    type: 'providers',
    id: provider.slug,
    display_name: provider.displayName,
    credentials: provider.credentials,
    bio: provider.bio,
    organization_slug: organizationSlug,
    dashboard_path: providerPath(provider.slug),
    meta: { abilities: providerAbilities({ userId: actorId }, provider) },
  };
}
