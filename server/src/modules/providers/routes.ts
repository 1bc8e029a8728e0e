import {
  groupResource,
  listDocument,
  organizationResource,
  organizationRoleResource,
  personResource,
  providerCreateSchema,
  providerResource,
  providerUpdateSchema,
  singleDocument,
  userCardResource,
} from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invitations, organizations, providers } from '../../db/schema';
import { requireUser } from '../../http/authenticate';
import { ApiError, conflict, notFound } from '../../http/errors';
import {
  JSONAPI_MEDIA_TYPE,
  type Resource,
  readRelationships,
  readResource,
  relationshipError,
  toDocument,
} from '../../http/jsonapi';
import { authorize, isActive, isInvitee, providerPolicy } from '../../policies';
import { providerAbilities } from '../../policies/providers';
import { recordAudit } from '../audit/service';
import { findInvitation } from '../invitations/queries';
import { acceptRefusal, organizationDisabled } from '../invitations/service';
import { loadAccess } from '../sharing/access';
import { providerPath } from '../sharing/presenters';

type ProviderRecord = typeof providers.$inferSelect;

/** A provider profile, with what the current user may do with it (`meta.abilities`). */
function presentProvider(provider: ProviderRecord, organizationSlug: string, actorId: number): Resource {
  return {
    type: 'providers',
    id: provider.slug,
    display_name: provider.displayName,
    credentials: provider.credentials,
    bio: provider.bio,
    organization_slug: organizationSlug,
    dashboard_path: providerPath(provider.slug),
    meta: { abilities: providerAbilities({ userId: actorId }, provider) },
  };
}

async function findProvider(app: FastifyInstance, slug: string) {
  const [row] = await app.ctx.db
    .select({ provider: providers, organizationSlug: organizations.slug })
    .from(providers)
    .innerJoin(organizations, eq(organizations.id, providers.organizationId))
    .where(eq(providers.slug, slug))
    .limit(1);
  return row;
}

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
      const created = await db.transaction(async (tx) => {
        const detail = await findInvitation(tx, slug, true);
        authorize(detail !== undefined && isInvitee(access, detail.invitation));
        if (!detail?.organization) throw notFound();
        // As for accepting: alive, and the account's verified address is the invitation's.
        const refusal = acceptRefusal(access, detail);
        if (refusal) throw refusal;
        if (detail.invitation.scope !== 'provider') {
          throw new ApiError(422, 'not_a_provider_invitation', 'errors.not_a_provider_invitation');
        }
        if (!isActive(detail.organization)) throw organizationDisabled();
        const [provider] = await tx
          .insert(providers)
          .values({
            userId: actor.id,
            organizationId: detail.organization.id,
            displayName: input.display_name,
            credentials: input.credentials ?? null,
            bio: input.bio ?? null,
          })
          .onConflictDoNothing()
          .returning();
        if (!provider) throw conflict('errors.provider_exists');
        await tx.delete(invitations).where(eq(invitations.id, detail.invitation.id));
        await recordAudit(tx, {
          action: 'invitation_accepted',
          actorId: actor.id,
          subjectUserId: detail.invitation.inviterId,
          detail: 'provider:provider',
          ip: request.ip,
        });
        return { provider, organizationSlug: detail.organization.slug };
      });
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(created.provider, created.organizationSlug, actor.id)));
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
      const found = await findProvider(app, request.params.slug);
      const access = await loadAccess(db, actor);
      authorize(found !== undefined && providerPolicy.canRead(access, found.provider));
      if (!found) throw notFound();
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
      const found = await findProvider(app, request.params.slug);
      authorize(found !== undefined && providerPolicy.canUpdate({ userId: actor.id }, found.provider));
      if (!found) throw notFound();
      const input = readResource(request, {
        type: 'providers',
        schema: providerUpdateSchema,
        id: request.params.slug,
      });
      const [updated] = await db
        .update(providers)
        .set({
          ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
          ...(input.credentials !== undefined ? { credentials: input.credentials } : {}),
          ...(input.bio !== undefined ? { bio: input.bio } : {}),
          updatedAt: new Date(),
        })
        .where(eq(providers.id, found.provider.id))
        .returning();
      if (!updated) throw notFound();
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(updated, found.organizationSlug, actor.id)));
    },
  );
}
