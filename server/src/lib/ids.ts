import { createHash, randomBytes } from 'node:crypto';

/** Public identifier for a resource (JSON:API `id`): 96 random bits, URL-safe. */
export function newSlug(): string {
  return randomBytes(12).toString('base64url');
}

/** A secret for links and sessions: 256 random bits. Only its hash is stored. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
