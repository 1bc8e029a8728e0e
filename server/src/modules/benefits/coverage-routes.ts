import { coverageCreateSchema, coverageIssues, coverageUpdateSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { pageOf } from '../../db/paging';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { dynamicKey } from '../../i18n';
import { authorize, benefitGroupPolicy, coverageAbilities, coveragePolicy } from '../../policies';
import { organizationDisabled } from '../invitations/service';
import type { SlugParams } from './contract';
import * as contract from './contract';
import {
  createCoverage,
  deleteCoverage,
  findCoverage,
  listCoverages,
  mergeCoverage,
  updateCoverage,
} from './coverage';
import { presentCoverage } from './presenter';
import { loadBenefitGroup } from './routes';
import { findBenefitGroupById } from './service';

export async function coverageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<SlugParams>(
    '/api/benefit_groups/:slug/coverages',
    contract.listCoverages,
    async (request, reply) => {
      const { access, found } = await loadBenefitGroup(request, db, 'read');
      const page = parsePage(request.query as Record<string, unknown>);
      const rows = await listCoverages(db, found.group.id);
      const abilities = coverageAbilities(access, found.ref, found.organization);
      return reply.type(JSONAPI_MEDIA_TYPE).send(
        toDocument(
          pageOf(rows, page).map((row) => presentCoverage(row, found.group, request.locale, abilities)),
          { meta: { total: rows.length } },
        ),
      );
    },
  );

  app.post<SlugParams>(
    '/api/benefit_groups/:slug/coverages',
    contract.createCoverage,
    async (request, reply) => {
      const { access, found } = await loadBenefitGroup(request, db, 'manage');
      const input = readResource(request, { type: 'coverages', schema: coverageCreateSchema });
      const row = await createCoverage(db, found.group.id, input);
      return reply
        .status(201)
        .type(JSONAPI_MEDIA_TYPE)
        .send(
          toDocument(
            presentCoverage(
              row,
              found.group,
              request.locale,
              coverageAbilities(access, found.ref, found.organization),
            ),
          ),
        );
    },
  );

  /** A coverage the actor may see (404 otherwise) and change (403), with its group. */
  async function loadCoverage(request: Parameters<typeof requireUser>[0] & { params: { slug: string } }) {
    const actor = requireUser(request);
    const access = await loadAccess(db, actor);
    const row = await findCoverage(db, request.params.slug);
    const group = row ? await findBenefitGroupById(db, row.coverage.benefitGroupId, actor.id) : undefined;
    const found = authorize(row && group ? { ...row, ...group } : undefined, {
      visible: (f) => coveragePolicy.canRead(access, f.ref),
      allowed: (f) => coveragePolicy.canManage(access, f.ref),
    });
    if (!benefitGroupPolicy.isWritable(found.ref)) throw organizationDisabled();
    return { access, found };
  }

  app.patch<SlugParams>('/api/coverages/:slug', contract.updateCoverage, async (request, reply) => {
    const { access, found } = await loadCoverage(request);
    const input = readResource(request, {
      type: 'coverages',
      schema: coverageUpdateSchema,
      id: request.params.slug,
    });
    const merged = mergeCoverage(found.coverage, input);
    const issues = coverageIssues(merged);
    if (issues.length > 0) {
      throw validationFailed(
        issues.map((issue) => ({
          field: issue.path,
          pointer: `/data/attributes/${issue.path}`,
          message: request.t(dynamicKey(issue.message)),
        })),
      );
    }
    const row = await updateCoverage(db, found.coverage, merged);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(
        toDocument(
          presentCoverage(
            row,
            found.group,
            request.locale,
            coverageAbilities(access, found.ref, found.organization),
          ),
        ),
      );
  });

  app.delete<SlugParams>('/api/coverages/:slug', contract.deleteCoverage, async (request, reply) => {
    const { found } = await loadCoverage(request);
    await deleteCoverage(db, found.coverage.id);
    return reply.status(204).send();
  });
}
