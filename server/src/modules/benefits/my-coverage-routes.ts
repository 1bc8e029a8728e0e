import { coverageUseCreateSchema, localDate, memberTimeZone, planYearOf } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { pageOf } from '../../db/paging';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readChoice, readResource, toDocument } from '../../http/jsonapi';
import { readRelationships, relationshipError } from '../../http/jsonapi-relationships';
import {
  authorize,
  type BenefitGroupRef,
  benefitGroupPolicy,
  coverageAbilities,
  coveragePolicy,
  coverageUseAbilities,
  coverageUsePolicy,
} from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { findCoverage } from './coverage';
import { createCoverageUse, deleteCoverageUse, findCoverageUse, listCoverageUses } from './coverage-uses';
import { balances, memberCoverages } from './member-coverage';
import { presentCoverage, presentCoverageUse } from './presenter';
import { findBenefitGroupById } from './service';

/** A row of `memberCoverages` as the policies see its group (the actor is in it). */
const refOfRow = (row: {
  group: { id: number; organizationId: number };
  organization: { state: string };
}): BenefitGroupRef => ({
  id: row.group.id,
  organizationId: row.group.organizationId,
  organizationState: row.organization.state,
  actorIsMember: true,
});

/**
 * A member's own coverage and their self-reported uses (docs/benefits.md, "What is left"): every
 * read and write here is scoped to the signed-in person; a use is nobody else's business, so
 * another person's use is "not found", administrators included.
 */
export async function myCoverageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/api/my_coverage', contract.getMyCoverage, async (request, reply) => {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const page = parsePage(request.query as Record<string, unknown>);
    const rows = (await memberCoverages(db, actor.id)).filter((row) =>
      benefitGroupPolicy.isMember(access, refOfRow(row)),
    );
    const today = localDate(new Date(), memberTimeZone(actor.timezone));
    const left = await balances(
      db,
      actor.id,
      rows.map((row) => row.coverage),
      today,
    );
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        pageOf(rows, page).map((row) =>
          presentCoverage(
            row.coverage,
            row.group,
            request.locale,
            coverageAbilities(access, refOfRow(row), row.organization),
            left.get(row.coverage.id),
          ),
        ),
        { meta: { total: rows.length } },
      ),
    );
  });

  app.get('/api/coverage_uses', contract.listCoverageUses, async (request, reply) => {
    const actor = requireUser(request);
    const query = request.query as Record<string, unknown>;
    const page = parsePage(query);
    const planYear = readChoice(query['filter[plan_year]'], 'filter[plan_year]', ['current', 'all'], 'all');
    const coverageSlug =
      typeof query['filter[coverage]'] === 'string' ? query['filter[coverage]'] : undefined;
    let filter: Parameters<typeof listCoverageUses>[2] = {};
    if (coverageSlug !== undefined) {
      const coverage = await findCoverage(db, coverageSlug);
      if (!coverage) {
        return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument([], { meta: { total: 0 } }));
      }
      filter = { coverageId: coverage.coverage.id };
      if (planYear === 'current') {
        const today = localDate(new Date(), memberTimeZone(actor.timezone));
        const year = planYearOf(
          today,
          coverage.coverage.planYearStartMonth,
          coverage.coverage.planYearStartDay,
        );
        filter = { ...filter, from: year.start, to: year.end };
      }
    }
    const { rows, total } = await listCoverageUses(db, actor.id, filter, page);
    return reply.type(JSONAPI_MEDIA_TYPE).send(
      toDocument(
        rows.map((row) =>
          presentCoverageUse(
            row.use,
            { slug: row.coverageSlug, sharePercent: row.sharePercent },
            coverageUseAbilities({ userId: actor.id }, row.use),
          ),
        ),
        { meta: { total } },
      ),
    );
  });

  app.post('/api/coverage_uses', contract.createCoverageUse, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type: 'coverage_uses', schema: coverageUseCreateSchema });
    const { coverage: coverageSlug } = readRelationships(request, { coverage: 'coverages' });
    if (!coverageSlug) throw relationshipError(request, 'coverage', 'required');
    const today = localDate(new Date(), memberTimeZone(actor.timezone));
    if (input.used_on > today) {
      throw validationFailed([
        {
          field: 'used_on',
          pointer: '/data/attributes/used_on',
          message: request.t('validation.coverage_use_future'),
        },
      ]);
    }
    const access = await loadAccess(db, actor);
    const row = await findCoverage(db, coverageSlug);
    const group = row ? await findBenefitGroupById(db, row.coverage.benefitGroupId, actor.id) : undefined;
    const found = authorize(row && group ? { ...row, ...group } : undefined, {
      visible: (f) => coveragePolicy.canRead(access, f.ref),
      allowed: (f) => coveragePolicy.canRecordUse(access, f.ref),
    });
    const use = await createCoverageUse(db, actor.id, found.coverage.id, input);
    return reply
      .status(201)
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(
          presentCoverageUse(
            use,
            { slug: found.coverage.slug, sharePercent: found.coverage.sharePercent },
            coverageUseAbilities({ userId: actor.id }, use),
          ),
        ),
      );
  });

  app.delete<SlugParams>('/api/coverage_uses/:slug', contract.deleteCoverageUse, async (request, reply) => {
    const actor = requireUser(request);
    const found = authorize(await findCoverageUse(db, request.params.slug), (row) =>
      coverageUsePolicy.canRead({ userId: actor.id }, row.use),
    );
    await deleteCoverageUse(db, found.use.id);
    return reply.status(204).send();
  });
}
