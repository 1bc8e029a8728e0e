import { z } from 'zod';
import type { AppContext } from '../context';
import { releaseClosedPeriods } from '../modules/dashboards/rollup';
import type { JobDefinition } from './queue';

/**
 * Hourly: computes the dashboards' figures of every period that closed since the last run
 * (modules/dashboards/rollup.ts). Each period is claimed in the transaction that stores it, so two
 * workers or a restart never store one twice, and a missed hour only delays the figures.
 */
export function dashboardRollupJob(ctx: AppContext) {
  return {
    name: 'dashboards.rollup',
    payload: z.unknown(),
    cron: '11 * * * *',
    async handle() {
      await releaseClosedPeriods(ctx.db);
    },
  } satisfies JobDefinition;
}
