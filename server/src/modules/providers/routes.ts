import {
  CARE_LANGUAGES,
  CARE_MODALITIES,
  listDocument,
  localDate,
  memberTimeZone,
  providerCreateSchema,
  providerResource,
  providerUpdateSchema,
  SPECIALTY_KEYS,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { recordAudit } from '../../db/audit';
import { requireUser } from '../../http/authenticate';
import { ApiError, forbidden, notFound } from '../../http/errors';
import {
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readRelationships,
  readResource,
  relationshipError,
  toDocument,
} from '../../http/jsonapi';
import { type Access, authorize, isActive, isInvitee, permit, providerPolicy } from '../../policies';
import { memberCoverageBalances } from '../benefits/coverage';
import { findInvitation } from '../invitations/queries';
import { acceptRefusal, organizationDisabled } from '../invitations/service';
import { presentProvider } from './presenter';
import { readCriteria, reasonsFor, searchProviders } from './search';
import { createProvider, findProvider, profileColumns, updateProvider } from './service';

const commaList = (what: string, keys: readonly string[]) =>
  `${what}, comma-separated (any of them matches): ${keys.join(', ')}`;

type FoundProvider = NonNullable<Awaited<ReturnType<typeof findProvider>>>;
/** The profile as the policy reads it: with its organization's state. */
const refOf = (found: FoundProvider) => ({ ...found.provider, organizationState: found.organizationState });
const organizationOf = (found: FoundProvider) => ({
  slug: found.organizationSlug,
  state: found.organizationState,
});

export async function providerRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const context = (access: Access, request: FastifyRequest) => ({ access, locale: request.locale });

  app.get(
    '/api/providers',
    {
      config: {
        openapi: {
          tag: 'providers',
          operationId: 'listProviders',
          summary:
            "Find providers: the active providers of your organizations (and every provider, deactivated too, of those you administer: `filter[active]`). Nearest first with `filter[near]`, else by name. Each result's `meta.reasons` says why it matches, in the request's language, and `meta.distance_km` how far it is (docs/care.md)",
          signedIn: true,
          query: {
            page: true,
            filter: {
              specialty: { description: commaList('Specialties', SPECIALTY_KEYS) },
              language: { description: commaList('ISO 639-1 languages', CARE_LANGUAGES) },
              modality: { description: commaList('Modalities', CARE_MODALITIES) },
              near: {
                description:
                  'Where from: a place id from GET /api/places (`geonames:6077243`), or `latitude,longitude` in degrees (`45.5017,-73.5673`)',
              },
              within_km: {
                description: 'With `filter[near]`: the radius in kilometres, 1 to 500 (default 25)',
              },
              accepting: {
                description: '`true`: only providers accepting new clients',
                schema: { enum: ['true', 'false'] },
              },
              covered: {
                description:
                  "`true`: only providers your benefit groups' coverage pays for (a covered specialty, or any with psychotherapy covered); every result's reasons say what that coverage leaves",
                schema: { enum: ['true', 'false'] },
              },
              organization: { description: "An organization's slug" },
              mine: {
                description: '`true`: only your own provider profile (active or not)',
                schema: { enum: ['true', 'false'] },
              },
              active: {
                description:
                  '`true` (default): active providers; `false` or `any`: also deactivated ones, of the organizations you administer',
                schema: { enum: ['true', 'false', 'any'] },
              },
            },
          },
          responses: {
            200: { description: 'A page of providers', document: listDocument(providerResource) },
            401: 'signed out',
            403: '`filter[active]` other than `true` without administering the organization (or any)',
            422: 'a filter value it cannot use (`source.parameter`)',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const query = request.query as Record<string, unknown>;
      const page = parsePage(query);
      const criteria = await readCriteria(app.ctx, query, { id: actor.id, locale: request.locale });
      // What the member's own coverage leaves this plan year, for `filter[covered]` and each result.
      criteria.coverage = await memberCoverageBalances(
        db,
        actor.id,
        localDate(new Date(), memberTimeZone(actor.timezone)),
        request.locale,
      );
      const access = await loadAccess(db, actor);
      if (criteria.active !== 'true' && criteria.mineOf === undefined) {
        // Deactivated providers are the administrators' list: of the organization named, or of any.
        const org = criteria.organizationSlug
          ? await findOrganization(db, criteria.organizationSlug)
          : undefined;
        permit(
          org
            ? providerPolicy.canManageOf(access, org.id)
            : !criteria.organizationSlug && providerPolicy.managesAny(access),
        );
      }
      const { hits, total } = await searchProviders(
        app.ctx,
        { ...providerPolicy.searchScope(access), userId: actor.id },
        criteria,
        page,
      );
      const words = { t: request.t, locale: request.locale };
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          hits.map((hit) =>
            presentProvider(
              hit.provider,
              { slug: hit.organizationSlug, state: hit.organizationState },
              context(access, request),
              {
                reasons: reasonsFor(hit, criteria, words),
                distance_km: hit.distanceKm,
              },
            ),
          ),
          { meta: { total } },
        ),
      );
    },
  );

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
      const provider = await createProvider(
        app.ctx,
        detail.invitation,
        organization.id,
        input,
        { id: actor.id, ip: request.ip },
        request,
      );
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(provider, organization, context(access, request))));
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/providers/:slug',
    {
      config: {
        openapi: {
          tag: 'providers',
          operationId: 'getProvider',
          summary:
            "A provider profile: its owner, the organization's administrators, and its members while it is active",
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
        providerPolicy.canRead(access, refOf(f)),
      );
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(found.provider, organizationOf(found), context(access, request))));
    },
  );

  app.patch<{ Params: { slug: string } }>(
    '/api/providers/:slug',
    {
      config: {
        openapi: {
          tag: 'providers',
          operationId: 'updateProvider',
          summary:
            'Update a provider profile: its owner every field but `active`; the organization administrators only `active` (deactivate or reactivate)',
          signedIn: true,
          body: { type: 'providers', attributes: providerUpdateSchema, idRequired: true },
          responses: {
            200: { description: 'The provider profile as saved', document: singleDocument(providerResource) },
            401: 'signed out',
            403: 'not your profile (or `active` without administering its organization)',
            404: 'not found',
            422: 'invalid, or a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const access = await loadAccess(db, actor);
      const found = authorize(await findProvider(db, request.params.slug), (f) =>
        providerPolicy.canRead(access, refOf(f)),
      );
      const input = readResource(request, {
        type: 'providers',
        schema: providerUpdateSchema,
        id: request.params.slug,
      });
      const { active, ...profile } = input;
      const changesProfile = Object.keys(profile).length > 0;
      const ref = refOf(found);
      if (changesProfile && !providerPolicy.canUpdate(access, ref)) throw forbidden();
      if (active !== undefined && !providerPolicy.canChangeActive(access, ref)) throw forbidden();
      if (!changesProfile && active === undefined && !providerPolicy.canUpdate(access, ref))
        throw forbidden();
      // Nothing changes in a disabled organization's care center (product.md §1; issue 26 §4.2).
      if (!providerPolicy.isWritable(ref)) throw organizationDisabled();
      const columns = await profileColumns(app.ctx, actor.id, profile, found.provider, request);
      const updated = await updateProvider(db, found.provider.id, {
        ...columns,
        ...(active !== undefined ? { active } : {}),
      });
      if (active !== undefined && active !== found.provider.active) {
        await recordAudit(db, {
          action: active ? 'provider_activated' : 'provider_deactivated',
          actorId: actor.id,
          subjectUserId: found.provider.userId,
          detail: `provider:${found.provider.slug}`,
          ip: request.ip,
        });
      }
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentProvider(updated, organizationOf(found), context(access, request))));
    },
  );
}
