import type { Resource } from '../../http/jsonapi';
import type { RoleNames, User } from '../sessions/service';

/** The signed-in user's own profile: an explicit allow-list, never the password hash. */
export function presentCurrentUser(user: User, roles: RoleNames): Resource {
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
    timezone: user.timezone,
    platform_admin: user.platformAdmin,
    roles: [...(user.platformAdmin ? ['platform_administrator'] : []), ...roles].sort(),
  };
}
