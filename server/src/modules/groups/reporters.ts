import {
  groupResource,
  listDocument,
  organizationResource,
  organizationRoleResource,
  personResource,
  providerResource,
  singleDocument,
  userCardResource,
} from '@evenkeel/common';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { totalOf, windowTotal } from '../../db/paging';
import { groupRoles, users } from '../../db/schema';
import { requireUser } from '../../http/authenticate';
import { ApiError, notFound } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { authorize, groupPolicy, isActive } from '../../policies';
import { recordAudit } from '../audit/service';
import { loadAccess } from '../sharing/access';
import { findGroup } from '../sharing/loaders';
import { personPath } from '../sharing/presenters';

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
            'The group’s reporters (first_name, last_name, profile_picture_url, dashboard_path to their insights), by name; the group’s administrators only; paginated',
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
      const found = await findGroup(db, request.params.slug);
      const access = await loadAccess(db, actor);
      authorize(
        found !== undefined &&
          isActive(found.organization) &&
          groupPolicy.canListReporters(access, found.group),
      );
      if (!found) return;
      const where = and(eq(groupRoles.groupId, found.group.id), eq(groupRoles.type, 'reporter'));
      const rows = await db
        .select({
          slug: users.slug,
          firstName: users.firstName,
          lastName: users.lastName,
          profilePictureUrl: users.profilePictureUrl,
          total: windowTotal(),
        })
        .from(groupRoles)
        .innerJoin(users, eq(users.id, groupRoles.userId))
        .where(where)
        .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
        .limit(page.size)
        .offset(page.offset);
      const total = await totalOf(rows, page, async () =>
        Number((await db.select({ value: count() }).from(groupRoles).where(where))[0]?.value ?? 0),
      );
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) => ({
            type: 'people',
            id: row.slug,
            first_name: row.firstName,
            last_name: row.lastName,
            profile_picture_url: row.profilePictureUrl,
            dashboard_path: personPath(row.slug),
          })),
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
      const found = await findGroup(db, request.params.slug);
      const access = await loadAccess(db, actor);
      authorize(
        found !== undefined &&
          isActive(found.organization) &&
          groupPolicy.canRemoveReporter(access, found.group),
      );
      if (!found) return;
      const emailId = await db.transaction(async (tx) => {
        const roles = await tx
          .select({
            id: groupRoles.id,
            type: groupRoles.type,
            userId: users.id,
            email: users.email,
            locale: users.locale,
            firstName: users.firstName,
          })
          .from(groupRoles)
          .innerJoin(users, eq(users.id, groupRoles.userId))
          .where(and(eq(groupRoles.groupId, found.group.id), eq(users.slug, request.params.user_slug)))
          .for('update', { of: groupRoles });
        const reporter = roles.find((role) => role.type === 'reporter');
        if (!reporter) {
          // An administrator of the group is listed on its page anyway; anyone else is not found.
          if (roles.length > 0) throw new ApiError(422, 'not_a_reporter', 'errors.not_a_reporter');
          throw notFound();
        }
        await tx.delete(groupRoles).where(eq(groupRoles.id, reporter.id));
        await recordAudit(tx, {
          action: 'group_role_removed',
          actorId: actor.id,
          subjectUserId: reporter.userId,
          detail: 'reporter',
          ip: request.ip,
        });
        return recordEmail(tx, {
          userId: reporter.userId,
          actorId: actor.id,
          to: reporter.email,
          locale: reporter.locale,
          template: { kind: 'reporter_removed', name: reporter.firstName, group: found.group.name },
        });
      });
      await queueDelivery(app.ctx.jobs, emailId);
      return reply.status(204).send();
    },
  );
}
