import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { DELIVER_EMAIL } from '../mail/outbox';
import { REQUEST_PASSWORD_RESET } from '../modules/password-resets/service';
import type { JobDefinition } from './queue';

/** The job queue's tables (pg-boss keeps finished jobs in `job`, then moves them to `archive`). */
const JOB_TABLES = ['pgboss.job', 'pgboss.archive'] as const;

/**
 * Deletes the queued, running and finished jobs that carry an address or point at a person's
 * e-mails: password-reset requests for `address` (the payload is the address as typed) and the
 * deliveries of `emailIds` (whose failures may quote the recipient). Runs inside the account
 * deletion's transaction, so both go together.
 */
export async function forgetJobsFor(tx: Db, address: string, emailIds: number[]): Promise<void> {
  for (const table of JOB_TABLES) {
    await tx.execute(sql`
      delete from ${sql.raw(table)}
      where (name = ${REQUEST_PASSWORD_RESET} and lower(data->>'email') = ${address.toLowerCase()})
         or (name = ${DELIVER_EMAIL} and (data->>'emailId')::bigint = any(${`{${emailIds.join(',')}}`}::bigint[]))`);
  }
}

/**
 * Hourly: password-reset requests that have run are deleted from the queue's tables. They carry
 * the address typed, which for an address without an account is kept nowhere else (pg-boss
 * would keep it 14 days).
 */
export function forgetResetRequestsJob(ctx: Pick<AppContext, 'db'>) {
  return {
    name: 'password_reset.forget',
    payload: z.unknown(),
    retryLimit: 0,
    cron: '29 * * * *',
    async handle() {
      await forgetFinishedResetRequests(ctx.db);
    },
  } satisfies JobDefinition;
}

export async function forgetFinishedResetRequests(db: Db): Promise<void> {
  await db.execute(
    sql`delete from pgboss.job where name = ${REQUEST_PASSWORD_RESET} and state in ('completed', 'failed', 'cancelled')`,
  );
  await db.execute(sql`delete from pgboss.archive where name = ${REQUEST_PASSWORD_RESET}`);
}
