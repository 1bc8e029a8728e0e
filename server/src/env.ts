import path from 'node:path';
import { z } from 'zod';

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
  HOST: z.string().default('0.0.0.0'),
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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().default('Evenkeel <no-reply@evenkeel.localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = z.infer<typeof envSchema> & {
  dataDir: string;
  publicUrl: string;
  trustedOrigins: string[];
};

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
  return { ...env, dataDir: path.resolve(env.EVENKEEL_DATA_DIR), publicUrl, trustedOrigins };
}
