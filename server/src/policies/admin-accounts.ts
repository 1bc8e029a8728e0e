import type { Abilities, AdminAccountAbility } from '@evenkeel/common';

/**
 * The accounts console (issue 31): platform administrators only. For everyone else the console's
 * routes do not exist (404), like any data they may not know about (api.md).
 */
export const adminAccountPolicy = {
  canSupport: (actor: { platformAdmin: boolean }) => actor.platformAdmin,
  canResendVerification: (actor: { platformAdmin: boolean }, account: { emailVerifiedAt: Date | null }) =>
    actor.platformAdmin && account.emailVerifiedAt === null,
  /** An administrator never locks their own account: nobody would be left to unlock it. */
  canLock: (actor: { id: number; platformAdmin: boolean }, account: { id: number; lockedAt: Date | null }) =>
    actor.platformAdmin && account.lockedAt === null && account.id !== actor.id,
  canUnlock: (actor: { platformAdmin: boolean }, account: { lockedAt: Date | null }) =>
    actor.platformAdmin && account.lockedAt !== null,
};

type Account = { id: number; emailVerifiedAt: Date | null; lockedAt: Date | null };

/** `meta.abilities` of an account in the console, from the predicates its routes check. */
export function adminAccountAbilities(
  actor: { id: number; platformAdmin: boolean },
  account: Account,
): Abilities<AdminAccountAbility> {
  return {
    resend_verification: adminAccountPolicy.canResendVerification(actor, account),
    lock: adminAccountPolicy.canLock(actor, account),
    unlock: adminAccountPolicy.canUnlock(actor, account),
  };
}
