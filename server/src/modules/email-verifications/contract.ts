import {
  accountClaimSchema,
  accountMessageMeta,
  emailVerificationSchema,
  metaDocument,
} from '@evenkeel/common';
import { z } from 'zod';
import { routeDocs } from '../../http/route-doc';
import { linkOutcomeDocument, sessionDocument } from '../sessions';

/** The e-mail verification and account claim contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('session', {});

/** Asking for a new link: an empty `attributes`. */
export const emailVerificationRequestSchema = z.strictObject({});

export const createEmailVerification = doc({
  operationId: 'createEmailVerification',
  summary:
    "Follow an e-mailed link (`token`): a sign-up's link, in the browser that signed up (its `evenkeel_link` cookie), activates the account with that sign-up's password and signs in (201, `Location` GET /api/session), never in place of another account's session (then 200 with the outcome). In any other browser it activates nothing yet: it answers 200 with outcome `password_needed` and the account's address, and gives this browser alone a 30-minute claim (`evenkeel_claim` cookie) to finish with POST /api/account_claims; the sign-up's links die. An address change's link moves the account to the new address (200); an older confirmation link confirms the address (200). Without `token`, signed in and not yet verified: e-mails a new confirmation link (202; 401 signed out, 409 already verified, 429 more than 5 an hour). 422: invalid, or the new address already has an account",
  // Either body: a link's `token`, or no attribute at all (a new link).
  body: {
    type: 'email_verifications',
    attributes: z.union([emailVerificationSchema, emailVerificationRequestSchema]),
  },
  location: '/api/session',
  responses: {
    201: {
      description: 'Account activated and signed in: your profile and a CSRF token',
      document: sessionDocument,
    },
    200: {
      description:
        'Done, and this browser is not signed in by it: what the link did and the address of its account',
      document: linkOutcomeDocument,
    },
    202: {
      description: 'A new confirmation link is on its way (`meta.message`)',
      document: metaDocument(accountMessageMeta),
    },
    401: 'Signed out (asking for a new link)',
    404: 'The link is invalid or expired',
    409: 'Already verified, or `data.type` is not email_verifications',
    429: 'Too many links asked for (`Retry-After`)',
  },
});

export const createAccountClaim = doc({
  operationId: 'createAccountClaim',
  summary:
    "Finish a sign-up whose link was opened in this browser but not made in it (its `evenkeel_claim` cookie): with the password chosen when signing up (`password`) or a new one (`new_password`, allowed because the link proved the address). The account is activated with that password, every other session and link of it ends, and this browser is signed in (201). 404: no claim, or it expired; 422: not the sign-up's password, or the new one is refused",
  body: { type: 'account_claims', attributes: accountClaimSchema },
  location: '/api/session',
  responses: {
    201: {
      description: 'Account activated and signed in: your profile and a CSRF token',
      document: sessionDocument,
    },
    404: 'No claim in this browser, or it expired',
    409: '`data.type` is not account_claims',
    422: "Not the sign-up's password, or the new password is refused",
    429: 'Too many attempts (`Retry-After`)',
  },
});
