import { connectionResource, listDocument } from '@evenkeel/common';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { totalOf, windowTotal } from '../../db/paging';
import { connections, users } from '../../db/schema';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, parsePage, readChoice, toDocument } from '../../http/jsonapi';
import { authorize, connectionPolicy } from '../../policies';
import { recordAudit } from '../audit/service';
import { personPath } from '../sharing/presenters';

export async function connectionRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get(
    '/api/connections',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary:
            '`reports=false` (default): people who see your data; `reports=true`: people who share theirs with you; paginated',
          signedIn: true,
          operationId: 'listConnections',
          query: {
            page: true,
            params: {
              reports: {
                description:
                  'true: people who share with you; false (default): people who see yours (spec §7)',
                schema: { enum: ['true', 'false'] },
              },
            },
          },
          responses: {
            200: { description: 'A page of connections', document: listDocument(connectionResource) },
            422: 'invalid reports parameter',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const reports = readChoice(query.reports, 'reports', ['true', 'false'] as const, 'false') === 'true';
      const page = parsePage(query);
      // The other person: the viewer of my data, or the sharer of theirs.
      const mine = reports ? connections.viewerId : connections.sharerId;
      const other = reports ? connections.sharerId : connections.viewerId;
      const where = eq(mine, actor.id);
      const rows = await db
        .select({
          slug: connections.slug,
          createdAt: connections.createdAt,
          userSlug: users.slug,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
          profilePictureUrl: users.profilePictureUrl,
          total: windowTotal(),
        })
        .from(connections)
        .innerJoin(users, eq(users.id, other))
        .where(where)
        .orderBy(desc(connections.createdAt), desc(connections.id))
        .limit(page.size)
        .offset(page.offset);
      const total = await totalOf(rows, page, async () =>
        Number((await db.select({ value: count() }).from(connections).where(where))[0]?.value ?? 0),
      );
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) => ({
            type: 'connections',
            id: row.slug,
            first_name: row.firstName,
            last_name: row.lastName,
            email: row.email,
            profile_picture_url: row.profilePictureUrl,
            dashboard_path: personPath(row.userSlug),
            created_at: row.createdAt.toISOString(),
          })),
          { meta: { total } },
        ),
      );
    },
  );

  app.delete<{ Params: { slug: string } }>(
    '/api/connections/:slug',
    {
      config: {
        openapi: {
          tag: 'permissions',
          summary: 'End a connection (either person may)',
          operationId: 'deleteConnection',
          signedIn: true,
          responses: { 204: 'deleted', 401: 'signed out', 404: 'not found' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(connections)
          .where(eq(connections.slug, request.params.slug))
          .limit(1)
          .for('update');
        authorize(row !== undefined && connectionPolicy.canDelete({ userId: actor.id }, row));
        if (!row) return;
        await tx.delete(connections).where(and(eq(connections.id, row.id)));
        await recordAudit(tx, {
          action: 'connection_deleted',
          actorId: actor.id,
          subjectUserId: row.sharerId === actor.id ? row.viewerId : row.sharerId,
          ip: request.ip,
        });
      });
      return reply.status(204).send();
    },
  );
}
