import { z } from 'zod';
import { ORGANIZATION_ROLE_TYPES } from '../schemas/sharing';
import { defineResource } from './document';

/**
 * The platform administrators' accounts console (issue 31): what they may do with an account.
 * `resend_verification` only while its address is unproven; `lock` while it is open, `unlock`
 * while it is locked.
 */
export const ADMIN_ACCOUNT_ABILITIES = ['resend_verification', 'lock', 'unlock'] as const;
export type AdminAccountAbility = (typeof ADMIN_ACCOUNT_ABILITIES)[number];

/**
 * An account as the platform's support sees it (GET /api/accounts): who it is, whether its
 * address is proven, when it was created and last active (the week only), its roles and
 * organizations, and its lock. Never a result, an answer, a note or a log: the allow-list below
 * is all there is (server/src/modules/admin-accounts/presenter.ts).
 */
export const adminAccountResource = defineResource(
  'accounts',
  z.object({
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    email_verified: z.boolean(),
    created_at: z.string(),
    /**
     * The ISO week (`2026-W48`, in the member's time zone) of the last sign-in or check-up, as the
     * organization's members list gives it; null if never.
     */
    last_active_week: z
      .string()
      .regex(/^\d{4}-W\d{2}$/)
      .nullable(),
    platform_admin: z.boolean(),
    /** 'organization_member', 'group_reporter', 'provider', … (as the session's `roles`). */
    roles: z.array(z.string()),
    organizations: z.array(
      z
        .object({
          slug: z.string(),
          name: z.string(),
          role: z.enum(ORGANIZATION_ROLE_TYPES),
          dashboard_path: z.string(),
        })
        .strict(),
    ),
    locked: z.boolean(),
    locked_at: z.string().nullable(),
    lock_reason: z.string().nullable(),
  }),
  { abilities: ADMIN_ACCOUNT_ABILITIES },
);
