import { z } from 'zod';
import type { AppContext } from '../context';
import { purgeOldAccessRecords } from '../modules/access-records/service';
import type { JobDefinition } from './queue';

/**
 * Daily: "who saw my data" records whose latest read is older than a year go
 * (`ACCESS_RECORD_KEEP_DAYS`, docs/access-log.md). Each row carries its own date, so a restart or
 * a missed day only delays the purge.
 */
export function accessRecordPurgeJob(ctx: AppContext) {
  return {
    name: 'access-records.purge',
    payload: z.unknown(),
    cron: '41 4 * * *',
    async handle() {
      await purgeOldAccessRecords(ctx.db);
    },
  } satisfies JobDefinition;
}
