import type { currentUserResource, Location, Presented, userCardResource } from '@evenkeel/common';
import { canonicalTimeZone } from '@evenkeel/common/time-zones';
import type { RoleNames, User } from '../../auth/user';

/** The signed-in user's own profile: an explicit allow-list, never the password hash. */
export function presentCurrentUser(user: User, roles: RoleNames): Presented<typeof currentUserResource> {
  return {
    type: 'users',
    id: user.slug,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    full_name: `${user.firstName} ${user.lastName}`,
    locale: user.locale,
    email_verified: user.emailVerifiedAt !== null,
    profile_picture_url: user.profilePictureUrl,
    birthdate: user.birthdate,
    // A zone stored under an old name before names were made current is shown by its current name.
    timezone: user.timezone && canonicalTimeZone(user.timezone),
    location: presentLocation(user),
    onboarding_step: user.onboardingStep,
    platform_admin: user.platformAdmin,
    roles: [...(user.platformAdmin ? ['platform_administrator'] : []), ...roles].sort(),
  };
}

/** Spec §3 Location, or null when no place was chosen. */
export function presentLocation(user: User): Location | null {
  if (!user.googlePlaceId && !user.locality) return null;
  return {
    locality: user.locality,
    administrative_area: user.administrativeArea,
    administrative_area_code: user.administrativeAreaCode,
    country: user.country,
    country_code: user.countryCode,
    postal_code: user.postalCode,
    latitude: user.latitude,
    longitude: user.longitude,
    google_place_id: user.googlePlaceId,
  };
}

/** Another user is only ever shown as id, full name and picture; no health data. */
export type UserCard = {
  slug: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
};

export function presentUserCard(user: UserCard): Presented<typeof userCardResource> {
  return {
    type: 'users',
    id: user.slug,
    full_name: `${user.firstName} ${user.lastName}`,
    profile_picture_url: user.profilePictureUrl,
  };
}
