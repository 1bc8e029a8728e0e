import {
  CARE_LANGUAGES,
  CARE_MODALITIES,
  listDocument,
  providerCreateSchema,
  providerResource,
  providerUpdateSchema,
  SPECIALTY_KEYS,
  singleDocument,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The provider routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('providers');

export type SlugParams = { Params: { slug: string } };

const commaList = (what: string, keys: readonly string[]) =>
  `${what}, comma-separated (any of them matches): ${keys.join(', ')}`;

export const listProviders = doc({
  operationId: 'listProviders',
  summary:
    "Find providers: the active providers of your organizations (and every provider, deactivated too, of those you administer: `filter[active]`). Nearest first with `filter[near]`, else by name. Each result's `meta.reasons` says why it matches, in the request's language, and `meta.distance_km` how far it is (docs/care.md)",
  query: {
    page: true,
    filter: {
      specialty: { description: commaList('Specialties', SPECIALTY_KEYS) },
      language: { description: commaList('ISO 639-1 languages', CARE_LANGUAGES) },
      modality: { description: commaList('Modalities', CARE_MODALITIES) },
      near: {
        description:
          'Where from: a place id from GET /api/places (`geonames:6077243`), or `latitude,longitude` in degrees (`45.5017,-73.5673`)',
      },
      within_km: {
        description: 'With `filter[near]`: the radius in kilometres, 1 to 500 (default 25)',
      },
      accepting: {
        description: '`true`: only providers accepting new clients',
        schema: { enum: ['true', 'false'] },
      },
      covered: {
        description:
          "`true`: only providers your benefit groups' coverage pays for (a covered specialty, or any with psychotherapy covered); every result's reasons say what that coverage leaves",
        schema: { enum: ['true', 'false'] },
      },
      organization: { description: "An organization's slug" },
      mine: {
        description: '`true`: only your own provider profile (active or not)',
        schema: { enum: ['true', 'false'] },
      },
      active: {
        description:
          '`true` (default): active providers; `false` or `any`: also deactivated ones, of the organizations you administer',
        schema: { enum: ['true', 'false', 'any'] },
      },
    },
  },
  responses: {
    200: { description: 'A page of providers', document: listDocument(providerResource) },
    401: 'signed out',
    403: '`filter[active]` other than `true` without administering the organization (or any)',
    422: 'a filter value it cannot use (`source.parameter`)',
  },
});

export const createProvider = doc({
  operationId: 'createProvider',
  location: '/api/providers/{id}',
  summary:
    'Create your provider profile from a pending provider invitation (relationship `invitation`); accepts it',
  body: {
    type: 'providers',
    attributes: providerCreateSchema,
    relationships: { invitation: 'invitations' },
    requiredRelationships: ['invitation'],
  },
  responses: {
    201: { description: 'Your provider profile', document: singleDocument(providerResource) },
    401: 'signed out',
    403: 'your e-mail address is not verified, or is not the invited one',
    404: 'invitation not found',
    410: 'the invitation expired, or its inviter may no longer send it',
    409: 'you already have a provider profile',
    422: 'invalid, or a disabled organization',
  },
});

export const getProvider = doc({
  operationId: 'getProvider',
  summary:
    "A provider profile: its owner, the organization's administrators, and its members while it is active",
  responses: {
    200: { description: 'The provider profile', document: singleDocument(providerResource) },
    401: 'signed out',
    404: 'not found',
  },
});

export const updateProvider = doc({
  operationId: 'updateProvider',
  summary:
    'Update a provider profile: its owner every field but `active`; the organization administrators only `active` (deactivate or reactivate)',
  body: { type: 'providers', attributes: providerUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The provider profile as saved', document: singleDocument(providerResource) },
    401: 'signed out',
    403: 'not your profile (or `active` without administering its organization)',
    404: 'not found',
    422: 'invalid, or a disabled organization',
  },
});
