import {
  coverageCreateSchema,
  coverageIssues,
  coverageResource,
  coverageUpdateSchema,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { pageOf } from '../../db/paging';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { dynamicKey } from '../../i18n';
import { authorize, benefitGroupPolicy, coverageAbilities, coveragePolicy } from '../../policies';
import { organizationDisabled } from '../invitations/service';
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

type SlugParams = { Params: { slug: string } };

export async function coverageRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get<SlugParams>(
    '/api/benefit_groups/:slug/coverages',
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'listCoverages',
          query: { page: true },
          summary: 'What a benefit group covers: to its members and the organization’s administrators',
          signedIn: true,
          responses: {
            200: {
              description: 'Its coverages (every one; a group has a few)',
              document: listDocument(coverageResource),
            },
            401: 'signed out',
            404: 'not found, or not yours to see',
          },
        },
      },
    },
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
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'createCoverage',
          location: '/api/coverages/{id}',
          summary:
            'Cover a service category or a provider specialty: a yearly amount (minor units, with its currency) and/or sessions per year, the share of each payment covered, the plan year’s start (the organization’s administrators)',
          signedIn: true,
          body: { type: 'coverages', attributes: coverageCreateSchema },
          responses: {
            201: { description: 'The new coverage', document: singleDocument(coverageResource) },
            401: 'signed out',
            403: 'a member, not an administrator',
            404: 'not found',
            409: 'the group already covers that service or specialty',
            422: 'invalid, or a disabled organization',
          },
        },
      },
    },
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

  app.patch<SlugParams>(
    '/api/coverages/:slug',
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'updateCoverage',
          summary:
            'Change a coverage’s amount, sessions, share or plan year (the organization’s administrators)',
          signedIn: true,
          body: { type: 'coverages', attributes: coverageUpdateSchema, idRequired: true },
          responses: {
            200: { description: 'The coverage as saved', document: singleDocument(coverageResource) },
            401: 'signed out',
            403: 'a member, not an administrator',
            404: 'not found',
            422: 'invalid, or a disabled organization',
          },
        },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.delete<SlugParams>(
    '/api/coverages/:slug',
    {
      config: {
        openapi: {
          tag: 'benefits',
          operationId: 'deleteCoverage',
          summary:
            'Stop covering a service or specialty; members’ records of its uses go with it (the organization’s administrators)',
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
      const { found } = await loadCoverage(request);
      await deleteCoverage(db, found.coverage.id);
      return reply.status(204).send();
    },
  );
}
