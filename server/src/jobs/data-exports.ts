import { z } from 'zod';
import type { AppContext } from '../context';
import {
  BUILD_DATA_EXPORT,
  buildExport,
  EXPORT_BUILD_ATTEMPTS,
  expireExports,
} from '../modules/data-exports';
import type { JobDefinition } from './queue';

/**
 * Builds one member's export (modules/data-exports/build.ts). The job lives in the queue's
 * tables, so a restart finds it again; a build that fails is retried with backoff, and the row
 * counts its attempts (`failed` after the last). A big export takes a while: a worker that died
 * holding one gives it back after 15 minutes.
 */
export function dataExportBuildJob(ctx: AppContext) {
  return {
    name: BUILD_DATA_EXPORT,
    payload: z.object({ exportId: z.number().int() }),
    retryLimit: EXPORT_BUILD_ATTEMPTS - 1,
    retryDelaySeconds: 30,
    batchSize: 1,
    expireInSeconds: 15 * 60,
    async handle({ exportId }) {
      await buildExport(ctx, exportId);
    },
  } satisfies JobDefinition;
}

/** Hourly: the files of exports past their 7 days are deleted (status `expired`). */
export function dataExportExpiryJob(ctx: AppContext) {
  return {
    name: 'data_exports.expire',
    payload: z.unknown(),
    cron: '23 * * * *',
    async handle() {
      await expireExports(ctx);
    },
  } satisfies JobDefinition;
}
