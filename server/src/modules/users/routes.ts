import {
  ACCOUNT_DELETIONS_PER_15_MINUTES,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource, toDocument } from '../../http/jsonapi';
import { bindLinkBrowser } from '../../http/link-browser';
import type { RouteDoc } from '../../http/route-doc';
import { verifyPassword } from '../../lib/passwords';
import { queueDelivery } from '../../mail/outbox';
import { authorize, userPolicy } from '../../policies';
import { removeFiles } from '../uploads/service';
import { changePassword, requestEmailChange } from './account-changes';
import { deleteAccount } from './deletion';
import { presentCurrentUser } from './presenter';
import { updateProfile } from './profile';
import { findUserBySlug, signUp } from './service';
import type { SignUpLimit } from './sign-up-limit';
/** Password and e-mail changes together (each checks the current password), per address and account. */
export const ACCOUNT_CHANGES_PER_15_MINUTES = 10;

const userDocument = singleDocument(currentUserResource);
const messageDocument = metaDocument(accountMessageMeta);

const signUpDoc: RouteDoc = {
  operationId: 'createUser',
  tag: 'users',
  summary:
    'Sign up: the same 202 whether or not the address has an account (no session); the e-mailed link activates a new account and signs in this browser only (the `evenkeel_link` cookie set here; POST /api/email_verifications), the owner of an existing one is told',
  body: { type: 'users', attributes: signUpSchema },
  responses: {
    202: { description: 'Check your inbox (`meta.message`)', document: messageDocument },
    429: 'Too many sign-ups from this address (`Retry-After`)',
  },
};

const getUserDoc: RouteDoc = {
  operationId: 'getUser',
  tag: 'users',
  summary: "A user's profile (your own)",
  signedIn: true,
  responses: {
    200: { description: 'Your profile', document: userDocument },
    404: 'No such user, or someone else',
  },
};

const updateUserDoc: RouteDoc = {
  operationId: 'updateUser',
  tag: 'users',
  summary:
    'Update your profile: names, locale, birthdate, timezone, location ({google_place_id} or null), profile_picture_url (your upload), onboarding_step',
  signedIn: true,
  body: { type: 'users', attributes: userUpdateSchema, idRequired: true },
  responses: {
    200: { description: 'Your profile as saved', document: userDocument },
    404: 'No such user, or someone else',
    409: '`data.type` is not users, or `data.id` is not the slug in the path',
    502: 'Google Places (when configured) answered with an error while the location was looked up',
  },
};

const changePasswordDoc: RouteDoc = {
  operationId: 'changePassword',
  tag: 'users',
  summary:
    'Change your password: `current_password` and the new `password`; ends your other sessions, keeps this one',
  signedIn: true,
  body: { type: 'passwords', attributes: passwordChangeSchema },
  responses: {
    200: { description: 'Your profile', document: userDocument },
    404: 'No such user, or someone else',
    409: '`data.type` is not passwords',
    429: 'Too many attempts (`Retry-After`)',
  },
};

const emailChangeDoc: RouteDoc = {
  operationId: 'createEmailChange',
  tag: 'users',
  summary:
    'Ask to change your e-mail address: `email` and `current_password`; the new address gets a link (POST /api/email_verifications) and counts once it is followed, the old one is told; the same 202 whether or not the new address has an account',
  signedIn: true,
  body: { type: 'email_changes', attributes: emailChangeSchema },
  responses: {
    202: { description: 'Check the new inbox (`meta.message`)', document: messageDocument },
    404: 'No such user, or someone else',
    409: '`data.type` is not email_changes',
    429: 'Too many attempts (`Retry-After`)',
  },
};

const deleteUserDoc: RouteDoc = {
  operationId: 'deleteUser',
  tag: 'users',
  summary:
    'Delete your account and every personal record; body `password`; ends the session (cookie cleared). 422 for a wrong password, or the last administrator of an organization',
  signedIn: true,
  body: { type: 'users', attributes: accountDeletionSchema, idRequired: true },
  responses: {
    204: 'Deleted; signed out',
    404: 'No such user, or someone else',
    409: '`data.type` is not users, or `data.id` is not the slug in the path',
    429: 'Too many attempts (`Retry-After`)',
  },
};

