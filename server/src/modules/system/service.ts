import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * One round trip to the database (the bench's floor). Rejects like a lost connection
 * (`ETIMEDOUT`) when the answer takes longer than `timeoutMs`.
 */
export async function pingDatabase(db: Db, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      db.execute(sql`select 1`),
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error('health check timed out'), { code: 'ETIMEDOUT' })),
          timeoutMs,
        );
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
