import {
  benefitGroupCreateSchema,
  benefitGroupMemberResource,
  benefitGroupMembersSchema,
  benefitGroupResource,
  benefitGroupUpdateSchema,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
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
import { organizationDisabled } from '../invitations/service';
import { removeFiles } from '../uploads/service';
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

type SlugParams = { Params: { slug: string } };

const notMembersMeta = {
  added: z.number().int().min(0),
  /** Lines of the CSV (1-based; 0 for an id picked from the list) that name no member of the organization. */
  not_members: z.array(z.object({ line: z.number().int(), text: z.string() })),
};

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
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'listBenefitGroups',
          query: { page: true },
          summary:
            "An organization's benefit groups by name: every one (with `member_count`) for its administrators, the ones you are in for its members",
          signedIn: true,
          responses: {
            200: { description: 'A page of benefit groups', document: listDocument(benefitGroupResource) },
            401: 'signed out',
            404: 'not found',
          },
        },
      },
    },
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
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'createBenefitGroup',
          location: '/api/benefit_groups/{id}',
          summary: 'Create a benefit group (the organization’s administrators)',
          signedIn: true,
          body: { type: 'benefit_groups', attributes: benefitGroupCreateSchema },
          responses: {
            201: { description: 'The new benefit group', document: singleDocument(benefitGroupResource) },
            401: 'signed out',
            403: 'not an administrator of the organization',
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

  app.get<SlugParams>(
    '/api/benefit_groups/:slug',
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'getBenefitGroup',
          summary: 'A benefit group: to its members and the organization’s administrators',
          signedIn: true,
          responses: {
            200: { description: 'The benefit group', document: singleDocument(benefitGroupResource) },
            401: 'signed out',
            404: 'not found, or not yours to see',
          },
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.patch<SlugParams>(
    '/api/benefit_groups/:slug',
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'updateBenefitGroup',
          summary: 'Rename or describe a benefit group (the organization’s administrators)',
          signedIn: true,
          body: { type: 'benefit_groups', attributes: benefitGroupUpdateSchema, idRequired: true },
          responses: {
            200: {
              description: 'The benefit group as saved',
              document: singleDocument(benefitGroupResource),
            },
            401: 'signed out',
            403: 'a member, not an administrator',
            404: 'not found',
            422: 'invalid, or a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.delete<SlugParams>(
    '/api/benefit_groups/:slug',
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'deleteBenefitGroup',
          summary:
            'Delete a benefit group with its coverage, its members’ uses of it and its documents (the organization’s administrators)',
          signedIn: true,
          responses: {
            204: 'deleted',
            401: 'signed out',
            403: 'a member, not an administrator',
            404: 'not found',
            422: 'a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const { found } = await loadBenefitGroup(request, db, 'manage');
      const files = await deleteBenefitGroup(db, found.group, { id: actor.id, ip: request.ip });
      await removeFiles(storage, files, request.log);
      return reply.status(204).send();
    },
  );

  app.get<SlugParams>(
    '/api/benefit_groups/:slug/members',
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'listBenefitGroupMembers',
          query: {
            page: true,
            filter: {
              in_group: {
                description:
                  '`true`: only the group’s members; otherwise every member of the organization, each with `in_group`',
                schema: { type: 'string', enum: ['true', 'false'] },
              },
            },
          },
          summary:
            "The organization's members (role member) by name, each with whether they are in the benefit group (its administrators)",
          signedIn: true,
          responses: {
            200: { description: 'A page of members', document: listDocument(benefitGroupMemberResource) },
            401: 'signed out',
            403: 'a member, not an administrator',
            404: 'not found',
            422: 'an invalid filter value',
          },
        },
      },
    },
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
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'addBenefitGroupMembers',
          summary:
            'Add members: `users` (ids from the organization’s member list) and/or `emails_csv` (one e-mail a line, or the first column); lines that name no member of the organization are reported in `meta.not_members`, not added',
          signedIn: true,
          body: { type: 'benefit_group_members', attributes: benefitGroupMembersSchema },
          responses: {
            200: {
              description: 'The people added (those already in the group are not repeated)',
              document: listDocument(benefitGroupMemberResource, { meta: notMembersMeta }),
            },
            401: 'signed out',
            403: 'a member, not an administrator',
            404: 'not found',
            422: 'neither users nor e-mails, or a disabled organization',
          },
        },
      },
    },
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
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'removeBenefitGroupMembers',
          summary:
            'Remove members: `users` (their ids); their own records of uses stay theirs, but no longer count against this group’s coverage once they are out of it',
          signedIn: true,
          body: { type: 'benefit_group_members', attributes: benefitGroupMembersSchema },
          responses: {
            204: 'removed (ids not in the group are ignored)',
            401: 'signed out',
            403: 'a member, not an administrator',
            404: 'not found',
            422: 'no users given, or a disabled organization',
          },
        },
      },
    },
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
