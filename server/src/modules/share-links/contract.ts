import { listDocument, shareLinkCreateSchema, shareLinkResource, singleDocument } from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';

/** The share links' contracts (issue 32 §5; http/route-doc.ts says what each part drives). */
const doc = routeDocs('share_links');
const page = routeDocs('share_links', {});

export type SlugParams = { Params: { slug: string } };
export type TokenParams = { Params: { token: string } };

export const createShareLink = doc({
  operationId: 'createShareLink',
  location: '/api/share_links/{id}',
  summary:
    'Make a read-only link to the member’s insights (and, if chosen, their check-up answers but the safety answer, and their logs) for someone outside Evenkeel: `url` and, with `code_required`, the 6-digit `code` are in this answer only',
  body: { type: 'share_links', attributes: shareLinkCreateSchema },
  responses: {
    201: {
      description: 'The link, with its address and code this once',
      document: singleDocument(shareLinkResource),
    },
    401: 'signed out',
    409: 'the member already has 5 active links: revoke one first',
    422: 'invalid, or `expires_at` not 1 to 30 days from now',
  },
});

export const listShareLinks = doc({
  operationId: 'listShareLinks',
  query: { page: true },
  summary:
    'The member’s own links, newest first, each active, expired or revoked, with its openings; `meta.can_create` says whether another may be made now (fewer than 5 active)',
  responses: {
    200: {
      description: 'The links',
      document: listDocument(shareLinkResource, { meta: { can_create: z.boolean() } }),
    },
    401: 'signed out',
  },
});

export const getShareLink = doc({
  operationId: 'getShareLink',
  summary: 'One of the member’s links',
  responses: {
    200: { description: 'The link', document: singleDocument(shareLinkResource) },
    401: 'signed out',
    404: 'not found, or another member’s',
  },
});

export const revokeShareLink = doc({
  operationId: 'revokeShareLink',
  summary: 'Revoke a link at once: its page answers 410 from now on',
  responses: {
    204: 'revoked (or already ended)',
    401: 'signed out',
    404: 'not found, or another member’s',
  },
});

const pageQuery = {
  open: true,
  params: { lang: { description: 'en or fr: the language chosen, remembered in a cookie' } },
} as const;

export const getSharedPage = page({
  operationId: 'getSharedPage',
  summary:
    'A share link’s page, without an account: whose data, until when, their insights and what the member chose to share; with a code, the form that asks for it',
  query: pageQuery,
  responses: {
    200: { description: 'The page, or the code form', html: true },
    404: { description: 'No such link', html: true },
    410: { description: 'The link was revoked or has expired', html: true },
  },
});

export const sendSharedCode = page({
  operationId: 'sendSharedCode',
  summary:
    'The 6-digit code of a share link, from its form: right, a cookie for that link’s path and on to the page; 5 wrong codes lock the link for 15 minutes',
  otherBody: {
    mediaType: 'application/x-www-form-urlencoded',
    schema: {
      type: 'object',
      required: ['authenticity_token', 'code'],
      properties: {
        authenticity_token: { type: 'string', description: 'The CSRF token the page carries' },
        code: { type: 'string', description: 'The 6 digits' },
        locale: { type: 'string', description: 'The page’s language' },
      },
    },
  },
  responses: {
    303: { description: 'Right: on to the page', redirect: true },
    404: { description: 'No such link', html: true },
    410: { description: 'The link was revoked or has expired', html: true },
    422: { description: 'The form again: wrong code, and how many tries are left', html: true },
    429: { description: 'The form again: locked, and until when (`Retry-After`)', html: true },
  },
});

export const getSharedFhir = page({
  operationId: 'getSharedFhir',
  query: pageQuery,
  summary:
    'The shared check-ups as a FHIR R4 Bundle (collection) of QuestionnaireResponses and their results, without the safety answer; only where the member shared their answers',
  responses: {
    200: { description: 'The bundle, as an attachment', files: ['application/fhir+json'] },
    403: { description: 'The link has a code not yet given in this browser', html: true },
    404: { description: 'No such link, or its answers are not shared', html: true },
    410: { description: 'The link was revoked or has expired', html: true },
  },
});
