import {
  benefitGroupCreateSchema,
  benefitGroupMembersSchema,
  benefitGroupUpdateSchema,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readChoice, readResource, toDocument } from '../../http/jsonapi';
import type { Access } from '../../policies';
import {
  authorize,
  benefitGroupAbilities,
  benefitGroupPolicy,
  isActive,
  organizationPolicy,
} from '../../policies';
import { removeFiles } from '../../storage/files';
import { organizationDisabled } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { addMembers, removeMembers } from './members';
import { presentBenefitGroup, presentCandidate } from './presenter';
import {
  createBenefitGroup,
  deleteBenefitGroup,
  type FoundBenefitGroup,
  findBenefitGroup,
  listBenefitGroups,
  listCandidates,
  memberCounts,
  updateBenefitGroup,
} from './service';

/** Loads a benefit group the actor may see (404 otherwise) and, for `manage`, may change (403). */
export async function loadBenefitGroup(
  request: FastifyRequest<SlugParams>,
  db: FastifyInstance['ctx']['db'],
  need: 'read' | 'manage',
): Promise<{ access: Access; found: FoundBenefitGroup }> {
  const actor = requireUser(request);
  const access = await loadAccess(db, actor);
  const found = authorize(await findBenefitGroup(db, request.params.slug, actor.id), {
    visible: (f) => benefitGroupPolicy.canRead(access, f.ref),
    allowed: (f) => need === 'read' || benefitGroupPolicy.canManage(access, f.ref),
  });
  if (need === 'manage' && !benefitGroupPolicy.isWritable(found.ref)) throw organizationDisabled();
  return { access, found };
}

export async function benefitGroupRoutes(app: FastifyInstance) {
  const { db, storage } = app.ctx;

  app.get<SlugParams>(
    '/api/organizations/:slug/benefit_groups',
    contract.listBenefitGroups,
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), (o) =>
        organizationPolicy.canRead(access, o),
      );
      const all = benefitGroupPolicy.canManageIn(access, org);
      const { rows, total } =
        all || benefitGroupPolicy.seesOwnIn(access, org)
          ? await listBenefitGroups(db, org.id, actor.id, all, page)
          : { rows: [], total: 0 };
      const counts = all
        ? await memberCounts(
            db,
            rows.map((row) => row.group.id),
          )
        : null;
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          rows.map((row) =>
            presentBenefitGroup(
              row.group,
              org,
              request.locale,
              benefitGroupAbilities(
                access,
                {
                  id: row.group.id,
                  organizationId: org.id,
                  organizationState: org.state,
                  actorIsMember: row.actorIsMember,
                },
                org,
              ),
              counts ? (counts.get(row.group.id) ?? 0) : undefined,
            ),
          ),
          { meta: { total } },
        ),
      );
    },
  );

  app.post<SlugParams>(
    '/api/organizations/:slug/benefit_groups',
    contract.createBenefitGroup,
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const org = authorize(await findOrganization(db, request.params.slug), {
        visible: (o) => organizationPolicy.canRead(access, o),
        allowed: (o) => benefitGroupPolicy.canManageIn(access, o),
      });
      const input = readResource(request, { type: 'benefit_groups', schema: benefitGroupCreateSchema });
      if (!isActive(org)) throw organizationDisabled();
      const group = await createBenefitGroup(db, org.id, input, { id: actor.id, ip: request.ip });
      const ref = {
        id: group.id,
        organizationId: org.id,
        organizationState: org.state,
        actorIsMember: false,
      };
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          toDocument(
            presentBenefitGroup(group, org, request.locale, benefitGroupAbilities(access, ref, org), 0),
          ),
        );
    },
  );

  app.get<SlugParams>('/api/benefit_groups/:slug', contract.getBenefitGroup, async (request, reply) => {
    const { access, found } = await loadBenefitGroup(request, db, 'read');
    const admin = benefitGroupPolicy.canManage(access, found.ref);
    const count = admin ? ((await memberCounts(db, [found.group.id])).get(found.group.id) ?? 0) : undefined;
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(
          presentBenefitGroup(
            found.group,
            found.organization,
            request.locale,
            benefitGroupAbilities(access, found.ref, found.organization),
            count,
          ),
        ),
      );
  });

  app.patch<SlugParams>('/api/benefit_groups/:slug', contract.updateBenefitGroup, async (request, reply) => {
    const { access, found } = await loadBenefitGroup(request, db, 'manage');
    const input = readResource(request, {
      type: 'benefit_groups',
      schema: benefitGroupUpdateSchema,
      id: request.params.slug,
    });
    const updated = await updateBenefitGroup(db, found.group.id, input);
    const count = (await memberCounts(db, [updated.id])).get(updated.id) ?? 0;
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(
          presentBenefitGroup(
            updated,
            found.organization,
            request.locale,
            benefitGroupAbilities(access, found.ref, found.organization),
            count,
          ),
        ),
      );
  });

  app.delete<SlugParams>('/api/benefit_groups/:slug', contract.deleteBenefitGroup, async (request, reply) => {
    const actor = requireUser(request);
    const { found } = await loadBenefitGroup(request, db, 'manage');
    const files = await deleteBenefitGroup(db, found.group, { id: actor.id, ip: request.ip });
    await removeFiles(storage, files, request.log);
    return reply.status(204).send();
  });

  app.get<SlugParams>(
    '/api/benefit_groups/:slug/members',
    contract.listBenefitGroupMembers,
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const page = parsePage(query);
      const onlyInGroup = readChoice(
        query['filter[in_group]'],
        'filter[in_group]',
        ['true', 'false'],
        'false',
      );
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findBenefitGroup(db, request.params.slug, actor.id), {
        visible: (f) => benefitGroupPolicy.canRead(access, f.ref),
        allowed: (f) => benefitGroupPolicy.canManage(access, f.ref),
      });
      const { rows, total } = await listCandidates(db, found.group, onlyInGroup === 'true', page);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(rows.map(presentCandidate), { meta: { total } }));
    },
  );

  app.post<SlugParams>(
    '/api/benefit_groups/:slug/members',
    contract.addBenefitGroupMembers,
    async (request, reply) => {
      const actor = requireUser(request);
      const { found } = await loadBenefitGroup(request, db, 'manage');
      const input = readResource(request, {
        type: 'benefit_group_members',
        schema: benefitGroupMembersSchema,
      });
      const { added, notMembers } = await addMembers(db, found.group, input, {
        id: actor.id,
        ip: request.ip,
      });
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          added.map((user) => presentCandidate({ ...user, inGroup: true })),
          {
            meta: { total: added.length, added: added.length, not_members: notMembers },
            // The people this request added: one list, never more pages.
            links: { first: null, prev: null, next: null, last: null },
          },
        ),
      );
    },
  );

  app.delete<SlugParams>(
    '/api/benefit_groups/:slug/members',
    contract.removeBenefitGroupMembers,
    async (request, reply) => {
      const actor = requireUser(request);
      const { found } = await loadBenefitGroup(request, db, 'manage');
      const input = readResource(request, {
        type: 'benefit_group_members',
        schema: benefitGroupMembersSchema,
      });
      if (!input.users?.length) {
        throw validationFailed([
          {
            field: 'users',
            pointer: '/data/attributes/users',
            message: request.t('validation.benefit_members_required'),
          },
        ]);
      }
      await removeMembers(db, found.group, input.users ?? [], { id: actor.id, ip: request.ip });
      return reply.status(204).send();
    },
  );
}
