import { DASHBOARD_PERIODS, dashboardResource, singleDocument } from '@evenkeel/common';
import { type QueryDoc, routeDocs } from '../../http/route-doc';

/** The dashboard routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('dashboards');

export type SlugParams = { Params: { slug: string } };

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

const jsonDoc = (operationId: string, summary: string) =>
  doc({
    operationId,
    summary,
    query,
    responses: {
      200: { description: 'The dashboard', document: singleDocument(dashboardResource) },
      401: 'signed out',
      404: 'not found, or not an administrator who may see it',
      422: 'an invalid filter',
    },
  });

const csvDoc = (operationId: string, summary: string) =>
  doc({
    operationId,
    summary,
    query,
    responses: {
      200: { description: 'The same figures as CSV (UTF-8)', files: ['text/csv'] },
      401: 'signed out',
      404: 'not found, or not an administrator who may see it',
      422: 'an invalid filter',
    },
  });

export const getOrganizationDashboard = jsonDoc(
  'getOrganizationDashboard',
  "An organization's dashboard: its figures per period, and each group's and unit's for the last closed period",
);

export const getOrganizationDashboardCsv = csvDoc(
  'getOrganizationDashboardCsv',
  "An organization's dashboard as CSV, its groups and units over the whole range",
);

export const getGroupDashboard = jsonDoc(
  'getGroupDashboard',
  "A group's or unit's dashboard: its figures per period",
);

export const getGroupDashboardCsv = csvDoc('getGroupDashboardCsv', "A group's or unit's dashboard as CSV");
