import type { Locale } from '@evenkeel/common';
import type { Resource } from '../../http/jsonapi';
import { type CrisisLine, textsIn } from './service';

/** The public attributes (decision 0005), texts in the request's language: an explicit allow-list. */
export function presentCrisisLine(line: CrisisLine, locale: Locale): Resource {
  return {
    type: 'crisis_lines',
    id: line.slug,
    country_code: line.countryCode,
    administrative_area_code: line.administrativeAreaCode,
    kind: line.kind,
    ...textsIn(line, locale),
    phone: line.phone,
    sms: line.sms,
    sms_body: line.smsBody,
    chat_url: line.chatUrl,
    website_url: line.websiteUrl,
    available_24_7: line.available247,
    languages: line.languages,
    position: line.position,
    source_url: line.sourceUrl,
    verified_on: line.verifiedOn,
  };
}

/**
 * What the administrators' screen needs to edit a line: both languages' texts, and whether the
 * shipped dataset still owns it (`edited_at` null) or an administrator changed it.
 */
export function presentCrisisLineForEditing(line: CrisisLine, locale: Locale): Resource {
  return {
    ...presentCrisisLine(line, locale),
    name_en: line.nameEn,
    name_fr: line.nameFr,
    description_en: line.descriptionEn,
    description_fr: line.descriptionFr,
    hours_en: line.hoursEn,
    hours_fr: line.hoursFr,
    origin: line.origin,
    edited_at: line.editedAt?.toISOString() ?? null,
  };
}
