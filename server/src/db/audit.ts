import type { Db } from './client';
import { auditEvents } from './schema';

export type AuditEvent = {
  action: string;
  actorId?: number | null;
  subjectUserId?: number | null;
  /** Never a secret, a password, an answer or a message: ids and codes only. */
  detail?: string;
  ip?: string;
};

/** Security events (sign-ins, refusals, reads of someone's data), timestamped in UTC by the database. */
export async function recordAudit(db: Db, event: AuditEvent): Promise<void> {
  await db.insert(auditEvents).values({
    action: event.action,
    actorId: event.actorId ?? null,
    subjectUserId: event.subjectUserId ?? null,
    detail: event.detail ?? null,
    ip: event.ip ?? null,
  });
}
