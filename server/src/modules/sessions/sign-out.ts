import { and, eq } from 'drizzle-orm';
import { destroySession } from '../../auth/sessions';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';

/**
 * Ends a session on the server; with the native app's device token (sign-out links carry it),
 * that device stops receiving notifications for this user. One transaction.
 */
export async function endSession(
  db: Db,
  sessionId: string,
  userId: number,
  deviceToken: string | undefined,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (deviceToken) {
      await tx
        .delete(devices)
        .where(and(eq(devices.userId, userId), eq(devices.oneSignalToken, deviceToken)));
    }
    await destroySession(tx, sessionId);
  });
}
