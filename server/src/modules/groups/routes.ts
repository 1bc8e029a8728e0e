import { groupCreateSchema, groupUpdateSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findGroup, findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parseInclude, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { readRelationships } from '../../http/jsonapi-relationships';
import { authorize, groupPolicy, isActive, organizationPolicy } from '../../policies';
import { groupAbilities } from '../../policies/organizations';
import { organizationDisabled } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
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
import { deleteGroup, moveUnit } from './structure';

export async function groupRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post<SlugParams>('/api/organizations/:slug/groups', contract.createGroup, async (request, reply) => {
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
  });

  app.get<SlugParams>(
    '/api/organizations/:slug/groups',
    contract.listOrganizationGroups,
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

  app.get<SlugParams>('/api/groups/:slug', contract.getGroup, async (request, reply) => {
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
  });

  app.patch<SlugParams>('/api/groups/:slug', contract.updateGroup, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const found = authorize(await findGroup(db, request.params.slug), {
      visible: (f) => groupPolicy.canRead(access, f.group),
      allowed: (f) => groupPolicy.canUpdate(access, f.group) || groupPolicy.canReshape(access, f.group),
    });
    const input = readResource(request, {
      type: 'groups',
      schema: groupUpdateSchema,
      id: request.params.slug,
    });
    // Its attributes are its administrators' to change; where it sits, the organization's.
    const seen = () => true;
    if (Object.keys(input).length > 0) {
      authorize(found, { visible: seen, allowed: (f) => groupPolicy.canUpdate(access, f.group) });
    }
    const { parent } = readRelationships(request, { parent: 'groups' });
    // Nobody acts in a disabled organization (product.md §1; issue 26 §4.2).
    if (!isActive(found.organization)) throw organizationDisabled();
    let group = found.group;
    let parentSlug = found.parentSlug;
    // A move is the organization's decision (decision 0025): its own rule, beside the update's.
    if (parent !== undefined) {
      authorize(found, { visible: seen, allowed: (f) => groupPolicy.canReshape(access, f.group) });
      const moved = await moveUnit(app.ctx, group, parent, { id: actor.id, ip: request.ip, t: request.t });
      group = moved.unit;
      parentSlug = moved.parent.slug;
    }
    const updated = Object.keys(input).length
      ? await updateGroup(db, group.id, input, { id: actor.id, ip: request.ip, t: request.t })
      : group;
    const details = await groupDetails(db, updated.id);
    const row = toGroupRow(updated, found.organization.slug, parentSlug);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        presentGroup(row, {
          units: details.units,
          abilities: groupAbilities(access, updated, found.organization),
        }),
      ),
    );
  });

  app.delete<SlugParams>('/api/groups/:slug', contract.deleteGroup, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const found = authorize(await findGroup(db, request.params.slug), {
      visible: (f) => groupPolicy.canRead(access, f.group),
      allowed: (f) => groupPolicy.canDelete(access, f.group),
    });
    if (!isActive(found.organization)) throw organizationDisabled();
    await deleteGroup(app.ctx, found.group, { id: actor.id, ip: request.ip });
    return reply.status(204).send();
  });
}
