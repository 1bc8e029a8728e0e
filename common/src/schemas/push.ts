import { z } from 'zod';
import { PUSH_ENDPOINT_MAX_LENGTH } from '../limits';

// common/ is typed without DOM or Node types; browsers and Node both provide WHATWG URL.
declare const URL: new (
  input: string,
) => { protocol: string; hostname: string; username: string; password: string };

/** URL-safe base64 without padding, as `PushSubscription.toJSON()` gives the keys. */
const base64url = (min: number, max: number) =>
  z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${min},${max}}={0,2}$`));

/**
 * A browser's push subscription (`PushSubscription.toJSON()`), for POST /api/push_subscriptions.
 * The server posts to `endpoint`, so only https URLs to a named host are accepted (no address
 * literals, no localhost); keys are the browser's P-256 public key and 16-byte auth secret.
 */
export const pushSubscriptionSchema = z.strictObject({
  endpoint: z
    .string()
    .max(PUSH_ENDPOINT_MAX_LENGTH)
    .refine(isPushServiceUrl, { error: 'validation.push_endpoint_https' }),
  keys: z.strictObject({
    p256dh: base64url(80, 100),
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

function isPushServiceUrl(value: string): boolean {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const host = url.hostname;
  return (
    url.protocol === 'https:' &&
    !url.username &&
    !url.password &&
    host.includes('.') &&
    !host.startsWith('[') &&
    !/^[\d.]+$/.test(host) &&
    host !== 'localhost' &&
    !host.endsWith('.localhost')
  );
}
