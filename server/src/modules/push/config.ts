import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../../db/client';
import { serverSecrets } from '../../db/schema';
import type { Env } from '../../env';
import { pushHostsProblem } from './endpoints';

export type VapidDetails = { subject: string; publicKey: string; privateKey: string };
export type OneSignalSettings = { appId: string; apiKey: string; baseUrl: string };

/**
 * OneSignal for the native app's devices when both settings are given, else null (skipped).
 * A half configuration stops the start, like the other paired settings.
 */
export function oneSignalSettings(env: Env): OneSignalSettings | null {
  if (Boolean(env.ONESIGNAL_APP_ID) !== Boolean(env.ONESIGNAL_API_KEY)) {
    throw new Error('Invalid configuration:\n  ONESIGNAL_APP_ID and ONESIGNAL_API_KEY must be set together');
  }
  if (!env.ONESIGNAL_APP_ID || !env.ONESIGNAL_API_KEY) return null;
  return {
    appId: env.ONESIGNAL_APP_ID,
    apiKey: env.ONESIGNAL_API_KEY,
    baseUrl: env.ONESIGNAL_API_URL.replace(/\/+$/, ''),
  };
}

/** Fails the start on half a VAPID key pair or a bad EVENKEEL_PUSH_HOSTS. */
export function checkPushConfiguration(env: Env): void {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const hostsProblem = env.EVENKEEL_PUSH_HOSTS
    ? pushHostsProblem(env.EVENKEEL_PUSH_HOSTS, env.NODE_ENV === 'production')
    : null;
  if (hostsProblem) throw new Error(`Invalid configuration:\n  EVENKEEL_PUSH_HOSTS: ${hostsProblem}`);
  oneSignalSettings(env);
}

/**
 * A secret generated once and kept in `server_secrets`: the first instance to start writes it,
 * every other one (and every restart) reads the same value.
 */
export async function serverSecret(db: Db, name: string, generate: () => string): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`server secret ${name} missing`);
  return row.value;
}

const cache = new WeakMap<Db, Map<string, Promise<unknown>>>();
function cached<T>(db: Db, name: string, load: () => Promise<T>): Promise<T> {
  let entries = cache.get(db);
  if (!entries) {
    entries = new Map();
    cache.set(db, entries);
  }
  let value = entries.get(name) as Promise<T> | undefined;
  if (!value) {
    value = load();
    // A failed load (database down) is tried again next time.
    value.catch(() => entries?.delete(name));
    entries.set(name, value);
  }
  return value;
}

/** "Evenkeel <no-reply@x>" → "mailto:no-reply@x": the contact push services see in the VAPID token. */
function subjectFrom(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = env.MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}

/**
 * The VAPID key pair: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured; otherwise
 * generated on first start and stored in the database (docs/reminders.md), so subscriptions
 * made before a restart keep working.
 */
export function vapidDetails(db: Db, env: Env): Promise<VapidDetails> {
  const subject = subjectFrom(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return Promise.resolve({ subject, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY });
  }
  return cached(db, 'vapid', async () => {
    const stored = await serverSecret(db, 'vapid', () => JSON.stringify(webpush.generateVAPIDKeys()));
    const keys = JSON.parse(stored) as { publicKey: string; privateKey: string };
    return { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  });
}

/** The HMAC key of unsubscribe links (32 random bytes), generated on first use and kept. */
export function unsubscribeKey(db: Db): Promise<Buffer> {
  return cached(db, 'unsubscribe', async () =>
    Buffer.from(
      await serverSecret(db, 'reminders_unsubscribe_key', () => randomBytes(32).toString('base64url')),
      'base64url',
    ),
  );
}
