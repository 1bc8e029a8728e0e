import type { Locale, SignUpInput } from '@evenkeel/common';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { invitations, organizationRoles, organizations, users, userTokens } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import { translator } from '../../i18n';
import { decoyPasswordHash, hashPassword, isCommonPassword } from '../../lib/passwords';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { RESET_PASSWORD_MINUTES, VERIFY_EMAIL_HOURS } from '../../mail/templates';
import { issueToken, voidTokens } from '../email-tokens/service';

export function findUserByEmail(db: Db, email: string): Promise<User | undefined> {
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1)
    .then((rows) => rows[0]);
}

/** The user a path names, if any (a policy then decides whether the actor may see it). */
export async function findUserBySlug(db: Db, slug: string): Promise<User | undefined> {
  const [row] = await db.select().from(users).where(eq(users.slug, slug)).limit(1);
  return row;
}

export function rejectCommonPassword(password: string, locale: Locale): void {
  if (!isCommonPassword(password)) return;
  const message = translator(locale)('validation.password_common');
  throw validationFailed([{ field: 'password', pointer: '/data/attributes/password', message }]);
}

export type SignUpOutcome = {
  /** The account the address belongs to (new, pending, or an existing verified one). */
  user: User;
  /** 'new': row created; 'pending': an unverified row got one more link; 'existing': owner told. */
  outcome: 'new' | 'pending' | 'existing';
};

/**
 * Sign-up without account enumeration (decision 0006, "Accounts"). The same work happens
 * whatever the address, and the route answers the same:
 * - a new address: the account row is created unverified, with a password nobody knows (it
 *   cannot sign in); the e-mailed link carries this attempt's password and activates it;
 * - an unverified account: this attempt replaces the earlier one's names, language and password:
 *   the earlier links die and the new link carries this attempt's password (a stranger who
 *   signed up first with someone else's address fixes nothing of their future account);
 * - a verified account: its owner is told, in their language, that someone tried, with a
 *   password reset link; nothing else changes.
 * The confirmation e-mail holds no text the person signing up chose (no name): anyone can sign up
 * with anyone's address. `browserHash` binds the link to the browser that signed up, the only one
 * it signs in (http/link-browser.ts). The e-mail is queued after commit.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpInput,
  requestLocale: Locale,
  ip: string,
  browserHash: string | null = null,
): Promise<SignUpOutcome> {
  const locale = input.locale ?? requestLocale;
  rejectCommonPassword(input.password, locale);
  const passwordHash = await hashPassword(input.password);
  const unusable = await decoyPasswordHash();
  const { emailId, ...signedUp } = await ctx.db.transaction(async (tx) => {
    let user = await findUserByEmail(tx, input.email);
    if (user?.emailVerifiedAt) {
      const token = await issueToken(tx, user.id, 'reset_password', RESET_PASSWORD_MINUTES);
      const emailId = await recordEmail(tx, {
        userId: user.id,
        to: user.email,
        locale: user.locale,
        template: {
          kind: 'sign_up_attempt',
          name: user.firstName,
          url: `${ctx.env.publicUrl}/reset-password/${encodeURIComponent(token)}`,
        },
      });
      await recordAudit(tx, { action: 'sign_up', subjectUserId: user.id, detail: 'existing', ip });
      return { user, outcome: 'existing' as const, emailId };
    }
    const outcome = user ? ('pending' as const) : ('new' as const);
    if (!user) {
      // Two sign-ups racing for one new address: the second waits, then uses the first's row.
      [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash: unusable,
          firstName: input.first_name,
          lastName: input.last_name,
          locale,
          onboardingStep: 'language',
        })
        .onConflictDoNothing()
        .returning();
      user ??= await findUserByEmail(tx, input.email);
    }
    if (!user) throw new Error('user not created');
    if (outcome === 'new' || (await madeBySignUp(tx, user.id))) {
      // The latest attempt is the account's: its names and language, and only its link. (An
      // account from before sign-up links, unverified but in use, keeps its own.)
      [user] = await tx
        .update(users)
        .set({ firstName: input.first_name, lastName: input.last_name, locale })
        .where(eq(users.id, user.id))
        .returning();
      if (!user) throw new Error('user not updated');
      await voidTokens(tx, user.id, ['verify_email']);
    }
    const token = await issueToken(tx, user.id, 'verify_email', VERIFY_EMAIL_HOURS * 60, {
      passwordHash,
      browserHash,
    });
    const emailId = await recordEmail(tx, {
      userId: user.id,
      to: user.email,
      locale: user.locale,
      template: {
        kind: 'verify_email',
        url: `${ctx.env.publicUrl}/verify-email?token=${encodeURIComponent(token)}`,
      },
    });
    await recordAudit(tx, { action: 'sign_up', subjectUserId: user.id, detail: outcome, ip });
    return { user, outcome, emailId };
  });
  await queueDelivery(ctx.jobs, emailId);
  return signedUp;
}

/** An account a sign-up made and nobody activated yet: it has sign-up links (carrying a password). */
async function madeBySignUp(tx: Db, userId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, 'verify_email'),
        isNotNull(userTokens.passwordHash),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The address is proven (a sign-up link, a reset link, or an address change): the account takes
 * over the invitations sent to its address before, and joins the `default` organizations.
 */
export async function activateAccount(tx: Db, user: User): Promise<void> {
  await joinOnSignUp(tx, user);
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
