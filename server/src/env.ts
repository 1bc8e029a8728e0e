import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * Whether an interface name or address is loopback only: `localhost` (Fastify listens on every
 * address it resolves to, 127.0.0.1 and ::1), 127.0.0.0/8, ::1, or ::ffff:127.x.
 */
export function isLoopbackHost(host: string): boolean {
  const bare = host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1');
  if (bare === 'localhost' || bare === '::1' || bare === '0:0:0:0:0:0:0:1') return true;
  const v4 = bare.replace(/^::ffff:/, '');
  return isIP(v4) === 4 && v4.startsWith('127.');
}

/**
 * The typed environment: every setting the server reads, validated once at start.
 * A bad value stops the process with a message that names the variable.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  // Loopback by default (127.0.0.1 and ::1): `npm start` is not reachable from the network until
  // HOST opens it (issue 26 §4.7, docs/operations.md).
  HOST: z.string().trim().min(1).default('localhost'),
  EVENKEEL_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  EVENKEEL_DEMO_DATA: booleanString.default(true),
  EVENKEEL_ADMIN_EMAIL: z.email().optional(),
  EVENKEEL_ADMIN_PASSWORD: z.string().min(12, 'must be at least 12 characters').optional(),
  EVENKEEL_PUBLIC_URL: z.url().optional(),
  EVENKEEL_ROLE: z.enum(['all', 'web', 'worker']).default('all'),
  EVENKEEL_TRUSTED_ORIGINS: z.string().optional(),
  // Days an invitation can be accepted; a resend starts the count again (decision 0006).
  EVENKEEL_INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  // Proxies whose X-Forwarded-For is believed: addresses and CIDRs, or a hop count (docs/operations.md).
  EVENKEEL_TRUSTED_PROXIES: z
    .string()
    .trim()
    .refine(isTrustedProxies, 'must be a hop count (1, 2…) or comma-separated addresses and CIDRs')
    .optional(),
  // Client addresses the request rate limits do not count (an office's egress on launch day, the
  // browser tests' loopback); sign-in failure limits still apply (docs/operations.md).
  EVENKEEL_RATE_LIMIT_EXEMPT: z
    .string()
    .trim()
    .refine(
      (value) => value.split(',').every((part) => isAddressOrCidr(part.trim())),
      'must be comma-separated addresses and CIDRs',
    )
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Evenkeel <no-reply@evenkeel.localhost>'),
  // Each step of an SMTP conversation is bounded: opening the connection, the server's greeting,
  // and silence at any later step (docs/operations.md, "Outages and workers").
  SMTP_CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  SMTP_GREETING_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  SMTP_SOCKET_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // A worker's claim on an e-mail it is sending, renewed while it sends; a dead worker's e-mails
  // are taken over once it lapses.
  EMAIL_LEASE_SECONDS: z.coerce.number().int().min(2).max(600).default(6),
  // PostgreSQL: bounds on every statement, on a transaction left idle, and on opening a
  // connection; a connection silent past the statement bound is dropped (db/client.ts).
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  // The longest a request may take to arrive whole, headers and body (408 after it): room for
  // the largest upload (5 MB) on a slow connection.
  EVENKEEL_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Web Push (VAPID): both keys or neither; without them a pair is generated and kept in the database.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a URL-safe base64 P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a URL-safe base64 P-256 private key')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional(),
  // More Web Push service host suffixes, comma-separated (checked in modules/push/endpoints.ts).
  EVENKEEL_PUSH_HOSTS: z.string().trim().optional(),
  // Pushes to the native app's devices through OneSignal, when both are set.
  ONESIGNAL_APP_ID: z.string().optional(),
  ONESIGNAL_API_KEY: z.string().optional(),
  ONESIGNAL_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.onesignal.com'),
  // Uploads in an S3-compatible bucket instead of the data folder (docs/operations.md).
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'must be a region name, like eu-west-3 (or auto for R2)')
    .optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: booleanString.optional(),
  S3_ACL: z.enum(['private', 'bucket-owner-full-control', 'none']).optional(),
  // Chat between instances: Redis pub/sub when set (realtime/redis-bus.ts); without it one
  // process serves every socket (docs/operations.md, "Chat across instances").
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  // The pub/sub channel: instances that share it see each other's chat events (one per deployment).
  EVENKEEL_REDIS_CHANNEL: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, 'must be 1–100 letters, digits, and _ : . -')
    .default('evenkeel:chat'),
  // How often an open chat socket's session is looked up again (closed with 4401 once it ended).
  EVENKEEL_SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  // City search through Google Places (API New) instead of the offline GeoNames index.
  GOOGLE_PLACES_KEY: z.string().optional(),
  GOOGLE_PLACES_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Video calls (issue 29, decision 0021): the STUN/TURN servers browsers use, a JSON array of
  // {urls, username?, credential?}; TURN credentials are minted per call from the shared secret
  // (the TURN REST scheme) for every TURN server listed without its own.
  EVENKEEL_ICE_SERVERS: z
    .string()
    .transform((value, context) => parseIceServers(value, context))
    .default([]),
  EVENKEEL_TURN_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  // `relay`: calls go through TURN only, so neither person learns the other's address.
  EVENKEEL_ICE_TRANSPORT_POLICY: z.enum(['all', 'relay']).default('all'),
});

/** An ICE server as configured: the URLs (stun:, stuns:, turn:, turns:) and static credentials, if any. */
export type ConfiguredIceServer = { urls: string[]; username?: string; credential?: string };

