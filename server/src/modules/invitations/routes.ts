import {
  INVITATION_RELATIONSHIP_BY_SCOPE,
  INVITATION_SCOPES,
  invitationCreateSchema,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findGroup, findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { ApiError, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readChoice, readResource, toDocument } from '../../http/jsonapi';
import { readRelationships, relationshipError } from '../../http/jsonapi-relationships';
import { createSharingListCache, sendSharingList } from '../../http/list-cache';
import {
  authorize,
  groupPolicy,
  invitationPolicy,
  isActive,
  isInvitee,
  organizationPolicy,
  permit,
} from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentInvitation } from './presenter';
import { findInvitation, listInvitations, policyRow } from './queries';
import { createSendingLimit } from './sending-limit';
import {
  acceptInvitation,
  acceptRefusal,
  createInvitation,
  deleteInvitation,
  holdsOrganizationRole,
  organizationDisabled,
  resendInvitation,
  type Target,
  verifyEmailFirst,
} from './service';

export async function invitationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Both lists (received, sent), kept per reader and sharing epoch until their earliest expiry
  // (http/list-cache.ts).
  const lists = createSharingListCache(db, 'invitations');
  // Sending and resending e-mail someone: one hourly budget per member for both (sending-limit.ts).
  const sendingLimit = createSendingLimit(app);

  app.get('/api/invitations', contract.listInvitations, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const scope = readChoice(query.scope, 'scope', ['', ...INVITATION_SCOPES] as const, '');
    const sent =
      readChoice(query['filter[sent]'], 'filter[sent]', ['true', 'false'] as const, 'false') === 'true';
    const page = parsePage(query);
    return sendSharingList(lists, request, reply, actor, async () => {
      // One statement: each row carries the actor's roles on its target, all the abilities need.
      const { rows, total, changesAt } = await listInvitations(
        db,
        { who: sent ? 'sent' : 'received', scoped: scope !== '', scope, reader: actor },
        page,
      );
      const presented = rows.map((row) =>
        presentInvitation(row, sent ? 'sent' : 'received', row.readerAccess),
      );
      return { document: toDocument(presented, { meta: { total } }), changesAt };
    });
  });

  /**
   * An invitation as asked (POST /api/invitations, or its check): the input, the actor's access and
   * the organization or group it targets, authorized by the same predicates either way.
   */
  async function resolveInvitation(request: FastifyRequest, type: 'invitations' | 'invitation_checks') {
    const actor = requireUser(request);
    const input = readResource(request, { type, schema: invitationCreateSchema });
    const relationships = readRelationships(request, { organization: 'organizations', group: 'groups' });
    const needed = INVITATION_RELATIONSHIP_BY_SCOPE[input.scope];
    for (const name of ['organization', 'group'] as const) {
      if (name !== needed && relationships[name] !== undefined)
        throw relationshipError(request, name, 'not_allowed');
    }
    if (needed && relationships[needed] === undefined) throw relationshipError(request, needed, 'required');
    if (input.email === actor.email.toLowerCase()) {
      throw validationFailed([
        { field: 'email', pointer: '/data/attributes/email', message: request.t('errors.invite_yourself') },
      ]);
    }
    const access = await loadAccess(db, actor);
    if (!invitationPolicy.canSend(access)) throw verifyEmailFirst();
    const target: Target = { organization: null, group: null };
    if (needed === 'organization') {
      target.organization = authorize(await findOrganization(db, relationships.organization ?? ''), {
        visible: (org) => organizationPolicy.canRead(access, org),
        allowed: (org) =>
          invitationPolicy.canCreate(access, {
            scope: input.scope,
            type: input.role,
            organizationId: org.id,
            group: null,
          }),
      });
    } else if (needed === 'group') {
      const found = authorize(await findGroup(db, relationships.group ?? ''), {
        visible: (f) => groupPolicy.canRead(access, f.group),
        allowed: (f) =>
          invitationPolicy.canCreate(access, {
            scope: input.scope,
            type: input.role,
            organizationId: f.organization.id,
            group: f.group,
          }),
      });
      target.group = found.group;
      target.organization = found.organization;
    }
    if (target.organization && !isActive(target.organization)) throw organizationDisabled();
    return { actor, input, access, target };
  }

  app.post(
    '/api/invitations',
    {
      preHandler: sendingLimit,
      ...contract.createInvitation,
    },
    async (request, reply) => {
      const { actor, input, access, target } = await resolveInvitation(request, 'invitations');
      const detail = await createInvitation(app.ctx, actor, input, target, request.locale);
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentInvitation(detail, 'sent', access)));
    },
  );

  app.post('/api/invitation_checks', contract.checkInvitation, async (request, reply) => {
    const { input, target } = await resolveInvitation(request, 'invitation_checks');
    const member = target.organization
      ? await holdsOrganizationRole(db, target.organization.id, input.email)
      : null;
    const warning =
      input.scope === 'group' && input.role === 'administrator' && member === false
        ? request.t('errors.invitation_non_member')
        : null;
    return reply.type(JSONAPI_MEDIA_TYPE).send({ meta: { organization_member: member, warning } });
  });

  app.post<SlugParams>(
    '/api/invitations/:slug/resend',
    {
      preHandler: sendingLimit,
      ...contract.resendInvitation,
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findInvitation(db, request.params.slug), (d) =>
        invitationPolicy.canRevoke(access, policyRow(d)),
      );
      if (!invitationPolicy.canSend(access)) throw verifyEmailFirst();
      permit(invitationPolicy.canResend(access, policyRow(found)));
      if (found.organization && !isActive(found.organization)) throw organizationDisabled();
      const detail = await resendInvitation(app.ctx, found, actor, request.locale, request.ip);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentInvitation(detail, 'sent', access)));
    },
  );

  app.post<SlugParams>('/api/invitations/:slug/accept', contract.acceptInvitation, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const found = authorize(await findInvitation(db, request.params.slug), (d) =>
      isInvitee(access, d.invitation),
    );
    const refusal = acceptRefusal(access, found);
    if (refusal) throw refusal;
    if (found.invitation.scope === 'provider') {
      throw new ApiError(422, 'provider_invitation', 'errors.provider_invitation_accept');
    }
    if (found.organization && !isActive(found.organization)) throw organizationDisabled();
    const detail = await acceptInvitation(app.ctx, found, actor.id, request.ip);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentInvitation(detail, 'received', access, 'accepted')));
  });

  app.delete<SlugParams>('/api/invitations/:slug', contract.deleteInvitation, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const detail = authorize(await findInvitation(db, request.params.slug), (d) =>
      invitationPolicy.canDelete(access, policyRow(d)),
    );
    const declined = invitationPolicy.canDecline(access, policyRow(detail));
    await deleteInvitation(db, detail, { id: actor.id, declined }, request.ip);
    return reply.status(204).send();
  });
}
