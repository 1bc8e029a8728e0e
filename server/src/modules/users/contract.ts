import {
  accountDeletionSchema,
  accountMessageMeta,
  currentUserResource,
  emailChangeSchema,
  metaDocument,
  passwordChangeSchema,
  signUpSchema,
  singleDocument,
  userUpdateSchema,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The user routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('users');

export type SlugParams = { Params: { slug: string } };

const userDocument = singleDocument(currentUserResource);
const messageDocument = metaDocument(accountMessageMeta);

export const createUser = doc({
  operationId: 'createUser',
  summary:
    'Sign up: the same 202 whether or not the address has an account (no session); the e-mailed link activates a new account and signs in this browser only (the `evenkeel_link` cookie set here; POST /api/email_verifications), the owner of an existing one is told',
  body: { type: 'users', attributes: signUpSchema },
  responses: {
    202: { description: 'Check your inbox (`meta.message`)', document: messageDocument },
    429: 'Too many sign-ups from this address (`Retry-After`)',
  },
  signedIn: false,
});

export const getUser = doc({
  operationId: 'getUser',
  summary: "A user's profile (your own)",
  responses: {
    200: { description: 'Your profile', document: userDocument },
    404: 'No such user, or someone else',
  },
});

export const updateUser = doc({
  operationId: 'updateUser',
  summary:
    'Update your profile: names, locale, birthdate, timezone, location ({google_place_id} or null), profile_picture_url (your upload), onboarding_step',
  body: { type: 'users', attributes: userUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'Your profile as saved', document: userDocument },
    404: 'No such user, or someone else',
    409: '`data.type` is not users, or `data.id` is not the slug in the path',
    502: 'Google Places (when configured) answered with an error while the location was looked up',
  },
});

export const changePassword = doc({
  operationId: 'changePassword',
  summary:
    'Change your password: `current_password` and the new `password`; ends your other sessions, keeps this one',
  body: { type: 'passwords', attributes: passwordChangeSchema },
  responses: {
    200: { description: 'Your profile', document: userDocument },
    404: 'No such user, or someone else',
    409: '`data.type` is not passwords',
    429: 'Too many attempts (`Retry-After`)',
  },
});

export const createEmailChange = doc({
  operationId: 'createEmailChange',
  summary:
    'Ask to change your e-mail address: `email` and `current_password`; the new address gets a link (POST /api/email_verifications) and counts once it is followed, the old one is told; the same 202 whether or not the new address has an account',
  body: { type: 'email_changes', attributes: emailChangeSchema },
  responses: {
    202: { description: 'Check the new inbox (`meta.message`)', document: messageDocument },
    404: 'No such user, or someone else',
    409: '`data.type` is not email_changes',
    429: 'Too many attempts (`Retry-After`)',
  },
});

export const deleteUser = doc({
  operationId: 'deleteUser',
  summary:
    'Delete your account and every personal record; body `password`; ends the session (cookie cleared). 422 for a wrong password, or the last administrator of an organization',
  body: { type: 'users', attributes: accountDeletionSchema, idRequired: true },
  responses: {
    204: 'Deleted; signed out',
    404: 'No such user, or someone else',
    409: '`data.type` is not users, or `data.id` is not the slug in the path',
    429: 'Too many attempts (`Retry-After`)',
  },
});
