import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { invalidParameterValue, JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import * as contract from './contract';
import { presentAccessRecord } from './presenter';
import { listAccessRecords, listAccessViewers } from './service';

const VIEWER_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `filter[viewer]`: a public id, or a 422 naming the parameter. */
function readViewerFilter(raw: unknown): string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string' && VIEWER_ID.test(raw)) return raw;
  throw invalidParameterValue('filter[viewer]');
}

/**
 * "Who saw my data" (issue 30, docs/access-log.md). Only the signed-in member's own log: no
 * parameter names whose log is read, so nobody else's can be asked for, platform administrators
 * included.
 */
export async function accessRecordRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/access_records', contract.listAccessRecords, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const viewer = readViewerFilter(query['filter[viewer]']);
    const page = parsePage(query);
    const [{ rows, total }, viewers] = await Promise.all([
      listAccessRecords(db, actor.id, { viewer }, page),
      listAccessViewers(db, actor.id),
    ]);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(rows.map(presentAccessRecord), { meta: { total, viewers } }));
  });
}
