import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reminderDeliveries } from '../../db/schema';

/** Claims older than this are of no use: a claim only guards its own week. */
export const DELIVERY_RETENTION_DAYS = 35;

/**
 * Deletes week claims older than five weeks. The scan only ever looks at the current week, so
 * old rows would only grow the table (one per member per week) and keep a trace of each
 * member's weeks for nothing.
 */
export async function purgeOldDeliveries(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - DELIVERY_RETENTION_DAYS * 86_400_000).toISOString().slice(0, 10);
  const deleted = await db
    .delete(reminderDeliveries)
    .where(lt(reminderDeliveries.weekStart, cutoff))
    .returning({ id: reminderDeliveries.id });
  return deleted.length;
}
