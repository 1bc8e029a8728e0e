import {
  INVITATION_RELATIONSHIP_BY_SCOPE,
  INVITATION_SCOPES,
  invitationCreateSchema,
  invitationResource,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findGroup, findOrganization } from '../../access/loaders';
import { requireUser } from '../../http/authenticate';
import { ApiError, validationFailed } from '../../http/errors';
import {
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readChoice,
  readRelationships,
  readResource,
  relationshipError,
  toDocument,
} from '../../http/jsonapi';
import { createSharingListCache, sendSharingList } from '../../http/list-cache';
import { queueDelivery } from '../../mail/outbox';
import {
  authorize,
  groupPolicy,
  invitationPolicy,
  isActive,
  isInvitee,
  organizationPolicy,
  permit,
} from '../../policies';
import { presentInvitation } from './presenter';
import { findInvitation, listInvitations, policyRow } from './queries';
import { createSendingLimit } from './sending-limit';
import {
  acceptInvitation,
  acceptRefusal,
  createInvitation,
  deleteInvitation,
  organizationDisabled,
  resendInvitation,
  type Target,
  verifyEmailFirst,
} from './service';

type SlugParams = { Params: { slug: string } };

export async function invitationRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  // Both lists (received, sent), kept per reader and sharing epoch until their earliest expiry
  // (http/list-cache.ts).
  const lists = createSharingListCache(db, 'invitations');
  // Sending and resending e-mail someone: one hourly budget per member for both (sending-limit.ts).
  const sendingLimit = createSendingLimit(app);

  app.get(
    '/api/invitations',
    {
      config: {
        openapi: {
          tag: 'invitations',
          summary:
            'Pending invitations addressed to you (`scope=` filter), or those you sent (`filter[sent]=true`); paginated',
          operationId: 'listInvitations',
          signedIn: true,
          query: {
            page: true,
            params: {
              scope: { description: 'Only this scope (spec §7)', schema: { enum: [...INVITATION_SCOPES] } },
            },
            filter: {
              sent: {
                description: '`true`: the invitations you sent, to revoke or resend',
                schema: { enum: ['true', 'false'] },
              },
            },
          },
          responses: {
            200: { description: 'A page of invitations', document: listDocument(invitationResource) },
            422: 'unknown scope, or filter[sent] not true or false',
          },
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    '/api/invitations',
    {
      preHandler: sendingLimit,
      config: {
        openapi: {
          tag: 'invitations',
          summary:
            'Invite by e-mail: `scope`, `role` (alias `type`), `email`; relationship `organization` (scopes organization, provider) or `group` (scope group)',
          signedIn: true,
          operationId: 'createInvitation',
          body: {
            type: 'invitations',
            attributes: invitationCreateSchema,
            relationships: { organization: 'organizations', group: 'groups' },
          },
          location: '/api/invitations/{id}',
          responses: {
            201: {
              description: 'The invitation, as its sender sees it',
              document: singleDocument(invitationResource),
            },
            401: 'signed out',
            403: 'not allowed, or your e-mail address is not verified yet',
            404: 'organization or group not found',
            409: 'the same invitation is pending',
            422: 'invalid, yourself, or a disabled organization',
            429: 'too many invitations',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readResource(request, { type: 'invitations', schema: invitationCreateSchema });
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
      const { detail, emailId } = await createInvitation(app.ctx, actor, input, target, request.locale);
      await queueDelivery(app.ctx.jobs, emailId);
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentInvitation(detail, 'sent', access)));
    },
  );

  app.post<SlugParams>(
    '/api/invitations/:slug/resend',
    {
      preHandler: sendingLimit,
      config: {
        openapi: {
          tag: 'invitations',
          operationId: 'resendInvitation',
          summary:
            'Send again (the inviter, or an administrator who may revoke it and still send it; no body): a new slug (the old link stops working), a new expiry, one e-mail',
          signedIn: true,
          responses: {
            200: {
              description: 'The invitation with a new id, link and expiry (sent view)',
              document: singleDocument(invitationResource),
            },
            401: 'signed out',
            403: 'your e-mail address is not verified, or you may no longer send it',
            404: 'not found',
            422: 'a disabled organization',
            429: 'too many invitations',
          },
        },
      },
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
      const { detail, emailId } = await resendInvitation(app.ctx, found, actor, request.locale, request.ip);
      await queueDelivery(app.ctx.jobs, emailId);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentInvitation(detail, 'sent', access)));
    },
  );

  app.post<SlugParams>(
    '/api/invitations/:slug/accept',
    {
      config: {
        openapi: {
          tag: 'invitations',
          operationId: 'acceptInvitation',
          summary:
            "Accept an invitation addressed to you (no body): creates the role or connection. Needs your verified address to be the invitation's. A group reporter's consent goes, by person, to the administrators of the group (and its parent) whose role existed when the invitation was sent; later ones get a pending card (GET /api/result_consents). A new group administrator is seen by no reporter until each accepts their card (decision 0011)",
          signedIn: true,
          responses: {
            200: {
              description: 'The invitation, state "accepted"',
              document: singleDocument(invitationResource),
            },
            401: 'signed out',
            403: 'your e-mail address is not verified, or is not the invited one',
            404: 'not found',
            410: 'expired, or its inviter may no longer send it',
            422: 'a provider invitation, or a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
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
      const { detail, emailIds } = await acceptInvitation(
        db,
        found,
        actor.id,
        request.ip,
        app.ctx.env.publicUrl,
      );
      for (const emailId of emailIds) await queueDelivery(app.ctx.jobs, emailId);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentInvitation(detail, 'received', access, 'accepted')));
    },
  );

  app.delete<SlugParams>(
    '/api/invitations/:slug',
    {
      config: {
        openapi: {
          tag: 'invitations',
          operationId: 'deleteInvitation',
          summary:
            'Decline (the invitee) or revoke (the inviter, an administrator of its organization or group)',
          signedIn: true,
          responses: { 204: 'deleted', 401: 'signed out', 404: 'not found' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const detail = authorize(await findInvitation(db, request.params.slug), (d) =>
        invitationPolicy.canDelete(access, policyRow(d)),
      );
      const declined = invitationPolicy.canDecline(access, policyRow(detail));
      await deleteInvitation(db, detail, { id: actor.id, declined }, request.ip);
      return reply.status(204).send();
    },
  );
}
