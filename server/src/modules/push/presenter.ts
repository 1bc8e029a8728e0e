import type { Resource } from '../../http/jsonapi';
import type { PushSubscriptionRow } from './service';

/** Allow-list: the endpoint identifies the browser to its owner; the keys never leave. */
export function presentSubscription(row: PushSubscriptionRow): Resource {
  return {
    type: 'push_subscriptions',
    id: row.slug,
    endpoint: row.endpoint,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
