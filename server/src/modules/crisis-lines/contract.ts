import {
  crisisLineCreateSchema,
  crisisLineResource,
  crisisLinesMeta,
  crisisLineUpdateSchema,
  listDocument,
  singleDocument,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The crisis-lines routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('crisis_lines');

export type SlugParams = { Params: { slug: string } };

export const listCrisisLines = doc({
  operationId: 'listCrisisLines',
  signedIn: false,
  query: {
    page: true,
    filter: {
      country_code: {
        description: 'ISO 3166-1 alpha-2; default: your profile country',
        schema: { type: 'string', pattern: '^[A-Za-z]{2}$' },
      },
      administrative_area_code: {
        description: 'ISO 3166-2 subdivision (e.g. QC); needs filter[country_code]',
      },
      view: {
        description: '`edit`: every line of the country with both languages (platform administrators)',
        schema: { enum: ['public', 'edit'] },
      },
    },
  },
  summary:
    'Crisis lines for a place, no sign-in: `country_code` (ISO 3166-1, e.g. CA) and `administrative_area_code` (e.g. QC), else the profile’s; the country’s lines plus the region’s, emergency first; texts in the request’s language; `meta.countries`, `meta.country_code`, `meta.administrative_area_code`. `view=edit` (platform administrators): every line of the country with both languages’ texts',
  responses: {
    200: {
      description: 'A page of the lines for the place, emergency first',
      document: listDocument(crisisLineResource, { meta: crisisLinesMeta }),
    },
    401: 'view=edit signed out',
    403: 'view=edit without the platform administrator role',
    422: 'invalid country or region code',
  },
});

export const createCrisisLine = doc({
  operationId: 'createCrisisLine',
  location: '/api/crisis_lines/{id}',
  summary:
    'Add a crisis line (platform administrators): both languages’ names, https links, ISO 639-1 languages; the slug is made from the country, region and English name',
  body: { type: 'crisis_lines', attributes: crisisLineCreateSchema },
  responses: {
    201: { description: 'The new line', document: singleDocument(crisisLineResource) },
    401: 'signed out',
    403: 'not a platform administrator',
    422: 'invalid',
  },
});

export const updateCrisisLine = doc({
  operationId: 'updateCrisisLine',
  summary:
    'Change a crisis line (platform administrators); the result must still be a complete line. The shipped dataset no longer updates it',
  body: { type: 'crisis_lines', attributes: crisisLineUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'The line as saved', document: singleDocument(crisisLineResource) },
    401: 'signed out',
    403: 'not a platform administrator',
    404: 'not found',
    422: 'invalid',
  },
});

export const deleteCrisisLine = doc({
  operationId: 'deleteCrisisLine',
  summary: 'Delete a crisis line (platform administrators); a shipped line does not come back at restart',
  responses: {
    204: 'deleted',
    401: 'signed out',
    403: 'not a platform administrator',
    404: 'not found',
  },
});

/** What both crisis pages (online and the service worker's offline copy) take and answer. */
const crisisPageQuery = {
  params: {
    country: { description: 'ISO 3166-1 alpha-2 country code' },
    region: { description: 'ISO 3166-2 subdivision code, with country' },
    lang: { description: 'en or fr', schema: { enum: ['en', 'fr'] as const } },
  },
};
const crisisPageResponses = {
  200: { description: 'The page', html: true },
  422: { description: 'The page, saying which code was refused', html: true },
} as const;

export const getCrisisHelpPage = doc({
  operationId: 'getCrisisHelpPage',
  signedIn: false,
  summary:
    'Crisis help as plain HTML that works without JavaScript: `country`, `region`, `lang` (en|fr); else the profile’s place and language',
  query: crisisPageQuery,
  responses: crisisPageResponses,
});

export const getOfflineCrisisHelpPage = doc({
  operationId: 'getOfflineCrisisHelpPage',
  signedIn: false,
  summary:
    'The crisis page the service worker keeps for offline use: the lines of `country` (else the profile’s place) and every country’s emergency number, each at `#cc-XX`',
  query: crisisPageQuery,
  responses: crisisPageResponses,
});
