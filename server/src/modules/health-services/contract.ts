import {
  healthServiceCreateSchema,
  healthServiceResource,
  healthServiceUpdateSchema,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The health service routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('health_services');

export type SlugParams = { Params: { slug: string } };

export const listHealthServices = doc({
  operationId: 'listHealthServices',
  summary: "An organization's health services (its members and administrators), by category then name",
  query: { page: true },
  responses: {
    200: { description: 'A page of health services', document: listDocument(healthServiceResource) },
    401: 'signed out',
    404: 'not found, or not your organization',
  },
});

export const createHealthService = doc({
  operationId: 'createHealthService',
  location: '/api/health_services/{id}',
  summary: 'Add a health service to an organization (its administrators)',
  body: { type: 'health_services', attributes: healthServiceCreateSchema },
  responses: {
    201: { description: 'The new health service', document: singleDocument(healthServiceResource) },
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found, or not your organization',
    422: 'invalid, or a disabled organization',
  },
});

export const getHealthService = doc({
  operationId: 'getHealthService',
  summary: 'One health service (members and administrators of its organization)',
  responses: {
    200: { description: 'The health service', document: singleDocument(healthServiceResource) },
    401: 'signed out',
    404: 'not found, or not your organization',
  },
});

export const updateHealthService = doc({
  operationId: 'updateHealthService',
  summary: 'Change a health service (administrators of its organization)',
  body: { type: 'health_services', attributes: healthServiceUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The health service as saved', document: singleDocument(healthServiceResource) },
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found, or not your organization',
    422: 'invalid, or a disabled organization',
  },
});

export const deleteHealthService = doc({
  operationId: 'deleteHealthService',
  summary: 'Remove a health service (administrators of its organization)',
  responses: {
    204: 'removed',
    401: 'signed out',
    403: 'a member, not an administrator',
    404: 'not found, or not your organization',
    422: 'a disabled organization',
  },
});
