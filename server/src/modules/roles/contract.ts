import {
  groupResource,
  groupRoleResource,
  listDocument,
  organizationResource,
  organizationRoleResource,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The roles routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('permissions');

export type SlugParams = { Params: { slug: string } };

export const listGroupRoles = doc({
  operationId: 'listGroupRoles',
  summary: 'Your group roles (`type=reporter,administrator`), each with its group included; paginated',
  query: {
    page: true,
    include: ['group'],
    params: {
      type: { description: 'Comma-separated role types (spec §7): reporter, administrator' },
    },
  },
  responses: {
    200: {
      description: 'A page of your group roles, their groups included',
      document: listDocument(groupRoleResource, { included: [groupResource] }),
    },
    422: 'unknown type',
  },
});

export const deleteGroupRole = doc({
  operationId: 'deleteGroupRole',
  summary: 'Leave a group (your own role only)',
  responses: { 204: 'left', 401: 'signed out', 404: 'not found', 422: 'the last administrator' },
});

export const listOrganizationRoles = doc({
  operationId: 'listOrganizationRoles',
  summary:
    'Your organization roles (`type=member,administrator`), each with its organization included; paginated',
  query: {
    page: true,
    include: ['organization'],
    params: { type: { description: 'Comma-separated role types (spec §7): member, administrator' } },
  },
  responses: {
    200: {
      description: 'A page of your organization roles, their organizations included',
      document: listDocument(organizationRoleResource, { included: [organizationResource] }),
    },
    422: 'unknown type',
  },
});

export const deleteOrganizationRole = doc({
  operationId: 'deleteOrganizationRole',
  summary: 'Leave an organization (as a member, also leaves its groups and units)',
  responses: { 204: 'left', 401: 'signed out', 404: 'not found', 422: 'the last administrator' },
});
