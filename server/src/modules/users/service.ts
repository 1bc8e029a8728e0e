import type { Locale, SignUpInput } from '@evenkeel/common';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { invitations, organizationRoles, organizations, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { translator } from '../../i18n';
import { hashPassword, isCommonPassword } from '../../lib/passwords';
import { recordEmail } from '../../mail/outbox';
import { VERIFY_EMAIL_HOURS } from '../../mail/templates';
import { issueToken } from '../email-tokens/service';
import type { User } from '../sessions/service';
import { registerDevice } from '../sessions/sign-in';

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

export function rejectCommonPassword(password: string, locale: Locale): void {
  if (!isCommonPassword(password)) return;
  const message = translator(locale)('validation.password_common');
  throw validationFailed([{ field: 'password', pointer: '/data/attributes/password', message }]);
}

/** Creates the account and records its verification e-mail in one transaction. */
export async function signUp(
  ctx: AppContext,
  input: SignUpInput,
  requestLocale: Locale,
): Promise<{ user: User; emailId: number }> {
  const locale = input.locale ?? requestLocale;
  rejectCommonPassword(input.password, locale);
  const passwordHash = await hashPassword(input.password);
  return ctx.db.transaction(async (tx) => {
    if (await findUserByEmail(tx, input.email)) {
      const message = translator(locale)('validation.email_taken');
      throw validationFailed([{ field: 'email', pointer: '/data/attributes/email', message }]);
    }
    const [user] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        locale,
        onboardingStep: 'language',
      })
      .returning();
    if (!user) throw new Error('user not created');
    await registerDevice(tx, user.id, input);
    await joinOnSignUp(tx, user);
    const token = await issueToken(tx, user.id, 'verify_email', VERIFY_EMAIL_HOURS * 60);
    const emailId = await recordEmail(tx, {
      userId: user.id,
      to: user.email,
      locale,
      template: {
        kind: 'verify_email',
        name: user.firstName,
        url: `${ctx.env.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
      },
    });
    return { user, emailId };
  });
}

/**
 * A new account takes over the invitations sent to its address before it existed, and joins
 * every organization in the `default` state as a member (product.md §1).
 */
async function joinOnSignUp(tx: Db, user: User): Promise<void> {
  await tx
    .update(invitations)
    .set({ inviteeId: user.id })
    .where(and(eq(invitations.email, user.email.toLowerCase()), isNull(invitations.inviteeId)));
  const defaults = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.state, 'default'));
  if (defaults.length === 0) return;
  await tx
    .insert(organizationRoles)
    .values(defaults.map((org) => ({ organizationId: org.id, userId: user.id, type: 'member' as const })))
    .onConflictDoNothing();
}
