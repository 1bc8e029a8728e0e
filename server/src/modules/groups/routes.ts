import {
  groupCreateSchema,
  groupResource,
  groupUpdateSchema,
  listDocument,
  singleDocument,
  userCardResource,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findGroup, findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import {
  JSONAPI_MEDIA_TYPE,
  parseInclude,
  parsePage,
  readRelationships,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { authorize, groupPolicy, isActive, organizationPolicy } from '../../policies';
import { groupAbilities } from '../../policies/organizations';
import { organizationDisabled } from '../invitations/service';
import { presentGroup } from './presenter';
import {
  createGroup,
  findGroupRecord,
  type GroupRecord,
  groupDetails,
  listGroups,
  toGroupRow,
  updateGroup,
} from './service';

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
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), {
        visible: (o) => organizationPolicy.canRead(access, o),
        allowed: (o) => organizationPolicy.canCreateGroup(access, o),
      });
      const input = readResource(request, { type: 'groups', schema: groupCreateSchema });
      const { parent: parentSlug } = readRelationships(request, { parent: 'groups' });
      if (!isActive(org)) throw organizationDisabled();
      let parent: GroupRecord | undefined;
      if (parentSlug !== undefined) {
        parent = await findGroupRecord(db, parentSlug);
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
      const group = await createGroup(db, org.id, parent, input, { id: actor.id, ip: request.ip });
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
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), {
        visible: (o) => organizationPolicy.canRead(access, o),
        allowed: (o) => organizationPolicy.canListGroups(access, o),
      });
      const { rows, total } = await listGroups(
        db,
        org.id,
        organizationPolicy.listedGroupIds(access, org),
        page,
      );
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
      const access = await loadAccess(db, actor);
      const found = authorize(await findGroup(db, request.params.slug), (f) =>
        groupPolicy.canRead(access, f.group),
      );
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
            422: 'invalid, or a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findGroup(db, request.params.slug), {
        visible: (f) => groupPolicy.canRead(access, f.group),
        allowed: (f) => groupPolicy.canUpdate(access, f.group),
      });
      const input = readResource(request, {
        type: 'groups',
        schema: groupUpdateSchema,
        id: request.params.slug,
      });
      // Nobody acts in a disabled organization (product.md §1; issue 26 §4.2).
      if (!isActive(found.organization)) throw organizationDisabled();
      const updated = await updateGroup(db, found.group.id, input, { id: actor.id, t: request.t });
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
