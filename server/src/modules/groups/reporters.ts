import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findGroup } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import { authorize, groupPolicy, isActive } from '../../policies';
import type { ReporterParams, SlugParams } from './contract';
import * as contract from './contract';
import { presentReporter } from './presenter';
import { listReporters, removeReporter } from './service';

/**
 * GET /api/groups/{slug}/reporters: the members who report to a group (name, picture, and the
 * way to their insights), for the group's administrators; 404 for everyone else, and in a
 * disabled organization. DELETE /api/groups/{slug}/reporters/{user_slug}: the same
 * administrators end a reporter's role; the reporter is told by e-mail, in their language.
 */
export async function groupReporterRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<SlugParams>('/api/groups/:slug/reporters', contract.listGroupReporters, async (request, reply) => {
    const actor = requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const access = await loadAccess(db, actor);
    const found = authorize(
      await findGroup(db, request.params.slug),
      (f) => isActive(f.organization) && groupPolicy.canListReporters(access, f.group),
    );
    const { rows, total } = await listReporters(db, found.group.id, actor.id, page);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((row) => presentReporter(row, access, found.group)),
        { meta: { total } },
      ),
    );
  });

  app.delete<ReporterParams>(
    '/api/groups/:slug/reporters/:user_slug',
    contract.removeGroupReporter,
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(
        await findGroup(db, request.params.slug),
        (f) => isActive(f.organization) && groupPolicy.canRemoveReporter(access, f.group),
      );
      await removeReporter(app.ctx, found.group, request.params.user_slug, {
        id: actor.id,
        ip: request.ip,
      });
      return reply.status(204).send();
    },
  );
}
