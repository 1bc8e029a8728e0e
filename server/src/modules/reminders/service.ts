import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { unsubscribeKey } from '../push';
import { verifyUnsubscribeToken } from './tokens';

/** The member an unsubscribe link was signed for (null: forged, malformed, or the account is gone). */
export async function findUnsubscribingMember(db: Db, token: unknown) {
  const slug = verifyUnsubscribeToken(await unsubscribeKey(db), token);
  if (!slug) return null;
  const [user] = await db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(eq(users.slug, slug));
  return user ?? null;
}
