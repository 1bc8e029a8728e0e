import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from './storage';

/** Where the app serves a stored file (`GET /uploads/<storage key>`, modules/uploads/routes.ts). */
export const UPLOAD_URL_PREFIX = '/uploads/';
export const uploadUrl = (upload: { storageKey: string }) => `${UPLOAD_URL_PREFIX}${upload.storageKey}`;

/** After commit: removes files whose rows are gone. A failure is logged, never fatal. */
export async function removeFiles(storage: Storage, keys: string[], log: FastifyBaseLogger): Promise<void> {
  for (const key of keys) {
    try {
      await storage.delete(key);
    } catch (error) {
      log.error({ err: error, key }, 'upload file not removed');
    }
  }
}
