import { ACCOUNT_SEARCH_MIN_LENGTH, accountLockSchema } from '@evenkeel/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { User } from '../../auth/user';
import { accessClientOf } from '../../http/access-client';
import { requireUser } from '../../http/authenticate';
import { tooManyAttempts } from '../../http/errors';
import {
  invalidParameterValue,
  JSONAPI_MEDIA_TYPE,
  parsePage,
  readResource,
  toDocument,
} from '../../http/jsonapi';
import { authorize } from '../../policies';
import { adminAccountAbilities, adminAccountPolicy } from '../../policies/admin-accounts';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { presentAdminAccount } from './presenter';
import {
  accountDetails,
  findAccount,
  lockAccount,
  recordAccountRead,
  resendAccountVerification,
  type SupportActor,
  searchAccounts,
  unlockAccount,
} from './service';

/** The signed-in platform administrator; anyone else gets the 404 of a console that does not exist. */
function requireSupport(request: FastifyRequest): { actor: User; support: SupportActor } {
  const actor = authorize(requireUser(request), adminAccountPolicy.canSupport);
  return {
    actor,
    support: {
      id: actor.id,
      firstName: actor.firstName,
      lastName: actor.lastName,
      ip: request.ip,
      client: accessClientOf(request),
    },
  };
}

export async function adminAccountRoutes(app: FastifyInstance) {
  const { ctx } = app;
  const { db } = ctx;

  const present = async (actor: User, account: User) =>
    presentAdminAccount(account, await accountDetails(db, account.id), adminAccountAbilities(actor, account));

  app.get('/api/accounts', contract.listAdminAccounts, async (request, reply) => {
    const { actor, support } = requireSupport(request);
    const query = request.query as Record<string, unknown>;
    const raw = query['filter[email]'];
    if (typeof raw !== 'string' || raw.trim().length < ACCOUNT_SEARCH_MIN_LENGTH) {
      throw invalidParameterValue('filter[email]');
    }
    const { rows, total } = await searchAccounts(db, raw, parsePage(query));
    await recordAccountRead(db, rows, support);
    const resources = await Promise.all(rows.map((account) => present(actor, account)));
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(resources, { meta: { total } }));
  });

  app.get<SlugParams>('/api/accounts/:slug', contract.getAdminAccount, async (request, reply) => {
    const { actor, support } = requireSupport(request);
    const account = authorize(await findAccount(db, request.params.slug), () => true);
    await recordAccountRead(db, [account], support);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(await present(actor, account)));
  });

  app.post<SlugParams>('/api/accounts/:slug/lock', contract.lockAdminAccount, async (request, reply) => {
    const { actor, support } = requireSupport(request);
    const account = authorize(await findAccount(db, request.params.slug), {
      visible: () => true,
      allowed: (a) => adminAccountPolicy.canLock(actor, a),
    });
    const { reason } = readResource(request, { type: 'account_locks', schema: accountLockSchema });
    const locked = await lockAccount(ctx, account, reason, support);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(await present(actor, locked)));
  });

  app.post<SlugParams>('/api/accounts/:slug/unlock', contract.unlockAdminAccount, async (request, reply) => {
    const { actor, support } = requireSupport(request);
    const account = authorize(await findAccount(db, request.params.slug), {
      visible: () => true,
      allowed: (a) => adminAccountPolicy.canUnlock(actor, a),
    });
    const { reason } = readResource(request, { type: 'account_unlocks', schema: accountLockSchema });
    const unlocked = await unlockAccount(db, account, reason, support);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(await present(actor, unlocked)));
  });

  app.post<SlugParams>(
    '/api/accounts/:slug/verification_emails',
    contract.createAdminAccountVerificationEmail,
    async (request, reply) => {
      const { actor, support } = requireSupport(request);
      const account = authorize(await findAccount(db, request.params.slug), {
        visible: () => true,
        allowed: (a) => adminAccountPolicy.canResendVerification(actor, a),
      });
      const sent = await resendAccountVerification(ctx, account, support);
      if (sent === 'limited') throw tooManyAttempts(60 * 60);
      return reply
        .status(202)
        .type(JSONAPI_MEDIA_TYPE)
        .send({ meta: { message: request.t('server:admin_accounts.verification_sent') } });
    },
  );
}
