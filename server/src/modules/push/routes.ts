import { pushSubscriptionSchema } from '@evenkeel/common';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../http/authenticate';
import { notFound, validationFailed } from '../../http/errors';
import { JSONAPI_MEDIA_TYPE, readResource, toDocument } from '../../http/jsonapi';
import { vapidDetails } from './config';
import { pushEndpointProblem, pushHosts } from './endpoints';
import { presentSubscription } from './presenter';
import { deleteSubscription, listSubscriptions, saveSubscription } from './service';

type SlugParams = { Params: { slug: string } };

export async function pushRoutes(app: FastifyInstance) {
  const { db, env } = app.ctx;

  app.get(
    '/api/push/vapid_public_key',
    {
      config: {
        openapi: {
          tag: 'push',
          summary:
            'The Web Push application server key (VAPID public key, URL-safe base64) for PushManager.subscribe()',
          responses: { 200: 'vapid_public_keys (id: current), attribute public_key' },
        },
      },
    },
    async (_request, reply) => {
      const { publicKey } = await vapidDetails(db, env);
      return reply
        .type(JSONAPI_MEDIA_TYPE)
        .send(toDocument({ type: 'vapid_public_keys', id: 'current', public_key: publicKey }));
    },
  );

  app.get(
    '/api/push_subscriptions',
    {
      config: {
        openapi: {
          tag: 'push',
          summary: "Your browsers' push subscriptions (endpoint, created_at, updated_at), newest first",
          signedIn: true,
          responses: { 200: 'push_subscriptions', 401: 'signed out' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const rows = await listSubscriptions(db, actor.id);
      return reply.type(JSONAPI_MEDIA_TYPE).send(toDocument(rows.map(presentSubscription)));
    },
  );

  app.post(
    '/api/push_subscriptions',
    {
      config: {
        openapi: {
          tag: 'push',
          summary:
            'Register this browser for reminders: `endpoint` (https) and `keys` { p256dh, auth } from PushSubscription.toJSON(); the same endpoint again updates it',
          signedIn: true,
          resourceType: 'push_subscriptions',
          attributes: pushSubscriptionSchema,
          responses: { 200: 'updated', 201: 'created', 401: 'signed out', 422: 'invalid' },
        },
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
        openapi: {
          tag: 'push',
          summary: 'Stop reminders in that browser (your own subscriptions only)',
          signedIn: true,
          responses: { 204: 'deleted', 401: 'signed out', 404: 'not yours or gone' },
        },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      if (!(await deleteSubscription(db, actor.id, request.params.slug))) throw notFound();
      return reply.status(204).send();
    },
  );
}
