import { and, eq } from 'drizzle-orm';
import { destroySession } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import { devices } from '../../db/schema';

/**
 * Ends a session on the server; with the native app's device token (sign-out links carry it),
 * that device stops receiving notifications for this user. One transaction, with the audit row;
 * after it, the session's chat sockets on every instance close (4401: signed out, no reconnect).
 */
export async function endSession(
  ctx: AppContext,
  sessionId: string,
  userId: number,
  deviceToken: string | undefined,
  ip: string,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    if (deviceToken) {
      await tx
        .delete(devices)
        .where(and(eq(devices.userId, userId), eq(devices.oneSignalToken, deviceToken)));
    }
    await destroySession(tx, sessionId);
    await recordAudit(tx, { action: 'sign_out', actorId: userId, ip });
  });
  ctx.bus.publish({ kind: 'session_ended', userId, sessionId });
}
