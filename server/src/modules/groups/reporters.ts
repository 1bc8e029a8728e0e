import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { totalOf, windowTotal } from '../../db/paging';
import { groupRoles, users } from '../../db/schema';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, toDocument } from '../../http/jsonapi';
import { authorize, groupPolicy, isActive } from '../../policies';
import { loadAccess } from '../sharing/access';
import { findGroup } from '../sharing/loaders';
import { personPath } from '../sharing/presenters';

type SlugParams = { Params: { slug: string } };

/**
 * GET /api/groups/{slug}/reporters: the members who report to a group (name, picture, and the
 * way to their insights), for the group's administrators; 404 for everyone else, and in a
 * disabled organization.
 */
export async function groupReporterRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<SlugParams>(
    '/api/groups/:slug/reporters',
    {
      config: {
        openapi: {
          tag: 'groups',
          summary:
            'The group’s reporters (first_name, last_name, profile_picture_url, dashboard_path to their insights), by name; the group’s administrators only; paginated',
          signedIn: true,
          responses: {
            200: 'people',
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
}
