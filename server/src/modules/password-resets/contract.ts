import {
  accountMessageMeta,
  metaDocument,
  passwordResetRequestSchema,
  passwordResetSchema,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';
import { linkOutcomeDocument, sessionDocument } from '../sessions';

/** The password reset routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('session', {});

export type TokenParams = { Params: { token: string } };

export const createPasswordReset = doc({
  operationId: 'createPasswordReset',
  summary:
    'E-mail a password reset link (the same 202 whether the account exists or not); the link signs in only this browser (the `evenkeel_link` cookie set here)',
  body: { type: 'password_resets', attributes: passwordResetRequestSchema },
  responses: {
    202: {
      description: 'A link is on its way if the account exists (`meta.message`)',
      document: metaDocument(accountMessageMeta),
    },
    409: '`data.type` is not password_resets',
    429: 'Too many requests for this address (`Retry-After`)',
  },
});

export const updatePasswordReset = doc({
  operationId: 'updatePasswordReset',
  summary:
    "Choose a new password with the e-mailed token (`data.id` repeats it); voids every other link of the account and ends its sessions. Signs in (the session document) only the browser that asked for the link and never in place of another account's session; elsewhere answers the outcome and the account's address, signing nothing in",
  body: { type: 'password_resets', attributes: passwordResetSchema, idRequired: true },
  responses: {
    200: {
      description:
        'Signed in (your profile and a fresh CSRF token), or, in another browser, what happened and the address to sign in with',
      document: {
        schema: sessionDocument.schema.or(linkOutcomeDocument.schema),
        types: sessionDocument.types,
      },
    },
    404: 'The link is invalid or expired',
    409: '`data.type` is not password_resets, or `data.id` is not the token in the path',
    429: 'Too many attempts (`Retry-After`)',
  },
});
