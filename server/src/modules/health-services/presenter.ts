import type { healthServiceResource, Locale, Presented } from '@evenkeel/common';
import { type Access, healthServiceAbilities } from '../../policies';
import type { HealthServiceRecord } from './service';

type Shape = Presented<typeof healthServiceResource>;

/** A health service: name and description in the reader's language, and both for editing. */
export function presentHealthService(
  service: HealthServiceRecord,
  organization: { slug: string; state: string },
  context: { access: Access; locale: Locale },
): Shape {
  const fr = context.locale === 'fr';
  return {
    type: 'health_services',
    id: service.slug,
    name: fr ? service.nameFr : service.nameEn,
    description:
      (fr
        ? (service.descriptionFr ?? service.descriptionEn)
        : (service.descriptionEn ?? service.descriptionFr)) ?? null,
    name_en: service.nameEn,
    name_fr: service.nameFr,
    description_en: service.descriptionEn,
    description_fr: service.descriptionFr,
    category: service.category as Shape['category'],
    phone: service.phone,
    email: service.email,
    url: service.url,
    hours: service.hours,
    languages: service.languages as Shape['languages'],
    modalities: service.modalities as Shape['modalities'],
    organization_slug: organization.slug,
    meta: {
      abilities: healthServiceAbilities(context.access, {
        organizationId: service.organizationId,
        organizationState: organization.state,
      }),
    },
  };
}
