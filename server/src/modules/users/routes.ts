import {
  ACCOUNT_DELETIONS_PER_15_MINUTES,
  accountDeletionSchema,
  emailChangeSchema,
  passwordChangeSchema,
  signUpSchema,
  userUpdateSchema,
} from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource, toDocument } from '../../http/jsonapi';
import { bindLinkBrowser } from '../../http/link-browser';
import { verifyPassword } from '../../lib/passwords';
import { authorize, userPolicy } from '../../policies';
import { removeFiles } from '../../storage/files';
import { changePassword, requestEmailChange } from './account-changes';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { deleteAccount } from './deletion';
import { presentCurrentUser } from './presenter';
import { updateProfile } from './profile';
import { findUserBySlug, signUp } from './service';
import type { SignUpLimit } from './sign-up-limit';

/** Password and e-mail changes together (each checks the current password), per address and account. */
export const ACCOUNT_CHANGES_PER_15_MINUTES = 10;

export async function userRoutes(app: FastifyInstance, { signUpLimit }: { signUpLimit: SignUpLimit }) {
  app.post(
    '/api/users',
    {
      // Counted with the sign-up form's posts (users/sign-up-limit.ts), before the body is read.
      onRequest: signUpLimit,
      ...contract.createUser,
    },
    async (request, reply) => {
      const input = readResource(request, { type: 'users', schema: signUpSchema });
      await signUp(app.ctx, input, request.locale, request.ip, bindLinkBrowser(request, reply));
      return reply
        .status(202)
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { message: request.t('server:sign_up.check_inbox') } });
    },
  );

  app.get<SlugParams>('/api/users/:slug', contract.getUser, async (request, reply) => {
    const actor = requireUser(request);
    const subject = authorize(await findUserBySlug(app.ctx.db, request.params.slug), (row) =>
      userPolicy.canRead(actor, row),
    );
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentCurrentUser(subject, request.roleNames)));
  });

  app.patch<SlugParams>('/api/users/:slug', contract.updateUser, async (request, reply) => {
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
  });

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

  app.put<SlugParams>(
    '/api/users/:slug/password',
    {
      preHandler: accountChangeLimit,
      ...contract.changePassword,
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

  app.post<SlugParams>(
    '/api/users/:slug/email_changes',
    {
      preHandler: accountChangeLimit,
      ...contract.createEmailChange,
    },
    async (request, reply) => {
      const actor = requireUser(request);
      authorize(await findUserBySlug(app.ctx.db, request.params.slug), (row) =>
        userPolicy.canUpdate(actor, row),
      );
      const input = readResource(request, { type: 'email_changes', schema: emailChangeSchema });
      await requestEmailChange(app.ctx, actor, input, request.locale, request.ip);
      return reply
        .status(202)
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { message: request.t('server:email_change.sent') } });
    },
  );

  app.delete<SlugParams>(
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
        ...contract.deleteUser.config,
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
