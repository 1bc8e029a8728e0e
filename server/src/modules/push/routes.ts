import { pushSubscriptionSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { notFound, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import { vapidDetails } from './config';
import type { SlugParams } from './contract';
import * as contract from './contract';
import { pushEndpointProblem, pushHosts } from './endpoints';
import { presentSubscription, presentVapidPublicKey } from './presenter';
import { deleteSubscription, listSubscriptions, saveSubscription } from './service';

export async function pushRoutes(app: FastifyInstance) {
  const { db, env } = app.ctx;

  app.get('/api/push/vapid_public_key', contract.getVapidPublicKey, async (_request, reply) => {
    const { publicKey } = await vapidDetails(db, env);
    return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentVapidPublicKey(publicKey)));
  });

  app.get('/api/push_subscriptions', contract.listPushSubscriptions, async (request, reply) => {
    const actor = requireUser(request);
    const page = parsePage(request.query as Record<string, unknown>);
    const { rows, total } = await listSubscriptions(db, actor.id, page);
    return reply
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(rows.map(presentSubscription), { meta: { total } }));
  });

  app.post('/api/push_subscriptions', contract.createPushSubscription, async (request, reply) => {
    const actor = requireUser(request);
    const input = readResource(request, { type: 'push_subscriptions', schema: pushSubscriptionSchema });
    // The server will post to this URL: only a known push service's host (endpoints.ts).
    const problem = pushEndpointProblem(input.endpoint, pushHosts(env));
    if (problem) {
      throw validationFailed([
        {
          field: 'endpoint',
          pointer: '/data/attributes/endpoint',
          message: request.t(
            problem === 'scheme' ? 'validation.push_endpoint_https' : 'validation.push_endpoint_host',
          ),
        },
      ]);
    }
    const { row, created } = await saveSubscription(db, actor.id, input);
    return reply
      .status(created ? 201 : 200)
      .type(JSONAPI_MEDIA_TYPE)
      .send(toDocument(presentSubscription(row)));
  });

  app.delete<SlugParams>(
    '/api/push_subscriptions/:slug',
    contract.deletePushSubscription,
    async (request, reply) => {
      const actor = requireUser(request);
      if (!(await deleteSubscription(db, actor.id, request.params.slug))) throw notFound();
      return reply.status(204).send();
    },
  );
}
