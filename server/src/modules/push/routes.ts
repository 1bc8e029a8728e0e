import {
  listDocument,
  pushSubscriptionResource,
  pushSubscriptionSchema,
  singleDocument,
  vapidPublicKeyResource,
} from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { notFound, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, parsePage, readResource, toDocument } from '../../http/jsonapi';
import type { RouteDoc } from '../../http/route-doc';
import { vapidDetails } from './config';
import { pushEndpointProblem, pushHosts } from './endpoints';
import { presentSubscription, presentVapidPublicKey } from './presenter';
import { deleteSubscription, listSubscriptions, saveSubscription } from './service';

type SlugParams = { Params: { slug: string } };

const subscriptionDocument = singleDocument(pushSubscriptionResource);

const vapidKeyDoc: RouteDoc = {
  operationId: 'getVapidPublicKey',
  tag: 'push',
  summary:
    'The Web Push application server key (VAPID public key, URL-safe base64) for PushManager.subscribe()',
  responses: {
    200: { description: 'The key (id: current)', document: singleDocument(vapidPublicKeyResource) },
  },
};

const listDoc: RouteDoc = {
  operationId: 'listPushSubscriptions',
  tag: 'push',
  summary: "Your browsers' push subscriptions, newest first",
  signedIn: true,
  query: { page: true },
  responses: {
    200: { description: 'A page of your subscriptions', document: listDocument(pushSubscriptionResource) },
  },
};

const createDoc: RouteDoc = {
  operationId: 'createPushSubscription',
  tag: 'push',
  summary:
    'Register this browser for reminders: `endpoint` (https, a known push service) and `keys` { p256dh, auth } from PushSubscription.toJSON(); the same endpoint again updates it (200). There is no GET of one subscription: `Location` is the list',
  signedIn: true,
  body: { type: 'push_subscriptions', attributes: pushSubscriptionSchema },
  location: '/api/push_subscriptions',
  responses: {
    200: { description: 'That endpoint was known: updated', document: subscriptionDocument },
    201: { description: 'Registered', document: subscriptionDocument },
    409: '`data.type` is not push_subscriptions',
  },
};

const deleteDoc: RouteDoc = {
  operationId: 'deletePushSubscription',
  tag: 'push',
  summary: 'Stop reminders in that browser (your own subscriptions only)',
  signedIn: true,
  responses: { 204: 'Deleted', 404: 'Not yours, or gone' },
};

export async function pushRoutes(app: FastifyInstance) {
  const { db, env } = app.ctx;

  app.get(
    '/api/push/vapid_public_key',
    {
      config: {
        openapi: vapidKeyDoc,
      },
    },
    async (_request, reply) => {
      const { publicKey } = await vapidDetails(db, env);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(presentVapidPublicKey(publicKey)));
    },
  );

  app.get(
    '/api/push_subscriptions',
    {
      config: {
        openapi: listDoc,
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const page = parsePage(request.query as Record<string, unknown>);
      const { rows, total } = await listSubscriptions(db, actor.id, page);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument(rows.map(presentSubscription), { meta: { total } }));
    },
  );

  app.post(
    '/api/push_subscriptions',
    {
      config: {
        openapi: createDoc,
      },
    },
    async (request, reply) => {
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
    },
  );

  app.delete<SlugParams>(
    '/api/push_subscriptions/:slug',
    {
      config: {
        openapi: deleteDoc,
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      if (!(await deleteSubscription(db, actor.id, request.params.slug))) throw notFound();
      return reply.status(204).send();
    },
  );
}
