import { and, eq } from 'drizzle-orm';
import { destroySession } from '../../auth/sessions';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { devices } from '../../db/schema';

/**
 * Ends a session on the server; with the native app's device token (sign-out links carry it),
 * that device stops receiving notifications for this user. One transaction, with the audit row.
 */
export async function endSession(
  db: Db,
  sessionId: string,
  userId: number,
  deviceToken: string | undefined,
  ip: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (deviceToken) {
      await tx
        .delete(devices)
        .where(and(eq(devices.userId, userId), eq(devices.oneSignalToken, deviceToken)));
    }
    await destroySession(tx, sessionId);
    await recordAudit(tx, { action: 'sign_out', actorId: userId, ip });
  });
}
