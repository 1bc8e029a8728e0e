import {
  type Abilities,
  type AdminAccountAbility,
  type adminAccountResource,
  isoWeekLabel,
  localDate,
  memberTimeZone,
  type Presented,
} from '@evenkeel/common';
import type { User } from '../../auth/user';
import { organizationPath } from '../../lib/web-paths';
import type { AccountDetails } from './service';

/**
 * An account as support sees it: an explicit allow-list (common/src/resources/admin.ts). The
 * last activity is given as its week only; nothing the member wrote or answered is read here.
 */
export function presentAdminAccount(
  user: User,
  details: AccountDetails,
  abilities: Abilities<AdminAccountAbility>,
): Presented<typeof adminAccountResource> {
  return {
    type: 'accounts',
    id: user.slug,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    email_verified: user.emailVerifiedAt !== null,
    created_at: user.createdAt.toISOString(),
    // The ISO week in the member's own time zone, as the organization's members list says it.
    last_active_week: user.lastActiveAt
      ? isoWeekLabel(localDate(user.lastActiveAt, memberTimeZone(user.timezone)))
      : null,
    platform_admin: user.platformAdmin,
    roles: user.platformAdmin ? ['platform_administrator', ...details.roles] : details.roles,
    organizations: details.organizations.map((org) => ({
      slug: org.slug,
      name: org.name,
      role: org.role,
      dashboard_path: organizationPath(org.slug),
    })),
    locked: user.lockedAt !== null,
    locked_at: user.lockedAt?.toISOString() ?? null,
    lock_reason: user.lockReason,
    meta: { abilities },
  };
}