export async function userRoutes(app: FastifyInstance, { signUpLimit }: { signUpLimit: SignUpLimit }) {
  app.post(
    '/api/users',
    {
      // Counted with the sign-up form's posts (users/sign-up-limit.ts), before the body is read.
      onRequest: signUpLimit,
      config: { openapi: signUpDoc },
    },
    async (request, reply) => {
      const input = readResource(request, { type: 'users', schema: signUpSchema });
      const { emailId } = await signUp(
        app.ctx,
        input,
        request.locale,
        request.ip,
        bindLinkBrowser(request, reply),
      );
      await queueDelivery(app.ctx.jobs, emailId);
      return reply
        .status(202)
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { message: request.t('server:sign_up.check_inbox') } });
    },
  );

  app.get<{ Params: { slug: string } }>(
    '/api/users/:slug',
    {
      config: {
        openapi: getUserDoc,
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const subject = authorize(await findUserBySlug(app.ctx.db, request.params.slug), (row) =>
        userPolicy.canRead(actor, row),
      );
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCurrentUser(subject, request.roleNames)));
    },
  );

  app.patch<{ Params: { slug: string } }>(
    '/api/users/:slug',
    {
      config: {
        openapi: updateUserDoc,
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      authorize(await findUserBySlug(app.ctx.db, request.params.slug), (row) =>
        userPolicy.canUpdate(actor, row),
      );
      const input = readResource(request, {
        type: 'users',
        schema: userUpdateSchema,
        id: request.params.slug,
      });
      const { user: updated, removedFiles } = await updateProfile(app.ctx, actor, input, request);
      await removeFiles(app.ctx.storage, removedFiles, request.log);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCurrentUser(updated, request.roleNames)));
    },
  );

  // Changing a sign-in detail checks a password: limited like sign-in, per address and account.
  // One limiter for both routes, so one allowance of password guesses: each route's own
  // `config.rateLimit` would get a store of its own from @fastify/rate-limit (twice the guesses).
  // Counted once the session is checked (preHandler), as before.
  const accountChangeLimit = app.rateLimit({
    max: ACCOUNT_CHANGES_PER_15_MINUTES,
    timeWindow: '15 minutes',
    keyGenerator: (request: FastifyRequest) =>
      `account-change:${request.ip}:${(request.params as { slug?: string }).slug ?? ''}`,
  });

  app.put<{ Params: { slug: string } }>(
    '/api/users/:slug/password',
    {
      preHandler: accountChangeLimit,
      config: { openapi: changePasswordDoc },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      authorize(await findUserBySlug(app.ctx.db, request.params.slug), (row) =>
        userPolicy.canUpdate(actor, row),
      );
      const input = readResource(request, { type: 'passwords', schema: passwordChangeSchema });
      const sessionId = request.session?.id ?? '';
      const updated = await changePassword(app.ctx, actor, sessionId, input, request.locale, request.ip);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCurrentUser(updated, request.roleNames)));
    },
  );

  app.post<{ Params: { slug: string } }>(
    '/api/users/:slug/email_changes',
    {
      preHandler: accountChangeLimit,
      config: { openapi: emailChangeDoc },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      authorize(await findUserBySlug(app.ctx.db, request.params.slug), (row) =>
        userPolicy.canUpdate(actor, row),
      );
      const input = readResource(request, { type: 'email_changes', schema: emailChangeSchema });
      const emailIds = await requestEmailChange(app.ctx, actor, input, request.locale, request.ip);
      for (const emailId of emailIds) await queueDelivery(app.ctx.jobs, emailId);
      return reply
        .status(202)
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { message: request.t('server:email_change.sent') } });
    },
  );

  app.delete<{ Params: { slug: string } }>(
    '/api/users/:slug',
    {
      config: {
        // Each attempt checks a password: limited like sign-in.
        rateLimit: {
          max: ACCOUNT_DELETIONS_PER_15_MINUTES,
          timeWindow: '15 minutes',
          hook: 'preHandler',
          keyGenerator: (request) => `${request.ip}:${(request.params as { slug?: string }).slug ?? ''}`,
        },
        openapi: deleteUserDoc,
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      authorize(await findUserBySlug(app.ctx.db, request.params.slug), (row) =>
        userPolicy.canUpdate(actor, row),
      );
      const input = readResource(request, {
        type: 'users',
        schema: accountDeletionSchema,
        id: request.params.slug,
      });
      if (!(await verifyPassword(actor.passwordHash, input.password))) {
        throw validationFailed([
          {
            field: 'password',
            pointer: '/data/attributes/password',
            message: request.t('validation.password_incorrect'),
          },
        ]);
      }
      const files = await deleteAccount(app.ctx, actor);
      await removeFiles(app.ctx.storage, files, request.log);
      reply.clearSessionCookie();
      return reply.status(204).send();
    },
  );
}
