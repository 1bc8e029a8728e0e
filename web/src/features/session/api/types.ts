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
  platform_admin: boolean;
  /** 'platform_administrator', 'organization_administrator', 'group_reporter', … */
  roles: string[];
};

export const SESSION_QUERY_KEY = ['session'] as const;
