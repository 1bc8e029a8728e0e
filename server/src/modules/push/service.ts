import { PUSH_SUBSCRIPTIONS_MAX, type PushSubscriptionInput } from '@evenkeel/common';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * Stores a browser's subscription for the member, by endpoint: the same browser again updates
 * its keys; an endpoint last registered by someone else (a shared computer) now belongs to the
 * member signed in on it. A member keeps their PUSH_SUBSCRIPTIONS_MAX latest browsers.
 */
export async function saveSubscription(
  db: Db,
  userId: number,
  input: PushSubscriptionInput,
): Promise<{ row: PushSubscriptionRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const values = { userId, endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth };
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: { userId, p256dh: values.p256dh, auth: values.auth, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('push subscription not saved');
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(PUSH_SUBSCRIPTIONS_MAX);
    await tx
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    // An update sets updated_at to this transaction's now(); an insert sets both columns to it.
    return { row, created: row.createdAt.getTime() === row.updatedAt.getTime() };
  });
}

/** One page of the member's subscriptions, newest first, and how many there are in all. */
export async function listSubscriptions(
  db: Db,
  userId: number,
  page: { offset: number; size: number },
): Promise<{ rows: PushSubscriptionRow[]; total: number }> {
  const mine = eq(pushSubscriptions.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(pushSubscriptions)
      .where(mine)
      .orderBy(desc(pushSubscriptions.updatedAt), desc(pushSubscriptions.id))
      .limit(page.size)
      .offset(page.offset),
    db.select({ total: count() }).from(pushSubscriptions).where(mine),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** Deletes the member's own subscription; false when there is none by that id for them. */
export async function deleteSubscription(db: Db, userId: number, slug: string): Promise<boolean> {
  const deleted = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.slug, slug), eq(pushSubscriptions.userId, userId)))
    .returning({ id: pushSubscriptions.id });
  return deleted.length > 0;
}
