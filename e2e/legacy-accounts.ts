// Accounts from before sign-up links activated accounts: they can sign in, but their address was
// never confirmed. Nothing in today's app makes one (sign-up, resets and address changes all
// verify), so the browser tests that need one (sharing.spec.ts, an unverified invitee) get them
// written into the fresh database before the server starts.
import path from 'node:path';
import { openDatabase } from '../server/src/db/client';
import { migrate } from '../server/src/db/migrate';
import { users } from '../server/src/db/schema';
import { hashPassword } from '../server/src/lib/passwords';

export const LEGACY_PASSWORD = 'an old account from before 2026';

/** One unverified account per language, named for the test that uses it. */
export const LEGACY_ACCOUNTS = {
  en: { email: 'legacy-unverified-en@example.test', firstName: 'Lena', locale: 'en' },
  fr: { email: 'legacy-unverified-fr@example.test', firstName: 'Léa', locale: 'fr' },
} as const;

export async function seedLegacyAccounts(env: NodeJS.ProcessEnv): Promise<void> {
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL }
      : { dataDir: path.join(env.EVENKEEL_DATA_DIR ?? './data', 'db') },
  );
  try {
    await migrate(database);
    const passwordHash = await hashPassword(LEGACY_PASSWORD);
    await database.db.insert(users).values(
      Object.values(LEGACY_ACCOUNTS).map((account) => ({
        email: account.email,
        firstName: account.firstName,
        lastName: 'Legacy',
        locale: account.locale,
        passwordHash,
        emailVerifiedAt: null,
      })),
    );
  } finally {
    await database.close();
  }
}
