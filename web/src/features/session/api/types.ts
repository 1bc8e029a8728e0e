import { queryKeys } from '../../../lib/query-keys';
/** The signed-in user as `GET /api/session` presents them (server/src/modules/users/presenter.ts). */
export type CurrentUser = {
  id: string;
  type: 'users';
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  locale: 'en' | 'fr';
  email_verified: boolean;
  profile_picture_url: string | null;
  birthdate: string | null;
  timezone: string | null;
  location?: Location | null;
  /** Where onboarding stands; absent or 'done' once finished. */
  onboarding_step?: OnboardingStep;
  platform_admin: boolean;
  /** 'platform_administrator', 'organization_administrator', 'group_reporter', … */
  roles: string[];
};

/** Spec §3 Location, as the places API gives it and the profile stores it. */
export type Location = {
  locality: string | null;
  administrative_area: string | null;
  administrative_area_code: string | null;
  country: string | null;
  country_code: string | null;
  postal_code: string | null;
  latitude: number | null;
  longitude: number | null;
  google_place_id: string | null;
};

export const ONBOARDING_STEPS = [
  'language',
  'birthdate',
  'location',
  'reminders',
  'checkup',
  'done',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export const SESSION_QUERY_KEY = queryKeys.session;
