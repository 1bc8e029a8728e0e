import type { SignInInput } from '@evenkeel/common';
import { eq, sql } from 'drizzle-orm';
import { signInLimits } from '../../auth/sign-in-limits';
import type { User } from '../../auth/user';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { devices, users } from '../../db/schema';
import { ApiError, accountLocked, tooManyAttempts } from '../../http/errors';
import { decoyPasswordHash, verifyPassword } from '../../lib/passwords';
import { findUserByEmail } from '../users/service';

/**
 * Checks the credentials; the same work is done for an unknown e-mail, so the answer time
 * tells nobody which addresses have accounts. Registers the native app's device if sent.
 * Audited either way (`sign_in`, with the device in one transaction, or `sign_in_failed`). A locked
 * account (a platform administrator's lock) is refused with 403 `account_locked`.
 */
export async function signIn(db: Db, input: SignInInput, ip: string): Promise<User | null> {
  const user = await findUserByEmail(db, input.email);
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !valid) {
    await recordAudit(db, { action: 'sign_in_failed', ip });
    return null;
  }
  // Only with the right password does anyone learn the account is locked (issue 31).
  if (user.lockedAt) {
    await recordAudit(db, { action: 'sign_in_refused_locked', actorId: user.id, ip });
    throw accountLocked();
  }
  await db.transaction(async (tx) => {
    await registerDevice(tx, user.id, input);
    // Issue 31: administrators' member lists show the week of this (never a time); the profile is unchanged.
    await tx
      .update(users)
      .set({ lastActiveAt: sql`now()`, updatedAt: sql`${users.updatedAt}` })
      .where(eq(users.id, user.id));
    await recordAudit(tx, { action: 'sign_in', actorId: user.id, ip });
  });
  return user;
}

/**
 * Sign-in within its limits (auth/sign-in-limits.ts), for the API and the sign-in form alike: the
 * user, or an ApiError — 429 with `Retry-After` for too many failures, 401 for wrong credentials.
 * The address was trimmed, NFC-normalised and lower-cased by the schema: one key per account.
 */
export async function signInWithinLimits(db: Db, input: SignInInput, ip: string): Promise<User> {
  const wait = await signInLimits.wait(db, ip, input.email);
  if (wait.fromAddress > 0) throw tooManyAttempts(wait.fromAddress, 'errors.sign_in_address_limited');
  if (wait.forAccount > 0) throw tooManyAttempts(wait.forAccount);
  const user = await signIn(db, input, ip);
  if (!user) {
    await signInLimits.fail(db, ip, input.email);
    throw new ApiError(401, 'invalid_credentials', 'errors.invalid_credentials');
  }
  await signInLimits.succeed(db, ip, input.email);
  return user;
}

export type DeviceInput = Pick<SignInInput, 'hardware' | 'model' | 'one_signal_token' | 'os' | 'os_version'>;

/** Registers (or moves to this user) the native app's device, when its token is sent (spec §3). */
export async function registerDevice(db: Db, userId: number, input: DeviceInput): Promise<void> {
  if (input.one_signal_token) {
    const fields = {
      userId,
      hardware: input.hardware ?? null,
      model: input.model ?? null,
      os: input.os ?? null,
      osVersion: input.os_version ?? null,
      lastSeenAt: new Date(),
    };
    await db
      .insert(devices)
      .values({ ...fields, oneSignalToken: input.one_signal_token })
      .onConflictDoUpdate({ target: devices.oneSignalToken, set: { ...fields, lastSeenAt: sql`now()` } });
  }
}
