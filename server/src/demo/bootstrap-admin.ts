import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { findUserByEmail } from '../modules/users/service';

/**
 * When EVENKEEL_ADMIN_EMAIL and EVENKEEL_ADMIN_PASSWORD are set, that account exists and is a
 * platform administrator. An existing account keeps its password; it only gains the role.
 */
export async function ensurePlatformAdmin(ctx: AppContext): Promise<void> {
  const { EVENKEEL_ADMIN_EMAIL: email, EVENKEEL_ADMIN_PASSWORD: password } = ctx.env;
  if (!email || !password) return;
  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (!existing.platformAdmin) {
      await ctx.db.update(users).set({ platformAdmin: true }).where(eq(users.id, existing.id));
    }
    return;
  }
  await ctx.db.insert(users).values({
    email: email.toLowerCase(),
    passwordHash: await hashPassword(password),
    firstName: 'Platform',
    lastName: 'Administrator',
    platformAdmin: true,
    emailVerifiedAt: new Date(),
  });
}
