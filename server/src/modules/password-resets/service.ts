import type { Locale } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { recordEmail } from '../../mail/outbox';
import { RESET_PASSWORD_MINUTES } from '../../mail/templates';
import { consumeToken, issueToken } from '../email-tokens/service';
import { destroyAllSessions, type User } from '../sessions/service';
import { findUserByEmail, rejectCommonPassword } from '../users/service';

/** Records a reset e-mail when the account exists; returns its id to queue after commit. */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<number | null> {
  return ctx.db.transaction(async (tx) => {
    const user = await findUserByEmail(tx, email);
    if (!user) return null;
    const token = await issueToken(tx, user.id, 'reset_password', RESET_PASSWORD_MINUTES);
    return recordEmail(tx, {
      userId: user.id,
      to: user.email,
      locale: user.locale,
      template: {
        kind: 'reset_password',
        name: user.firstName,
        url: `${ctx.env.publicUrl}/reset-password/${encodeURIComponent(token)}`,
      },
    });
  });
}

/**
 * Sets the new password and ends every session of the account (whoever had it is out).
 * The link proved the mailbox, so the address counts as verified.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
  locale: Locale,
): Promise<User | null> {
  rejectCommonPassword(password, locale);
  const passwordHash = await hashPassword(password);
  return ctx.db.transaction(async (tx) => {
    const user = await consumeToken(tx, token, 'reset_password');
    if (!user) return null;
    const [updated] = await tx
      .update(users)
      .set({ passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() })
      .where(eq(users.id, user.id))
      .returning();
    await destroyAllSessions(tx, user.id);
    return updated ?? null;
  });
}
