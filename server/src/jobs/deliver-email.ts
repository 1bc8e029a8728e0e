import { and, eq, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import { emails } from '../db/schema';
import { createTransport } from '../mail/transport';
import type { JobDefinition } from './queue';

/**
 * Ten tries, the first retry after 2–4 s, then doubling (pg-boss adds up to as much again at
 * random): a brief SMTP failure costs seconds, not the 10–20 s of a 10-second first delay
 * that once left a burst waiting with nothing delivered; an outage is still tried for about
 * half an hour before the e-mail is marked failed.
 */
const MAX_ATTEMPTS = 10;
const FIRST_RETRY_SECONDS = 2;
/** E-mails a worker takes per fetch and sends side by side. */
const BATCH_SIZE = 10;
export const DELIVER_EMAIL = 'email.deliver';

/** Sends one recorded e-mail. Idempotent: a row already sent is left alone. */
export function deliverEmailJob(ctx: Pick<AppContext, 'db' | 'env'>) {
  const transport = createTransport(ctx.env.SMTP_URL);
  return {
    name: DELIVER_EMAIL,
    payload: z.object({ emailId: z.number().int() }),
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelaySeconds: FIRST_RETRY_SECONDS,
    batchSize: BATCH_SIZE,
    async handle({ emailId }) {
      // The row stays locked while sending, so two workers never send it twice.
      const failure = await ctx.db.transaction(async (tx): Promise<Error | null> => {
        const [email] = await tx
          .select()
          .from(emails)
          .where(and(eq(emails.id, emailId), eq(emails.status, 'pending')))
          .for('update', { skipLocked: true });
        if (!email) return null;
        try {
          if (transport) {
            await transport.sendMail({
              from: ctx.env.MAIL_FROM,
              to: email.toAddress,
              subject: email.subject,
              text: email.textBody,
              ...(email.headers ? { headers: email.headers } : {}),
            });
          }
        } catch (error) {
          await tx
            .update(emails)
            .set({
              attempts: sql`${emails.attempts} + 1`,
              lastError: String((error as Error).message).slice(0, 500),
              status: email.attempts + 1 >= MAX_ATTEMPTS ? 'failed' : 'pending',
            })
            .where(eq(emails.id, emailId));
          return error as Error;
        }
        await tx
          .update(emails)
          .set({
            status: 'sent',
            transport: transport ? 'smtp' : 'outbox',
            attempts: sql`${emails.attempts} + 1`,
            sentAt: new Date(),
            // Delivered by SMTP: neither the subject (an inviter's name) nor the body (names,
            // reset links, tokens) is kept. The development outbox keeps both: there, the row
            // is the delivered e-mail.
            ...(transport ? { subject: '', textBody: '', headers: null } : {}),
          })
          .where(eq(emails.id, emailId));
        return null;
      });
      // Thrown after commit so the attempt is recorded and the queue retries with backoff.
      if (failure) throw failure;
    },
  } satisfies JobDefinition;
}

/** Every minute: queues e-mails recorded but never queued (the process stopped after commit). */
export function sweepEmailsJob(ctx: Pick<AppContext, 'db' | 'jobs'>) {
  return {
    name: 'email.sweep',
    payload: z.unknown(),
    retryLimit: 0,
    cron: '* * * * *',
    async handle() {
      const stale = await ctx.db
        .select({ id: emails.id })
        .from(emails)
        .where(
          and(
            eq(emails.status, 'pending'),
            eq(emails.attempts, 0),
            lt(emails.createdAt, sql`now() - interval '1 minute'`),
          ),
        )
        .limit(500);
      for (const { id } of stale) await ctx.jobs.send(DELIVER_EMAIL, { emailId: id });
    },
  } satisfies JobDefinition;
}
