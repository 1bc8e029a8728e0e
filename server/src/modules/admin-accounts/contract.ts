import {
  ACCOUNT_SEARCH_MIN_LENGTH,
  accountLockSchema,
  accountMessageMeta,
  adminAccountResource,
  listDocument,
  metaDocument,
  singleDocument,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/**
 * The platform administrators' accounts console (issue 31; http/route-doc.ts says what each part
 * drives). Every route is a 404 for anyone else: the console does not exist for them.
 */
const doc = routeDocs('admin');

export type SlugParams = { Params: { slug: string } };

export const listAdminAccounts = doc({
  operationId: 'listAdminAccounts',
  summary:
    'Find accounts by e-mail (platform administrators): `filter[email]`, the whole address or its beginning, case-insensitive; exact match first; paginated. Each account found is a read in its member’s access log',
  query: {
    page: true,
    filter: {
      email: {
        description: `The address or its first characters (at least ${ACCOUNT_SEARCH_MIN_LENGTH})`,
        schema: { type: 'string', minLength: ACCOUNT_SEARCH_MIN_LENGTH },
        required: true,
      },
    },
  },
  responses: {
    200: { description: 'The accounts found', document: listDocument(adminAccountResource) },
    401: 'signed out',
    404: 'not a platform administrator',
    422: '`filter[email]` missing or too short',
  },
});

export const getAdminAccount = doc({
  operationId: 'getAdminAccount',
  summary:
    'An account as support sees it: verified, created, last active week, roles and organizations, its lock; never results, answers, notes or logs. A read in the member’s access log',
  responses: {
    200: { description: 'The account', document: singleDocument(adminAccountResource) },
    401: 'signed out',
    404: 'not found, or not a platform administrator',
  },
});

export const lockAdminAccount = doc({
  operationId: 'lockAdminAccount',
  summary:
    'Lock an account with a `reason`: every session of it ends at once (its chat sockets close with 4401) and sign-in is refused (403 `account_locked`) until it is unlocked',
  body: { type: 'account_locks', attributes: accountLockSchema },
  responses: {
    200: { description: 'The account, locked', document: singleDocument(adminAccountResource) },
    401: 'signed out',
    403: 'already locked, or your own account',
    404: 'not found, or not a platform administrator',
    422: 'no reason, or a reason too long',
  },
});

export const unlockAdminAccount = doc({
  operationId: 'unlockAdminAccount',
  summary: 'Unlock an account with a `reason`: its person may sign in again',
  body: { type: 'account_unlocks', attributes: accountLockSchema },
  responses: {
    200: { description: 'The account, unlocked', document: singleDocument(adminAccountResource) },
    401: 'signed out',
    403: 'not locked',
    404: 'not found, or not a platform administrator',
    422: 'no reason, or a reason too long',
  },
});

export const createAdminAccountVerificationEmail = doc({
  operationId: 'createAdminAccountVerificationEmail',
  summary:
    'E-mail the account a new confirmation link (no body); the account’s limit of 5 links an hour applies',
  responses: {
    202: {
      description: 'The link is on its way (`meta.message`)',
      document: metaDocument(accountMessageMeta),
    },
    401: 'signed out',
    403: 'the address is already verified',
    404: 'not found, or not a platform administrator',
    429: 'more than 5 links this hour',
  },
});
