import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../auth/user';
import { recordAudit } from '../../db/audit';

/**
 * Reads of another member's individual data leave a trace (product.md §10): ids only. Used by the
 * check-up history and the insights routes alike.
 */
export async function auditResultsRead(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: User,
  subjectUserId: number,
  what: 'checkups' | 'insights',
) {
  await recordAudit(app.ctx.db, {
    action: 'results_read',
    actorId: actor.id,
    subjectUserId,
    detail: what,
    ip: request.ip,
  });
}
