import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../auth/user';
import { recordAccess } from '../../db/access-records';
import { recordAudit } from '../../db/audit';
import { accessClientOf } from '../../http/access-client';
import type { ResultsSubject } from '../../policies';
import { accessRecordPolicy } from '../../policies/access-records';

/**
 * Reads of another member's individual data leave a trace (product.md §10): an audit row (ids
 * only) and the member's "who saw my data" record, both written before the answer leaves so the
 * member sees the read at once. Used by the check-up history and the insights routes alike; the
 * insights carry the member's logs too (markers and the 10-day trend), so they are that read.
 */
export async function auditResultsRead(
  app: FastifyInstance,
  request: FastifyRequest,
  actor: User,
  subject: ResultsSubject,
  what: 'checkups' | 'insights',
) {
  await recordAudit(app.ctx.db, {
    action: 'results_read',
    actorId: actor.id,
    subjectUserId: subject.userId,
    detail: what,
    ip: request.ip,
  });
  await recordAccess(app.ctx.db, {
    subjectUserId: subject.userId,
    viewer: actor,
    ...accessRecordPolicy.resultsReadBasis(subject),
    dataKind: what,
    client: accessClientOf(request),
  });
}
