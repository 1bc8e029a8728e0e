import { PASSWORD_MIN_LENGTH } from '@evenkeel/common';
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane (~60 ms here).
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot import).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of nothing anyone knows: verifying against it costs the same time as a real check. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}`);
  return decoyHash;
}

// zxcvbn-ts's list of the 30,000 most common leaked passwords.
const common = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((word) => word.length >= PASSWORD_MIN_LENGTH)
    .map((word) => word.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}
