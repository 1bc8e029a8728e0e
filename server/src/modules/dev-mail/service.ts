import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema';

/** The development outbox: the latest 200 e-mails recorded, newest first. */
export const latestEmails = (db: Db) => db.select().from(emails).orderBy(desc(emails.id)).limit(200);

export async function findEmail(db: Db, id: number) {
  const [row] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  return row;
}
