import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { destroyAllSessions } from '../auth/sessions';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { hashPassword, verifyPassword } from '../lib/passwords';
import { findUserByEmail } from '../modules/users/service';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed';

/** The demo platform administrator, whose published password must not work when others can reach us. */
export const DEMO_ADMIN_EMAIL = DEMO_ACCOUNTS[0].email;

/**
 * Issue 26 §4.7: the README publishes the demo accounts' password. When the server is reachable
 * by others (`env.exposed`: listening beyond loopback, or production), the demo platform
 * administrator, if it still has that password, gets a random one instead (its sessions end);
 * the caller prints it once. Checked at every start, so a database seeded on loopback and
 * started later on the network is covered too. The other demo accounts keep the published
 * password: they hold only the demo's invented people and cannot administer the platform.
 * Returns the new password, or null when nothing changed.
 */
export async function guardDemoAdmin(ctx: Pick<AppContext, 'db' | 'env'>): Promise<string | null> {
  if (!ctx.env.exposed) return null;
  const admin = await findUserByEmail(ctx.db, DEMO_ADMIN_EMAIL);
  if (!admin || !(await verifyPassword(admin.passwordHash, DEMO_PASSWORD))) return null;
  const password = randomBytes(18).toString('base64url');
  const passwordHash = await hashPassword(password);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, admin.id));
    await destroyAllSessions(tx, admin.id);
  });
  return password;
}
