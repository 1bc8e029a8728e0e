import { signInSchema } from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';
import { sessionDocument } from './start-session';

/** The sessions routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('session', { signedIn: false });

export const getSession = doc({
  operationId: 'getSession',
  summary:
    'The signed-in user, and a CSRF token in `meta.csrf_token` (also when signed out: the 401 carries it)',
  responses: {
    200: { description: 'Signed in: your own profile', document: sessionDocument },
    401: 'Signed out (`meta.csrf_token` still given, `WWW-Authenticate`)',
  },
});

export const createSession = doc({
  operationId: 'createSession',
  summary:
    'Sign in (a new session cookie; optional device fields register a native-app device). `Location` is GET /api/session',
  body: { type: 'sessions', attributes: signInSchema },
  location: '/api/session',
  responses: {
    201: { description: 'Signed in: your own profile and a fresh CSRF token', document: sessionDocument },
    401: 'Wrong e-mail or password',
    403: 'The right password, but the account is locked by a platform administrator (`account_locked`)',
    409: '`data.type` is not sessions',
    429: 'Too many failed attempts for this account, or for this address (`Retry-After`)',
  },
});

export const deleteSession = doc({
  operationId: 'deleteSession',
  summary: 'Sign out (the cookie is cleared); `device_token` also unregisters that native-app device',
  query: {
    params: {
      device_token: {
        description: "The native app's device token (OneSignal): that device stops receiving notifications",
      },
    },
  },
  responses: { 204: 'Signed out (also when no session was open)' },
});

export const signOutForm = doc({
  operationId: 'signOutForm',
  summary:
    'Classic form sign-out (native app links add `device_token`): clears the session and redirects to /sign-in with a toast',
  otherBody: {
    mediaType: 'application/x-www-form-urlencoded',
    schema: {
      type: 'object',
      required: ['authenticity_token'],
      properties: {
        authenticity_token: { type: 'string', description: 'The CSRF token (`meta.csrf_token`)' },
        device_token: { type: 'string', description: "The native app's device token to unregister" },
      },
    },
  },
  responses: { 303: { description: 'Signed out: to /sign-in', redirect: true } },
});
