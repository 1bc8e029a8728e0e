import type { Flat, pushSubscriptionResource, vapidPublicKeyResource } from '@evenkeel/common';
import { PUSH_SUBSCRIPTIONS_MAX } from '@evenkeel/common/limits';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type PushSubscriptionResource = Flat<typeof pushSubscriptionResource>;

/** Where this browser stands: no push at all, notifications blocked, or on/off for this member. */
export type BrowserPushState = 'unsupported' | 'denied' | 'on' | 'off';

export class PermissionRefused extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`notification permission ${permission}`);
  }
}

export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key (URL-safe base64) as PushManager.subscribe() wants it. */
function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const bytes = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(bytes.length));
  for (let i = 0; i < bytes.length; i++) out[i] = bytes.charCodeAt(i);
  return out;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

async function mySubscriptions(): Promise<PushSubscriptionResource[]> {
  // A member keeps PUSH_SUBSCRIPTIONS_MAX browsers at most: one page holds them all.
  const query = { 'page[size]': PUSH_SUBSCRIPTIONS_MAX };
  return (
    (await apiRequest<PushSubscriptionResource[]>('GET', '/api/push_subscriptions', { query })).data ?? []
  );
}

/** On only when this browser's subscription is registered for the signed-in member. */
async function readState(): Promise<BrowserPushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await currentSubscription();
  if (!subscription || Notification.permission !== 'granted') return 'off';
  const mine = await mySubscriptions();
  return mine.some((row) => row.endpoint === subscription.endpoint) ? 'on' : 'off';
}

async function turnOn(): Promise<void> {
  // Asked only now, when the member turns the switch on.
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PermissionRefused(permission);
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const key = (await apiRequest<Flat<typeof vapidPublicKeyResource>>('GET', '/api/push/vapid_public_key'))
    .data.public_key;
  let subscription = await registration.pushManager.getSubscription();
  const options = { userVisibleOnly: true, applicationServerKey: applicationServerKey(key) };
  try {
    subscription ??= await registration.pushManager.subscribe(options);
  } catch {
    // A subscription made with another key (the server's keys changed) must be replaced.
    await (await registration.pushManager.getSubscription())?.unsubscribe();
    subscription = await registration.pushManager.subscribe(options);
  }
  const json = subscription.toJSON();
  await apiRequest('POST', '/api/push_subscriptions', {
    body: {
      type: 'push_subscriptions',
      attributes: { endpoint: json.endpoint, keys: { p256dh: json.keys?.p256dh, auth: json.keys?.auth } },
    },
  });
}

async function turnOff(): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const mine = (await mySubscriptions()).find((row) => row.endpoint === subscription.endpoint);
  if (mine) await apiRequest('DELETE', `/api/push_subscriptions/${mine.id}`);
  await subscription.unsubscribe();
}

const KEY = queryKeys.browserPush;

export function useBrowserPushState() {
  return useQuery({ queryKey: KEY, queryFn: readState });
}

export function useSetBrowserPush() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) => (on ? turnOn() : turnOff()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }),
  });
}
