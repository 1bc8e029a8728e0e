import type { EmailChangeInput, Locale, PasswordChangeInput } from '@evenkeel/common';
import { and, eq, ne } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import { sessions, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { translator } from '../../i18n';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { VERIFY_EMAIL_HOURS } from '../../mail/templates';
import { issueToken, voidTokens } from '../email-tokens/service';
import { findUserByEmail, rejectCommonPassword } from './service';

/** The current password, asked again (security.md §4): a 422 on its pointer when wrong. */
export async function checkCurrentPassword(user: User, password: string, locale: Locale): Promise<void> {
  if (await verifyPassword(user.passwordHash, password)) return;
  const message = translator(locale)('validation.password_incorrect');
  throw validationFailed([
    { field: 'current_password', pointer: '/data/attributes/current_password', message },
  ]);
}

/**
 * A new password, the current one given (decision 0006, "Accounts"): every other session of
 * the account ends, this one stays; outstanding reset and address-change links die (whoever
 * knew the old password may have asked for them). Audited in the same transaction.
 */
export async function changePassword(
  ctx: AppContext,
  user: User,
  sessionId: string,
  input: PasswordChangeInput,
  locale: Locale,
  ip: string,
): Promise<User> {
  await checkCurrentPassword(user, input.current_password, locale);
  rejectCommonPassword(input.password, locale);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).returning();
    if (!updated) throw new Error('user not updated');
    await tx.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, sessionId)));
    await voidTokens(tx, user.id, ['reset_password', 'change_email']);
    await recordAudit(tx, { action: 'password_changed', actorId: user.id, ip });
    return updated;
  });
}

/**
 * Asks to move the account to another address, the current password given. The answer is the
 * same whether or not the new address has an account: a free address gets the confirmation
 * link (a `change_email` token with the new address), an address that has an account gets an
 * e-mail saying so and nothing else. The old address is told in both cases. Until the link is
 * followed, the account keeps its address (and signs in with it). Audited in the same
 * transaction; the e-mails are queued after commit.
 */
export async function requestEmailChange(
  ctx: AppContext,
  user: User,
  input: EmailChangeInput,
  locale: Locale,
  ip: string,
): Promise<void> {
  await checkCurrentPassword(user, input.current_password, locale);
  if (input.email === user.email.toLowerCase()) {
    const message = translator(locale)('validation.email_unchanged');
    throw validationFailed([{ field: 'email', pointer: '/data/attributes/email', message }]);
  }
  const emailIds = await ctx.db.transaction(async (tx) => {
    const owner = await findUserByEmail(tx, input.email);
    const ids: number[] = [];
    if (owner) {
      ids.push(
        await recordEmail(tx, {
          userId: owner.id,
          actorId: user.id,
          to: owner.email,
          locale: owner.locale,
          template: { kind: 'email_change_taken' },
        }),
      );
    } else {
      const token = await issueToken(tx, user.id, 'change_email', VERIFY_EMAIL_HOURS * 60, {
        newEmail: input.email,
      });
      ids.push(
        await recordEmail(tx, {
          userId: user.id,
          to: input.email,
          locale: user.locale,
          template: {
            kind: 'email_change_confirm',
            url: `${ctx.env.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
          },
        }),
      );
    }
    ids.push(
      await recordEmail(tx, {
        userId: user.id,
        to: user.email,
        locale: user.locale,
        template: {
          kind: 'email_change_requested',
          name: user.firstName,
          newEmail: input.email,
          url: `${ctx.env.publicUrl}/forgot-password`,
        },
      }),
    );
    await recordAudit(tx, { action: 'email_change_requested', actorId: user.id, ip });
    return ids;
  });
  await queueDelivery(ctx.jobs, ...emailIds);
}
