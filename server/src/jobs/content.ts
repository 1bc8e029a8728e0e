import { z } from 'zod';
import type { AppContext } from '../context';
import { purgeDeletedItems } from '../modules/content/service';
import type { JobDefinition } from './queue';

/**
 * Daily: deleted articles and tips whose 30 days have passed go for good
 * (modules/content/service.ts). The schedule lives in pg-boss's tables and each row carries its
 * own deadline (`restorable_until`), so a restart or a missed day only delays the purge.
 */
export function contentPurgeJob(ctx: AppContext) {
  return {
    name: 'content.purge',
    payload: z.unknown(),
    cron: '23 4 * * *',
    async handle() {
      await purgeDeletedItems(ctx.db);
    },
  } satisfies JobDefinition;
}
