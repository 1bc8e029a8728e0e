import type { Locale, Presented, providerResource } from '@evenkeel/common';
import { providerPath } from '../../lib/web-paths';
import type { Access } from '../../policies';
import { providerAbilities } from '../../policies/providers';
import type { ProviderRecord } from './service';

type ProviderMeta = { reasons?: string[]; distance_km?: number | null };

/** The bio in the reader's language, else the other one. */
const bioFor = (provider: ProviderRecord, locale: Locale) =>
  (locale === 'fr' ? (provider.bioFr ?? provider.bioEn) : (provider.bioEn ?? provider.bioFr)) ?? null;

/**
 * A provider profile, with what the current user may do with it (`meta.abilities`) and, in
 * search results, why it matches and how far it is (`meta.reasons`, `meta.distance_km`).
 */
export function presentProvider(
  provider: ProviderRecord,
  organization: { slug: string; state: string },
  context: { access: Access; locale: Locale; userSlug?: string; contactable?: ReadonlySet<number> },
  extra: ProviderMeta = {},
): Presented<typeof providerResource> {
  const location =
    provider.placeId && provider.placeLabel && provider.latitude !== null && provider.longitude !== null
      ? {
          place_id: provider.placeId,
          label: provider.placeLabel,
          latitude: provider.latitude,
          longitude: provider.longitude,
        }
      : null;
  return {
    type: 'providers',
    id: provider.slug,
    display_name: provider.displayName,
    credentials: provider.credentials,
    picture_url: provider.pictureUrl,
    specialties: provider.specialties as Presented<typeof providerResource>['specialties'],
    languages: provider.languages as Presented<typeof providerResource>['languages'],
    modalities: provider.modalities as Presented<typeof providerResource>['modalities'],
    location,
    accepting_new_clients: provider.acceptingNewClients,
    bio: bioFor(provider, context.locale),
    bio_en: provider.bioEn,
    bio_fr: provider.bioFr,
    phone: provider.phone,
    email: provider.email,
    url: provider.url,
    active: provider.active,
    organization_slug: organization.slug,
    dashboard_path: providerPath(provider.slug),
    ...(context.userSlug ? { user_id: context.userSlug } : {}),
    meta: {
      abilities: providerAbilities(
        context.access,
        { ...provider, organizationState: organization.state },
        context.contactable?.has(provider.userId) ?? false,
      ),
      ...extra,
    },
  };
}
