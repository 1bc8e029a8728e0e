import {
  listDocument,
  organizationCreateSchema,
  organizationResource,
  organizationRoleResource,
  organizationUpdateSchema,
  singleDocument,
  userCardResource,
} from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The organization routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('organizations');

export type SlugParams = { Params: { slug: string } };

export const createOrganization = doc({
  operationId: 'createOrganization',
  location: '/api/organizations/{id}',
  summary: 'Create an organization (platform administrators)',
  body: { type: 'organizations', attributes: organizationCreateSchema },
  responses: {
    201: { description: 'The new organization', document: singleDocument(organizationResource) },
    401: 'signed out',
    403: 'not a platform administrator',
    422: 'invalid',
  },
});

export const listOrganizations = doc({
  operationId: 'listOrganizations',
  query: {
    page: true,
    filter: {
      joinable: {
        description:
          '`true`: the directory of organizations anyone may join (state `subscribable`), each with `membership_id`, your own member role to leave with',
        schema: { type: 'string', enum: ['true', 'false'] },
      },
    },
  },
  summary:
    'Organizations: all (platform administrators, each with `members_count` and `created_at`), else those you administer and the subscribable ones; paginated',
  responses: {
    200: { description: 'A page of organizations', document: listDocument(organizationResource) },
    401: 'signed out',
    422: '`filter[joinable]` neither true nor false',
  },
});

export const getOrganization = doc({
  operationId: 'getOrganization',
  query: { include: ['providers', 'administrators'] },
  summary: 'An organization; `include=providers,administrators` (users: id, full_name, profile_picture_url)',
  responses: {
    200: {
      description: 'The organization',
      document: singleDocument(organizationResource, { included: [userCardResource] }),
    },
    400: 'unknown include',
    401: 'signed out',
    404: 'not found',
  },
});

export const updateOrganization = doc({
  operationId: 'updateOrganization',
  summary:
    'Update name, description, logo_image_url (the url of your own organization_logo upload, or null); state: platform administrators only',
  body: { type: 'organizations', attributes: organizationUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The organization as saved', document: singleDocument(organizationResource) },
    401: 'signed out',
    403: 'not allowed',
    404: 'not found',
    422: 'invalid, a logo that is not your own organization_logo upload, or a disabled organization (its administrators; the platform’s may still change it)',
  },
});

export const joinOrganization = doc({
  operationId: 'joinOrganization',
  query: { include: ['organization'] },
  location: '/api/organization_roles/{id}',
  summary: 'Join a subscribable organization as a member (no body)',
  responses: {
    201: {
      description: 'Your new membership, the organization included',
      document: singleDocument(organizationRoleResource, { included: [organizationResource] }),
    },
    401: 'signed out',
    404: 'not found',
    409: 'already a member',
  },
});

/** Joining by the membership resource (issue 31): no attributes, the organization as a relationship. */
export const joinOrganizationRoleSchema = z.object({}).strict();

export const createOrganizationRole = doc({
  operationId: 'createOrganizationRole',
  query: { include: ['organization'] },
  location: '/api/organization_roles/{id}',
  summary:
    'Join an organization open to join yourself (state `subscribable`): relationship `organization`; the same as POST /api/organizations/{slug}/memberships',
  body: {
    type: 'organization_roles',
    attributes: joinOrganizationRoleSchema,
    relationships: { organization: 'organizations' },
    requiredRelationships: ['organization'],
  },
  responses: {
    201: {
      description: 'Your new membership, the organization included',
      document: singleDocument(organizationRoleResource, { included: [organizationResource] }),
    },
    401: 'signed out',
    404: 'no such organization, or not open to join',
    409: 'already a member',
    422: 'no organization, or an organization that is disabled',
  },
});
