import {
  groupCreateSchema,
  groupResource,
  groupUpdateSchema,
  listDocument,
  organizationResource,
  organizationRoleResource,
  personResource,
  providerResource,
  singleDocument,
  userCardResource,
} from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { groups } from '../../db/schema';
import { requireUser } from '../../http/authenticate';
import { notFound, validationFailed } from '../../http/errors';
import {
  JSONAPI_MEDIA_TYPE,
  parseInclude,
  parsePage,
  readRelationships,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { authorize, authorizeVisible, groupPolicy, isActive, organizationPolicy } from '../../policies';
import { groupAbilities } from '../../policies/organizations';
import { recordAudit } from '../audit/service';
import { organizationDisabled } from '../invitations/service';
import { loadAccess } from '../sharing/access';
import { findGroup, findOrganization } from '../sharing/loaders';
import { presentGroup } from '../sharing/presenters';
import { findOwnUpload } from '../uploads/service';
import { groupDetails, listGroups, toGroupRow } from './service';

type SlugParams = { Params: { slug: string } };

export async function groupRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post<SlugParams>(
    '/api/organizations/:slug/groups',
    {
      config: {
        openapi: {
          tag: 'groups',
          operationId: 'createGroup',
          location: '/api/groups/{id}',
          summary:
            'Create a group, or a unit with the relationship `parent` (a group of the same organization)',
          signedIn: true,
          body: { type: 'groups', attributes: groupCreateSchema, relationships: { parent: 'groups' } },
          responses: {
            201: { description: 'The new group or unit', document: singleDocument(groupResource) },
            401: 'signed out',
            403: 'not an organization administrator',
            404: 'not found',
            422: 'invalid, or a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const org = await findOrganization(db, request.params.slug);
      if (!org) throw notFound();
      const access = await loadAccess(db, actor);
      authorizeVisible(
        organizationPolicy.canRead(access, org),
        organizationPolicy.canCreateGroup(access, org),
      );
      const input = readResource(request, { type: 'groups', schema: groupCreateSchema });
      const { parent: parentSlug } = readRelationships(request, { parent: 'groups' });
      if (!isActive(org)) throw organizationDisabled();
      let parent: typeof groups.$inferSelect | undefined;
      if (parentSlug !== undefined) {
        [parent] = await db.select().from(groups).where(eq(groups.slug, parentSlug)).limit(1);
        if (!parent || parent.organizationId !== org.id || parent.parentId !== null) {
          throw validationFailed([
            {
              field: 'parent',
              pointer: '/data/relationships/parent',
              message: request.t('validation.parent_not_group'),
            },
          ]);
        }
      }
      const [group] = await db
        .insert(groups)
        .values({
          organizationId: org.id,
          parentId: parent?.id ?? null,
          name: input.name,
          description: input.description ?? null,
        })
        .returning();
      if (!group) throw new Error('group not created');
      await recordAudit(db, {
        action: parent ? 'unit_created' : 'group_created',
        actorId: actor.id,
        detail: group.slug,
        ip: request.ip,
      });
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          toDocument(
            presentGroup(toGroupRow(group, org.slug, parent?.slug ?? null), {
              units: 0,
              abilities: groupAbilities(access, group, org),
            }),
          ),
        );
    },
  );

  app.get<SlugParams>(
    '/api/organizations/:slug/groups',
    {
      config: {
        openapi: {
          tag: 'groups',
          operationId: 'listOrganizationGroups',
          query: { page: true },
          summary:
            "An organization's groups and units (administrators: all; group administrators: their own); paginated",
          signedIn: true,
          responses: {
            200: { description: 'A page of groups and units', document: listDocument(groupResource) },
            401: 'signed out',
            403: 'not an administrator',
            404: 'not found',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const org = await findOrganization(db, request.params.slug);
      if (!org) throw notFound();
      const access = await loadAccess(db, actor);
      authorizeVisible(
        organizationPolicy.canRead(access, org),
        organizationPolicy.canListGroups(access, org),
      );
      const onlyIds = organizationPolicy.seesAllGroups(access, org)
        ? null
        : access.groupRoles.filter((r) => r.type === 'administrator').map((r) => r.groupId);
      const { rows, total } = await listGroups(db, org.id, onlyIds, page);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) =>
            presentGroup(toGroupRow(row.group, row.organizationSlug, row.parentSlug), {
              abilities: groupAbilities(access, row.group, org),
            }),
          ),
          { meta: { total } },
        ),
      );
    },
  );

  app.get<SlugParams>(
    '/api/groups/:slug',
    {
      config: {
        openapi: {
          tag: 'groups',
          operationId: 'getGroup',
          query: { include: ['administrators'] },
          summary: 'A group or unit with its number of units; `include=administrators`',
          signedIn: true,
          responses: {
            200: {
              description: 'The group',
              document: singleDocument(groupResource, { included: [userCardResource] }),
            },
            400: 'unknown include',
            401: 'signed out',
            404: 'not found',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const include = parseInclude((request.query as Record<string, unknown>).include, ['administrators']);
      const found = await findGroup(db, request.params.slug);
      const access = await loadAccess(db, actor);
      authorize(found !== undefined && groupPolicy.canRead(access, found.group));
      if (!found) throw notFound();
      const details = await groupDetails(db, found.group.id);
      const row = toGroupRow(found.group, found.organization.slug, found.parentSlug);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          presentGroup(row, {
            ...details,
            abilities: groupAbilities(access, found.group, found.organization),
          }),
          { include },
        ),
      );
    },
  );

  app.patch<SlugParams>(
    '/api/groups/:slug',
    {
      config: {
        openapi: {
          tag: 'groups',
          operationId: 'updateGroup',
          summary:
            'Update name, description, logo_image_url (the url of your own group_logo upload, or null); group and organization administrators',
          signedIn: true,
          body: { type: 'groups', attributes: groupUpdateSchema, idRequired: true },
          responses: {
            200: { description: 'The group as saved', document: singleDocument(groupResource) },
            401: 'signed out',
            403: 'not allowed',
            404: 'not found',
            422: 'invalid',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const found = await findGroup(db, request.params.slug);
      if (!found) throw notFound();
      const access = await loadAccess(db, actor);
      authorizeVisible(groupPolicy.canRead(access, found.group), groupPolicy.canUpdate(access, found.group));
      const input = readResource(request, {
        type: 'groups',
        schema: groupUpdateSchema,
        id: request.params.slug,
      });
      // A logo is a group_logo upload of the person setting it (or null to remove it).
      if (input.logo_image_url && !(await findOwnUpload(db, actor.id, input.logo_image_url, 'group_logo'))) {
        throw validationFailed([
          {
            field: 'logo_image_url',
            pointer: '/data/attributes/logo_image_url',
            message: request.t('validation.group_logo_upload'),
          },
        ]);
      }
      const [updated] = await db
        .update(groups)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.description !== undefined ? { description: input.description } : {}),
          ...(input.logo_image_url !== undefined ? { logoImageUrl: input.logo_image_url } : {}),
          updatedAt: new Date(),
        })
        .where(eq(groups.id, found.group.id))
        .returning();
      if (!updated) throw notFound();
      const details = await groupDetails(db, updated.id);
      const row = toGroupRow(updated, found.organization.slug, found.parentSlug);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          presentGroup(row, {
            units: details.units,
            abilities: groupAbilities(access, updated, found.organization),
          }),
        ),
      );
    },
  );
}
