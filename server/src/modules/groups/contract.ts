import {
  groupCreateSchema,
  groupResource,
  groupUpdateSchema,
  listDocument,
  personResource,
  singleDocument,
  userCardResource,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The group and reporter routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('groups');

export type SlugParams = { Params: { slug: string } };
export type ReporterParams = { Params: { slug: string; user_slug: string } };

export const createGroup = doc({
  operationId: 'createGroup',
  location: '/api/groups/{id}',
  summary: 'Create a group, or a unit with the relationship `parent` (a group of the same organization)',
  body: { type: 'groups', attributes: groupCreateSchema, relationships: { parent: 'groups' } },
  responses: {
    201: { description: 'The new group or unit', document: singleDocument(groupResource) },
    401: 'signed out',
    403: 'not an organization administrator',
    404: 'not found',
    422: 'invalid, or a disabled organization',
  },
});

export const listOrganizationGroups = doc({
  operationId: 'listOrganizationGroups',
  query: { page: true },
  summary:
    "An organization's groups and units (administrators: all; group administrators: their own); paginated",
  responses: {
    200: { description: 'A page of groups and units', document: listDocument(groupResource) },
    401: 'signed out',
    403: 'not an administrator',
    404: 'not found',
  },
});

export const getGroup = doc({
  operationId: 'getGroup',
  query: { include: ['administrators'] },
  summary: 'A group or unit with its number of units; `include=administrators`',
  responses: {
    200: {
      description: 'The group',
      document: singleDocument(groupResource, { included: [userCardResource] }),
    },
    400: 'unknown include',
    401: 'signed out',
    404: 'not found',
  },
});

export const updateGroup = doc({
  operationId: 'updateGroup',
  summary:
    'Update name, description, logo_image_url (the url of your own group_logo upload, or null): group and organization administrators. Move a unit with the relationship `parent` (a group of the same organization, not a unit): organization and platform administrators (ability `move`); the new group’s administrators are asked for each reporter’s consent',
  body: {
    type: 'groups',
    attributes: groupUpdateSchema,
    relationships: { parent: 'groups' },
    idRequired: true,
  },
  responses: {
    200: { description: 'The group as saved', document: singleDocument(groupResource) },
    401: 'signed out',
    403: 'not allowed',
    404: 'not found',
    422: 'invalid; a group (not a unit) moved, a unit moved into itself, into a unit or into another organization; or a disabled organization',
  },
});

export const deleteGroup = doc({
  operationId: 'deleteGroup',
  summary:
    'Delete a group with its units, or a unit (ability `delete`: organization and platform administrators). In one transaction its reporter and administrator roles end (and the consents given through them), its pending invitations are withdrawn; each person who held a role there is told by e-mail',
  responses: {
    204: 'deleted',
    401: 'signed out',
    403: 'not allowed',
    404: 'not found',
    422: 'a disabled organization',
  },
});

export const listGroupReporters = doc({
  operationId: 'listGroupReporters',
  query: { page: true },
  summary:
    'The group’s reporters (first_name, last_name, profile_picture_url, dashboard_path to their insights, shares_results: whether they consented to you by person), by name; the group’s administrators only; paginated',
  responses: {
    200: { description: 'A page of the reporters', document: listDocument(personResource) },
    401: 'signed out',
    404: 'not found, or not an administrator of the group',
  },
});

export const removeGroupReporter = doc({
  operationId: 'removeGroupReporter',
  summary:
    'Remove a reporter from the group (the group’s administrators, or its parent’s); the reporter is told by e-mail; audited as a role change',
  responses: {
    204: 'removed',
    401: 'signed out',
    404: 'not found, not an administrator of the group, or not one of its people',
    422: 'the person is an administrator of the group, not a reporter',
  },
});
