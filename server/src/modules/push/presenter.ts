import type { Presented, pushSubscriptionResource, vapidPublicKeyResource } from '@evenkeel/common';
import type { PushSubscriptionRow } from './service';

/** Allow-list: the endpoint identifies the browser to its owner; the keys never leave. */
export function presentSubscription(row: PushSubscriptionRow): Presented<typeof pushSubscriptionResource> {
  return {
    type: 'push_subscriptions',
    id: row.slug,
    endpoint: row.endpoint,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The one application server key (id: current). */
export function presentVapidPublicKey(publicKey: string): Presented<typeof vapidPublicKeyResource> {
  return { type: 'vapid_public_keys', id: 'current', public_key: publicKey };
}
