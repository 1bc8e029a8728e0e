import type { CrisisLineKind } from '@evenkeel/common';

/** A crisis line as the administrators' list gives it (GET /api/crisis_lines?view=edit). */
export type AdminCrisisLine = {
  id: string;
  country_code: string;
  administrative_area_code: string | null;
  kind: CrisisLineKind;
  name: string;
  name_en: string;
  name_fr: string;
  description_en: string | null;
  description_fr: string | null;
  hours_en: string | null;
  hours_fr: string | null;
  phone: string | null;
  sms: string | null;
  sms_body: string | null;
  chat_url: string | null;
  website_url: string | null;
  available_24_7: boolean;
  languages: string[];
  position: number;
  source_url: string;
  verified_on: string;
  origin: 'dataset' | 'administrator';
  edited_at: string | null;
};

export type Country = { code: string; name: string };

/** What the form sends (POST whole, PATCH the same attributes). */
export type CrisisLineAttributes = Omit<AdminCrisisLine, 'id' | 'name' | 'origin' | 'edited_at'>;
