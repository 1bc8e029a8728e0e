import { localDate, memberTimeZone, providerCreateSchema, providerUpdateSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { findOrganization } from '../../access/loaders';
import { recordAudit } from '../../db/audit';
import { requireUser } from '../../http/authenticate';
import { ApiError, forbidden, notFound } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { readRelationships, relationshipError } from '../../http/jsonapi-relationships';
import { type Access, authorize, isActive, isInvitee, permit, providerPolicy } from '../../policies';
import { memberCoverageBalances } from '../benefits';
import { relatedAmong } from '../chat';
import { findInvitation } from '../invitations';
import { acceptRefusal, organizationDisabled } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentProvider } from './presenter';
import { searchProviders } from './search';
import { readCriteria } from './search-criteria';
import { reasonsFor } from './search-filters';
import { createProvider, findProvider, profileColumns, updateProvider } from './service';

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

  app.get('/api/providers', contract.listProviders, async (request, reply) => {
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
    const contactable = await relatedAmong(
      db,
      actor.id,
      hits.map((hit) => hit.provider.userId),
    );
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        hits.map((hit) =>
          presentProvider(
            hit.provider,
            { slug: hit.organizationSlug, state: hit.organizationState },
            { ...context(access, request), contactable },
            {
              reasons: reasonsFor(hit, criteria, words),
              distance_km: hit.distanceKm,
            },
          ),
        ),
        { meta: { total } },
      ),
    );
  });

  app.post('/api/providers', contract.createProvider, async (request, reply) => {
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
  });

  app.get<SlugParams>('/api/providers/:slug', contract.getProvider, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const found = authorize(await findProvider(db, request.params.slug), (f) =>
      providerPolicy.canRead(access, refOf(f)),
    );
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        presentProvider(found.provider, organizationOf(found), {
          ...context(access, request),
          userSlug: found.userSlug,
          contactable: await relatedAmong(db, actor.id, [found.provider.userId]),
        }),
      ),
    );
  });

  app.patch<SlugParams>('/api/providers/:slug', contract.updateProvider, async (request, reply) => {
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
    if (!changesProfile && active === undefined && !providerPolicy.canUpdate(access, ref)) throw forbidden();
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
  });
}
