import { DASHBOARD_PERIODS, dashboardResource, singleDocument } from '@evenkeel/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import type { QueryDoc, RouteDoc } from '../../http/route-doc';
import { authorize, dashboardPolicy } from '../../policies';
import { loadAccess } from '../sharing/access';
import { findGroup, findOrganization } from '../sharing/loaders';
import { dashboardCsv } from './csv';
import { presentDashboard } from './presenter';
import { groupsPeriods, organizationPopulations, populationPeriods, readRange } from './read';

type SlugParams = { Params: { slug: string } };

const query: QueryDoc = {
  filter: {
    period: {
      description: 'week (ISO weeks, UTC), month or quarter; default month',
      schema: { enum: [...DASHBOARD_PERIODS] },
    },
    from: {
      description: 'yyyy-mm-dd: the first period (the one holding this day); default 12 periods before `to`',
    },
    to: {
      description: 'yyyy-mm-dd: the last period; default and at most the current one, shown as in progress',
    },
  },
};

const jsonDoc = (operationId: string, summary: string): { config: { openapi: RouteDoc } } => ({
  config: {
    openapi: {
      tag: 'dashboards',
      operationId,
      summary,
      signedIn: true,
      query,
      responses: {
        200: { description: 'The dashboard', document: singleDocument(dashboardResource) },
        401: 'signed out',
        404: 'not found, or not an administrator who may see it',
        422: 'an invalid filter',
      },
    },
  },
});

const csvDoc = (operationId: string, summary: string): { config: { openapi: RouteDoc } } => ({
  config: {
    openapi: {
      tag: 'dashboards',
      operationId,
      summary,
      signedIn: true,
      query,
      responses: {
        200: { description: 'The same figures as CSV (UTF-8)', files: ['text/csv'] },
        401: 'signed out',
        404: 'not found, or not an administrator who may see it',
        422: 'an invalid filter',
      },
    },
  },
});

/**
 * Dashboards (issue 14): stored figures of closed periods, already protected by the privacy rule
 * when they were computed (rollup.ts). Who may see which: policies/dashboards.ts; anyone else 404.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function organizationDashboard(request: FastifyRequest<SlugParams>) {
    const actor = requireUser(request);
    const range = readRange(request.query as Record<string, unknown>);
    const access = await loadAccess(db, actor);
    const org = authorize(await findOrganization(db, request.params.slug), (o) =>
      dashboardPolicy.canSeeOrganization(access, o),
    );
    const [periods, populations] = await Promise.all([
      populationPeriods(db, { organizationId: org.id, groupId: null }, range),
      organizationPopulations(db, org.id, range),
    ]);
    return { org, range, periods, populations };
  }

  async function groupDashboard(request: FastifyRequest<SlugParams>) {
    const actor = requireUser(request);
    const range = readRange(request.query as Record<string, unknown>);
    const access = await loadAccess(db, actor);
    const found = authorize(await findGroup(db, request.params.slug), (f) =>
      dashboardPolicy.canSeeGroup(access, f.group),
    );
    const periods = await populationPeriods(
      db,
      { organizationId: found.group.organizationId, groupId: found.group.id },
      range,
    );
    return {
      found,
      range,
      periods,
      scope: found.group.parentId === null ? ('group' as const) : ('unit' as const),
    };
  }

  const sendCsv = (reply: FastifyReply, slug: string, csv: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="evenkeel-dashboard-${slug}.csv"`)
      .send(csv);

  app.get<SlugParams>(
    '/api/organizations/:slug/dashboard',
    jsonDoc(
      'getOrganizationDashboard',
      "An organization's dashboard: its figures per period, and each group's and unit's for the last closed period",
    ),
    async (request, reply) => {
      const { org, range, periods, populations } = await organizationDashboard(request);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentDashboard({ ...org, scope: 'organization' }, range, periods, populations)));
    },
  );

  app.get<SlugParams>(
    '/api/organizations/:slug/dashboard.csv',
    csvDoc(
      'getOrganizationDashboardCsv',
      "An organization's dashboard as CSV, its groups and units over the whole range",
    ),
    async (request, reply) => {
      const { org, range, periods, populations } = await organizationDashboard(request);
      const series = await groupsPeriods(db, org.id, range);
      const rows = [
        { name: org.name, scope: 'organization', periods },
        ...populations.map((population) => ({
          name: population.name,
          scope: population.scope,
          periods: series.get(population.slug) ?? [],
        })),
      ];
      return sendCsv(reply, org.slug, dashboardCsv(rows, request.t));
    },
  );

  app.get<SlugParams>(
    '/api/groups/:slug/dashboard',
    jsonDoc('getGroupDashboard', "A group's or unit's dashboard: its figures per period"),
    async (request, reply) => {
      const { found, range, periods, scope } = await groupDashboard(request);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(presentDashboard({ ...found.group, scope }, range, periods)));
    },
  );

  app.get<SlugParams>(
    '/api/groups/:slug/dashboard.csv',
    csvDoc('getGroupDashboardCsv', "A group's or unit's dashboard as CSV"),
    async (request, reply) => {
      const { found, periods, scope } = await groupDashboard(request);
      return sendCsv(
        reply,
        found.group.slug,
        dashboardCsv([{ name: found.group.name, scope, periods }], request.t),
      );
    },
  );
}
