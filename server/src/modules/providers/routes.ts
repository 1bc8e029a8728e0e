import {
  providerCreateSchema,
  providerResource,
  providerUpdateSchema,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { ApiError, notFound } from '../../http/errors';
import {
  JSONAPI_MEDIA_TYPE,
  readRelationships,
  readResource,
  relationshipError,
  toDocument,
} from '../../http/jsonapi';
import { authorize, isActive, isInvitee, providerPolicy } from '../../policies';
import { findInvitation } from '../invitations/queries';
import { acceptRefusal, organizationDisabled } from '../invitations/service';
import { loadAccess } from '../sharing/access';
import { presentProvider } from './presenter';
import { createProvider, findProvider, updateProvider } from './service';

export async function providerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.post(
    '/api/providers',
    {
      config: {
        openapi: {
          tag: 'providers',
          operationId: 'createProvider',
          location: '/api/providers/{id}',
          summary:
            'Create your provider profile from a pending provider invitation (relationship `invitation`); accepts it',
          signedIn: true,
          body: {
            type: 'providers',
            attributes: providerCreateSchema,
            relationships: { invitation: 'invitations' },
            requiredRelationships: ['invitation'],
          },
          responses: {
            201: { description: 'Your provider profile', document: singleDocument(providerResource) },
            401: 'signed out',
            403: 'your e-mail address is not verified, or is not the invited one',
            404: 'invitation not found',
            410: 'the invitation expired, or its inviter may no longer send it',
            409: 'you already have a provider profile',
            422: 'invalid, or a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const input = readResource(request, { type: 'providers', schema: providerCreateSchema });
      const { invitation: slug } = readRelationships(request, { invitation: 'invitations' });
      if (slug === undefined) throw relationshipError(request, 'invitation', 'required');
      const access = await loadAccess(db, actor);
      const detail = authorize(await findInvitation(db, slug), (d) => isInvitee(access, d.invitation));
      const { organization } = detail;
      if (!organization) throw notFound();
      // As for accepting: alive, and the account's verified address is the invitation's.
      const refusal = acceptRefusal(access, detail);
      if (refusal) throw refusal;
      if (detail.invitation.scope !== 'provider') {
        throw new ApiError(422, 'not_a_provider_invitation', 'errors.not_a_provider_invitation');
      }
      if (!isActive(organization)) throw organizationDisabled();
      const provider = await createProvider(db, detail.invitation, organization.id, input, {
        id: actor.id,
        ip: request.ip,
      });
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(provider, organization.slug, actor.id)));
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/providers/:slug',
    {
      config: {
        openapi: {
          tag: 'providers',
          operationId: 'getProvider',
          summary: "A provider profile (its owner, and the organization's members and administrators)",
          signedIn: true,
          responses: {
            200: { description: 'The provider profile', document: singleDocument(providerResource) },
            401: 'signed out',
            404: 'not found',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findProvider(db, request.params.slug), (f) =>
        providerPolicy.canRead(access, f.provider),
      );
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(found.provider, found.organizationSlug, actor.id)));
    },
  );

  app.patch<{ Params: { slug: string } }>(
    '/api/providers/:slug',
    {
      config: {
        openapi: {
          tag: 'providers',
          operationId: 'updateProvider',
          summary: 'Update your provider profile',
          signedIn: true,
          body: { type: 'providers', attributes: providerUpdateSchema, idRequired: true },
          responses: {
            200: { description: 'The provider profile as saved', document: singleDocument(providerResource) },
            401: 'signed out',
            404: 'not found',
            422: 'invalid',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const found = authorize(await findProvider(db, request.params.slug), (f) =>
        providerPolicy.canUpdate({ userId: actor.id }, f.provider),
      );
      const input = readResource(request, {
        type: 'providers',
        schema: providerUpdateSchema,
        id: request.params.slug,
      });
      const updated = await updateProvider(db, found.provider.id, input);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(updated, found.organizationSlug, actor.id)));
    },
  );
}