const iceServerSchema = z
  .object({
    urls: z
      .union([z.string(), z.array(z.string()).min(1)])
      .transform((urls) => (Array.isArray(urls) ? urls : [urls])),
    username: z.string().optional(),
    credential: z.string().optional(),
  })
  .strict()
  .refine((server) => server.urls.every((url) => /^(stun|stuns|turn|turns):[^\s]+$/.test(url)), {
    message: 'every url must start with stun:, stuns:, turn: or turns:',
  });

function parseIceServers(value: string, context: z.RefinementCtx): ConfiguredIceServer[] {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    context.addIssue({ code: 'custom', message: 'must be a JSON array of {"urls": …}' });
    return z.NEVER;
  }
  const parsed = z.array(iceServerSchema).safeParse(json);
  if (!parsed.success) {
    context.addIssue({
      code: 'custom',
      message: `must be a JSON array of {"urls": …}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    });
    return z.NEVER;
  }
  return parsed.data;
}

/** Where uploads go when S3_* is configured (server/src/storage/s3.ts). */
export type S3Settings = {
  bucket: string;
  region: string;
  /** Scheme and host (and port) of the service, e.g. https://s3.eu-west-3.amazonaws.com. */
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO and most self-hosted servers). */
  forcePathStyle: boolean;
  /** The canned ACL sent with each object, or null for none (buckets with ACLs disabled). */
  acl: 'private' | 'bucket-owner-full-control' | null;
};

export type GooglePlacesSettings = { key: string; baseUrl: string };

const S3_REQUIRED = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
const S3_OPTIONAL = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACL'] as const;

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  trustedOrigins: string[];
  /**
   * Fastify's `trustProxy`: false (the socket's peer is the client), a hop count, or the
   * addresses and CIDRs of the proxies whose X-Forwarded-For is believed.
   */
  trustedProxies: false | number | string[];
  /** Addresses and CIDRs whose requests the rate limits do not count. */
  rateLimitExempt: string[];
  /** Null: uploads stay in `${dataDir}/uploads`. */
  s3: S3Settings | null;
  /** Null: places come from the offline GeoNames index. */
  googlePlaces: GooglePlacesSettings | null;
  /**
   * Others can reach the server: it listens beyond loopback (`HOST`) or runs in production. The
   * demo platform administrator's published password then never works (demo/demo-admin.ts).
   */
  exposed: boolean;
};

/** An address, or an address and a prefix length that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function isTrustedProxies(value: string): boolean {
  if (/^\d+$/.test(value)) return Number(value) >= 1 && Number(value) <= 10;
  const parts = value.split(',').map((part) => part.trim());
  return parts.length > 0 && parts.every(isAddressOrCidr);
}

function trustedProxies(value: string | undefined): Env['trustedProxies'] {
  if (value === undefined) return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((part) => part.trim());
}

/** All four S3 settings or none: a half-configured bucket stops the start, naming what is missing. */
function s3Settings(env: z.infer<typeof envSchema>): S3Settings | null {
  const missing = S3_REQUIRED.filter((name) => !env[name]);
  const anySet = [...S3_REQUIRED, ...S3_OPTIONAL].some((name) => env[name] !== undefined);
  if (!anySet) return null;
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n  S3 storage needs ${S3_REQUIRED.join(', ')}; missing: ${missing.join(', ')}`,
    );
  }
  const region = env.S3_REGION as string;
  return {
    bucket: env.S3_BUCKET as string,
    region,
    endpoint: (env.S3_ENDPOINT ?? `https://s3.${region}.amazonaws.com`).replace(/\/+$/, ''),
    accessKeyId: env.S3_ACCESS_KEY_ID as string,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY as string,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
    acl: env.S3_ACL === 'none' ? null : (env.S3_ACL ?? 'private'),
  };
}

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const emptyAsUnset = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(emptyAsUnset);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  if (Boolean(env.EVENKEEL_ADMIN_EMAIL) !== Boolean(env.EVENKEEL_ADMIN_PASSWORD)) {
    throw new Error(
      'Invalid configuration:\n  EVENKEEL_ADMIN_EMAIL and EVENKEEL_ADMIN_PASSWORD must be set together',
    );
  }
  if (env.EVENKEEL_ROLE !== 'all' && !env.DATABASE_URL) {
    throw new Error(
      'Invalid configuration:\n  EVENKEEL_ROLE=web or worker needs DATABASE_URL: the embedded database belongs to one process',
    );
  }
  const publicUrl = (env.EVENKEEL_PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [
    new URL(publicUrl).origin,
    ...(env.EVENKEEL_TRUSTED_ORIGINS?.split(',').map((origin) => origin.trim()) ?? []),
  ].filter(Boolean);
  if (env.GOOGLE_PLACES_BASE_URL && !env.GOOGLE_PLACES_KEY) {
    throw new Error('Invalid configuration:\n  GOOGLE_PLACES_BASE_URL needs GOOGLE_PLACES_KEY');
  }
  const turnUrls = env.EVENKEEL_ICE_SERVERS.flatMap((server) => server.urls).filter((url) =>
    /^turns?:/.test(url),
  );
  if (env.EVENKEEL_ICE_TRANSPORT_POLICY === 'relay' && turnUrls.length === 0) {
    throw new Error(
      'Invalid configuration:\n  EVENKEEL_ICE_TRANSPORT_POLICY=relay needs a TURN server in EVENKEEL_ICE_SERVERS',
    );
  }
  const googlePlaces = env.GOOGLE_PLACES_KEY
    ? {
        key: env.GOOGLE_PLACES_KEY,
        baseUrl: (env.GOOGLE_PLACES_BASE_URL ?? 'https://places.googleapis.com').replace(/\/+$/, ''),
      }
    : null;
  return {
    ...env,
    dataDir: path.resolve(env.EVENKEEL_DATA_DIR),
    publicUrl,
    trustedOrigins,
    trustedProxies: trustedProxies(env.EVENKEEL_TRUSTED_PROXIES),
    rateLimitExempt: env.EVENKEEL_RATE_LIMIT_EXEMPT?.split(',').map((part) => part.trim()) ?? [],
    s3: s3Settings(env),
    googlePlaces,
    exposed: env.NODE_ENV === 'production' || !isLoopbackHost(env.HOST),
  };
}
