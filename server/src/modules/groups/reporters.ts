import { listDocument, personResource } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findGroup } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import { queueDelivery } from '../../mail/outbox';
import { authorize, groupPolicy, isActive } from '../../policies';
import { presentReporter } from './presenter';
import { listReporters, removeReporter } from './service';

type SlugParams = { Params: { slug: string } };
type ReporterParams = { Params: { slug: string; user_slug: string } };

/**
 * GET /api/groups/{slug}/reporters: the members who report to a group (name, picture, and the
 * way to their insights), for the group's administrators; 404 for everyone else, and in a
 * disabled organization. DELETE /api/groups/{slug}/reporters/{user_slug}: the same
 * administrators end a reporter's role; the reporter is told by e-mail, in their language.
 */
export async function groupReporterRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<SlugParams>(
    '/api/groups/:slug/reporters',
    {
      config: {
        openapi: {
          tag: 'groups',
          operationId: 'listGroupReporters',
          query: { page: true },
          summary:
            'The group’s reporters (first_name, last_name, profile_picture_url, dashboard_path to their insights, shares_results: whether they consented to you by person), by name; the group’s administrators only; paginated',
          signedIn: true,
          responses: {
            200: { description: 'A page of the reporters', document: listDocument(personResource) },
            401: 'signed out',
            404: 'not found, or not an administrator of the group',
          },
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.delete<ReporterParams>(
    '/api/groups/:slug/reporters/:user_slug',
    {
      config: {
        openapi: {
          tag: 'groups',
          operationId: 'removeGroupReporter',
          summary:
            'Remove a reporter from the group (the group’s administrators, or its parent’s); the reporter is told by e-mail; audited as a role change',
          signedIn: true,
          responses: {
            204: 'removed',
            401: 'signed out',
            404: 'not found, not an administrator of the group, or not one of its people',
            422: 'the person is an administrator of the group, not a reporter',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(
        await findGroup(db, request.params.slug),
        (f) => isActive(f.organization) && groupPolicy.canRemoveReporter(access, f.group),
      );
      const emailId = await removeReporter(db, found.group, request.params.user_slug, {
        id: actor.id,
        ip: request.ip,
      });
      await queueDelivery(app.ctx.jobs, emailId);
      return reply.status(204).send();
    },
  );
}
