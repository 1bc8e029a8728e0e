import {
  listDocument,
  pushSubscriptionResource,
  pushSubscriptionSchema,
  singleDocument,
  vapidPublicKeyResource,
} from '@evenkeel/common';
import { routeDocs } from '../../http/route-doc';

/** The push routes' contracts (http/route-doc.ts says what each part drives). */
const doc = routeDocs('push');

export type SlugParams = { Params: { slug: string } };

const subscriptionDocument = singleDocument(pushSubscriptionResource);

export const getVapidPublicKey = doc({
  operationId: 'getVapidPublicKey',
  signedIn: false,
  summary:
    'The Web Push application server key (VAPID public key, URL-safe base64) for PushManager.subscribe()',
  responses: {
    200: { description: 'The key (id: current)', document: singleDocument(vapidPublicKeyResource) },
  },
});

export const listPushSubscriptions = doc({
  operationId: 'listPushSubscriptions',
  summary: "Your browsers' push subscriptions, newest first",
  query: { page: true },
  responses: {
    200: { description: 'A page of your subscriptions', document: listDocument(pushSubscriptionResource) },
  },
});

export const createPushSubscription = doc({
  operationId: 'createPushSubscription',
  summary:
    'Register this browser for reminders: `endpoint` (https, a known push service) and `keys` { p256dh, auth } from PushSubscription.toJSON(); the same endpoint again updates it (200). There is no GET of one subscription: `Location` is the list',
  body: { type: 'push_subscriptions', attributes: pushSubscriptionSchema },
  location: '/api/push_subscriptions',
  responses: {
    200: { description: 'That endpoint was known: updated', document: subscriptionDocument },
    201: { description: 'Registered', document: subscriptionDocument },
    409: '`data.type` is not push_subscriptions',
  },
});

export const deletePushSubscription = doc({
  operationId: 'deletePushSubscription',
  summary: 'Stop reminders in that browser (your own subscriptions only)',
  responses: { 204: 'Deleted', 404: 'Not yours, or gone' },
});
