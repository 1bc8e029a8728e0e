import path from 'node:path';
import type { Env } from '../env';
import { S3Storage } from './s3';
import { LocalStorage, type Storage } from './storage';

/** The bucket when S3_* is configured, else `${EVENKEEL_DATA_DIR}/uploads`. */
export function createStorage(env: Env): Storage {
  return env.s3 ? new S3Storage(env.s3) : new LocalStorage(path.join(env.dataDir, 'uploads'));
}
