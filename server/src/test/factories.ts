import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { emails, users } from '../db/schema';
import { hashPassword } from '../lib/passwords';
import type { User } from '../modules/sessions/service';
import { resource, type TestClient } from './client';

export const TEST_PASSWORD = 'a-long-test-passphrase';

let passwordHash: Promise<string> | undefined;

/** A user with a unique e-mail; every test makes its own, so nothing needs cleaning. */
export async function createUser(
  ctx: AppContext,
  overrides: Partial<typeof users.$inferInsert> = {},
): Promise<User> {
  passwordHash ??= hashPassword(TEST_PASSWORD);
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: `user-${randomBytes(5).toString('hex')}@example.test`,
      passwordHash: await passwordHash,
      firstName: 'Test',
      lastName: 'User',
      emailVerifiedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) throw new Error('user not created');
  return user;
}

export async function signInAs(client: TestClient, user: User, password = TEST_PASSWORD) {
  if (!client.csrfToken) await client.start();
  const response = await client.post('/api/session', resource('sessions', { email: user.email, password }));
  if (response.statusCode !== 201) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response;
}

/** Waits for the job queue to deliver the latest e-mail to an address, and returns it. */
export async function deliveredEmail(ctx: AppContext, to: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [row] = await ctx.db
      .select()
      .from(emails)
      .where(eq(emails.toAddress, to))
      .orderBy(desc(emails.id))
      .limit(1);
    if (row?.status === 'sent') return row;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail delivered to ${to} within ${timeoutMs} ms`);
}

/** The first link in an e-mail's text. */
export function linkIn(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error('no link in e-mail');
  return match[0];
}
