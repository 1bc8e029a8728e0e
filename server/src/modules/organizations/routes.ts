import { organizationCreateSchema, organizationUpdateSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import {
  JSONAPI_MEDIA_TYPE,
  parseInclude,
  parsePage,
  readChoice,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { includePaths } from '../../http/jsonapi-protocol';
import { readLinks } from '../../http/jsonapi-relationships';
import { authorize, isActive, organizationPolicy, permit } from '../../policies';
import { organizationAbilities } from '../../policies/organizations';
import { organizationDisabled } from '../invitations/service';
import { presentOrganizationRole } from '../roles/presenter';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentOrganization } from './presenter';
import {
  createOrganization,
  joinOrganization,
  listOrganizations,
  organizationPeople,
  updateOrganization,
} from './service';

export async function organizationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post('/api/organizations', contract.createOrganization, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    // The collection is public knowledge: a refusal here is a 403, not a 404.
    permit(organizationPolicy.canCreate(access));
    const input = readResource(request, { type: 'organizations', schema: organizationCreateSchema });
    const org = await createOrganization(db, input, { id: actor.id, ip: request.ip });
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentOrganization(org, { abilities: organizationAbilities(access, org) })));
  });

  app.get('/api/organizations', contract.listOrganizations, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const page = parsePage(query);
    const joinable =
      readChoice(query['filter[joinable]'], 'filter[joinable]', ['true', 'false'], 'false') === 'true';
    const access = await loadAccess(db, actor);
    const { rows, total } = await listOrganizations(db, actor.id, organizationPolicy.seesAll(actor), page, {
      joinable,
      membersCount: !joinable && organizationPolicy.seesMembersCount(access),
    });
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((org) =>
          presentOrganization(org, {
            subscribable: org.state === 'subscribable',
            membersCount: org.membersCount,
            membershipId: org.membershipId,
            abilities: organizationAbilities(access, org),
          }),
        ),
        { meta: { total } },
      ),
    );
  });

  app.get<SlugParams>('/api/organizations/:slug', contract.getOrganization, async (request, reply) => {
    const actor = requireUser(request);
    const include = parseInclude((request.query as Record<string, unknown>).include, [
      'providers',
      'administrators',
    ]);
    const access = await loadAccess(db, actor);
    const org = authorize(await findOrganization(db, request.params.slug), (o) =>
      organizationPolicy.canRead(access, o),
    );
    const people = await organizationPeople(db, org.id);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(presentOrganization(org, { ...people, abilities: organizationAbilities(access, org) }), {
        include,
      }),
    );
  });

  app.patch<SlugParams>('/api/organizations/:slug', contract.updateOrganization, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const org = authorize(await findOrganization(db, request.params.slug), {
      visible: (o) => organizationPolicy.canRead(access, o),
      allowed: (o) => organizationPolicy.canUpdate(access, o),
    });
    const input = readResource(request, {
      type: 'organizations',
      schema: organizationUpdateSchema,
      id: request.params.slug,
    });
    if (input.state !== undefined) permit(organizationPolicy.canChangeState(access));
    if (!organizationPolicy.isWritableBy(access, org)) throw organizationDisabled();
    const updated = await updateOrganization(db, org, input, {
      id: actor.id,
      ip: request.ip,
      t: request.t,
    });
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentOrganization(updated, { abilities: organizationAbilities(access, updated) })));
  });

  /** Joining an organization open to join, by its slug: both routes below. */
  const join = async (request: FastifyRequest, reply: FastifyReply, slug: string) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const org = authorize(await findOrganization(db, slug), (o) =>
      organizationPolicy.canSubscribe(access, o),
    );
    if (!isActive(org)) throw organizationDisabled();
    const role = await joinOrganization(db, org, { id: actor.id, ip: request.ip });
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(presentOrganizationRole(role, org), {
          include: includePaths(request, ['organization']),
        }),
      );
  };

  app.post<SlugParams>('/api/organizations/:slug/memberships', contract.joinOrganization, (request, reply) =>
    join(request, reply, request.params.slug),
  );

  // Issue 31's name for the same: the membership resource, the organization as its relationship.
  app.post('/api/organization_roles', contract.createOrganizationRole, (request, reply) => {
    requireUser(request);
    readResource(request, { type: 'organization_roles', schema: contract.joinOrganizationRoleSchema });
    const { organization } = readLinks(request, { organization: { types: ['organizations'] } }, [
      'organization',
    ]);
    return join(request, reply, organization?.id ?? '');
  });
}
