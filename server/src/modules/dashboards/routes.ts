import { isoDate } from '@evenkeel/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadAccess } from '../../access/load-access';
import { requireUser } from '../../http/authenticate';
import { JSONAPI_MEDIA_TYPE, toDocument } from '../../http/jsonapi';
import { authorize, dashboardPolicy } from '../../policies';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { dashboardCsv } from './csv';
import { sendStoredDocument, storedDocument } from './document-cache';
import { presentDashboard } from './presenter';
import {
  type DashboardGroup,
  type DashboardOrganization,
  findDashboardGroup,
  findDashboardOrganization,
} from './queries';
import {
  type DashboardRange,
  groupsPeriods,
  organizationPopulations,
  populationPeriods,
  readRange,
} from './read';

/**
 * Dashboards (issue 14): stored figures of closed periods, already protected by the privacy rule
 * when they were computed (rollup.ts). Who may see which: policies/dashboards.ts; anyone else 404.
 */
export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  /** The organization, after the policy (404 for anyone else), and the asked range. */
  async function organizationDashboard(request: FastifyRequest<SlugParams>) {
    const actor = requireUser(request);
    const range = readRange(request.query as Record<string, unknown>);
    // Two independent reads at once: one wait for the database instead of two.
    const [access, found] = await Promise.all([
      loadAccess(db, actor),
      findDashboardOrganization(db, request.params.slug, range.period),
    ]);
    const org = authorize(found, (o) => dashboardPolicy.canSeeOrganization(access, o));
    return { org, range };
  }

  const organizationFigures = (org: DashboardOrganization, range: DashboardRange) =>
    Promise.all([
      populationPeriods(db, { organizationId: org.id, groupId: null }, range),
      organizationPopulations(db, org.id, range),
    ]);

  /** The group or unit, after the policy (404 for anyone else), and the asked range. */
  async function groupDashboard(request: FastifyRequest<SlugParams>) {
    const actor = requireUser(request);
    const range = readRange(request.query as Record<string, unknown>);
    const [access, found] = await Promise.all([
      loadAccess(db, actor),
      findDashboardGroup(db, request.params.slug, range.period),
    ]);
    const group = authorize(found, (g) => dashboardPolicy.canSeeGroup(access, g));
    const scope = group.parentId === null ? ('group' as const) : ('unit' as const);
    return { group, range, scope };
  }

  const groupFigures = (group: DashboardGroup, range: DashboardRange) =>
    populationPeriods(db, { organizationId: group.organizationId, groupId: group.id }, range);

  /**
   * A dashboard's JSON: the same bytes for everyone the policy let through, so it is kept
   * serialised and compressed under everything it depends on (document-cache.ts). A sparse
   * fieldset (`fields[dashboards]`) is rare and shaped per request: built as any other document.
   */
  async function sendDashboard(
    request: FastifyRequest,
    reply: FastifyReply,
    { variant, version }: { variant: unknown[]; version: unknown[] },
    build: () => Promise<unknown>,
  ) {
    if (request.sparseFields) return reply.type(JSONAPI_MEDIA_TYPE).send(await build());
    const document = await storedDocument(db, JSON.stringify(variant), JSON.stringify(version), build);
    return sendStoredDocument(request, reply, document);
  }

  const rangeKey = (range: DashboardRange) => [
    range.period,
    isoDate(range.from),
    isoDate(range.to),
    isoDate(range.current),
  ];

  const sendCsv = (reply: FastifyReply, slug: string, csv: string) =>
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="evenkeel-dashboard-${slug}.csv"`)
      .send(csv);

  app.get<SlugParams>(
    '/api/organizations/:slug/dashboard',
    contract.getOrganizationDashboard,
    async (request, reply) => {
      const { org, range } = await organizationDashboard(request);
      // Which document: the organization's, over the range. Its version, what the database says
      // it shows: the names, the groups' and units' list, and the released periods (the figures
      // of a release never change).
      const key = {
        variant: ['organization', org.id, ...rangeKey(range)],
        version: [org.slug, org.name, org.groups, org.releases],
      };
      return sendDashboard(request, reply, key, async () => {
        const [periods, populations] = await organizationFigures(org, range);
        return toDocument(presentDashboard({ ...org, scope: 'organization' }, range, periods, populations));
      });
    },
  );

  app.get<SlugParams>(
    '/api/organizations/:slug/dashboard.csv',
    contract.getOrganizationDashboardCsv,
    async (request, reply) => {
      const { org, range } = await organizationDashboard(request);
      const [periods, populations] = await organizationFigures(org, range);
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

  app.get<SlugParams>('/api/groups/:slug/dashboard', contract.getGroupDashboard, async (request, reply) => {
    const { group, range, scope } = await groupDashboard(request);
    const key = {
      variant: ['group', group.id, ...rangeKey(range)],
      version: [group.slug, group.name, scope, group.releases],
    };
    return sendDashboard(request, reply, key, async () =>
      toDocument(presentDashboard({ ...group, scope }, range, await groupFigures(group, range))),
    );
  });

  app.get<SlugParams>(
    '/api/groups/:slug/dashboard.csv',
    contract.getGroupDashboardCsv,
    async (request, reply) => {
      const { group, range, scope } = await groupDashboard(request);
      const periods = await groupFigures(group, range);
      return sendCsv(reply, group.slug, dashboardCsv([{ name: group.name, scope, periods }], request.t));
    },
  );
}
