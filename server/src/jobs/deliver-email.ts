import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { isConnectionError } from '../db/connection-errors';
import { emails } from '../db/schema';
import { DELIVER_EMAIL } from '../mail/outbox';
import { createTransport, SmtpError } from '../mail/transport';
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
/** How often each worker looks for claims whose lease lapsed. */
const TAKEOVER_SECONDS = 2;
/** How long the sending worker keeps trying to record "sent" while the database is away. */
const RECORD_SENT_FOR_MS = 60_000;

/** Another worker holds a live claim on the row: this job tries again after it (backoff). */
export class EmailClaimedError extends Error {
  override readonly name = 'EmailClaimedError';
  constructor(emailId: number) {
    super(`e-mail ${emailId} is being sent by another worker: its outcome is not known yet`);
  }
}

/**
 * The stable Message-ID of a row: every attempt at the same e-mail carries the same one, so an
 * SMTP relay (and the recipient's client) can tell a re-send after an unknown outcome from a
 * new message.
 */
export function messageIdFor(email: { id: number; createdAt: Date }, publicUrl: string): string {
  return `<evenkeel.email.${email.id}.${email.createdAt.getTime()}@${new URL(publicUrl).hostname}>`;
}

/**
 * The leases of the rows this process is sending, renewed every third of a lease while the
 * SMTP conversation lasts: a slow server never lets another worker take a row that is still
 * being sent, and a worker that dies lets its rows go within one lease.
 */
class LeaseKeeper {
  private readonly held = new Set<number>();
  private timer: NodeJS.Timeout | undefined;
  constructor(
    private readonly db: Db,
    private readonly leaseSeconds: number,
  ) {}

  hold(id: number): void {
    this.held.add(id);
    if (this.timer) return;
    this.timer = setInterval(() => void this.renew(), (this.leaseSeconds * 1000) / 3);
    this.timer.unref();
  }

  release(id: number): void {
    this.held.delete(id);
    if (this.held.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
  }

  private async renew(): Promise<void> {
    if (this.held.size === 0) return;
    try {
      await this.db
        .update(emails)
        .set({ claimedUntil: sql`now() + make_interval(secs => ${this.leaseSeconds})` })
        .where(and(inArray(emails.id, [...this.held]), eq(emails.status, 'sending')));
    } catch {
      // The database is away: the leases may lapse, and the rows' outcome is then recorded late
      // or, at worst, they are sent again with the same Message-ID.
    }
  }
}

async function retryWhileUnreachable<T>(work: () => Promise<T>, forMs: number): Promise<T> {
  const deadline = Date.now() + forMs;
  for (let pause = 100; ; pause = Math.min(pause * 2, 2_000)) {
    try {
      return await work();
    } catch (error) {
      if (!isConnectionError(error) || Date.now() + pause > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * Sends one recorded e-mail, exactly once as far as this side can know:
 *
 * 1. the row is claimed in a statement of its own, committed before any network I/O: status
 *    `sending`, one more attempt, and a lease (`EMAIL_LEASE_SECONDS`) that this process renews
 *    while it sends. No transaction and no pooled connection is held during the SMTP
 *    conversation, whose every step is bounded (SMTP_*_TIMEOUT_MS);
 * 2. the message goes out with a Message-ID derived from the row;
 * 3. the outcome is recorded; the worker that sent it keeps trying to record "sent" while the
 *    database is away (it alone knows), so a cut connection does not make the e-mail go twice.
 *
 * A row already sent is left alone; a row another worker holds under a live lease is not
 * touched (this job fails and is retried later); a row whose lease lapsed (its worker died
 * mid-send, outcome unknown) is claimed again and sent with the same Message-ID.
 */
export function deliverEmailJob(ctx: Pick<AppContext, 'db' | 'env' | 'jobs'>) {
  const { env } = ctx;
  const transport = createTransport(env.SMTP_URL, {
    connectionMs: env.SMTP_CONNECTION_TIMEOUT_MS,
    greetingMs: env.SMTP_GREETING_TIMEOUT_MS,
    socketMs: env.SMTP_SOCKET_TIMEOUT_MS,
  });
  const leaseSeconds = env.EMAIL_LEASE_SECONDS;
  const leases = new LeaseKeeper(ctx.db, leaseSeconds);
  return {
    name: DELIVER_EMAIL,
    payload: z.object({ emailId: z.number().int() }),
    retryLimit: MAX_ATTEMPTS - 1,
    retryDelaySeconds: FIRST_RETRY_SECONDS,
    batchSize: BATCH_SIZE,
    // A job whose worker died is retried once the row's lease has lapsed (docs/operations.md).
    expireInSeconds: leaseSeconds + 1,
    // Sooner than that: every worker looks for claims that lapsed (their worker died mid-send)
    // every 2 s and queues them again at once; the claim decides who sends.
    tick: {
      everySeconds: TAKEOVER_SECONDS,
      async run() {
        const lapsed = await ctx.db
          .select({ id: emails.id })
          .from(emails)
          .where(and(eq(emails.status, 'sending'), lt(emails.claimedUntil, sql`now()`)))
          .limit(100);
        if (lapsed.length === 0) return;
        await ctx.jobs.sendMany(
          DELIVER_EMAIL,
          lapsed.map(({ id }) => ({ emailId: id })),
        );
      },
    },
    async handle({ emailId }) {
      const [email] = await ctx.db
        .update(emails)
        .set({
          status: 'sending',
          attempts: sql`${emails.attempts} + 1`,
          claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(
          and(
            eq(emails.id, emailId),
            or(
              eq(emails.status, 'pending'),
              and(eq(emails.status, 'sending'), lt(emails.claimedUntil, sql`now()`)),
            ),
          ),
        )
        .returning();
      if (!email) {
        const [row] = await ctx.db
          .select({ status: emails.status })
          .from(emails)
          .where(eq(emails.id, emailId));
        if (row?.status === 'sending') throw new EmailClaimedError(emailId);
        return;
      }
      leases.hold(emailId);
      try {
        if (transport) {
          try {
            await transport.sendMail({
              from: env.MAIL_FROM,
              to: email.toAddress,
              subject: email.subject,
              text: email.textBody,
              messageId: messageIdFor(email, env.publicUrl),
              ...(email.headers ? { headers: email.headers } : {}),
            });
          } catch (error) {
            const failure = SmtpError.from(error, email.toAddress);
            await retryWhileUnreachable(
              () =>
                ctx.db
                  .update(emails)
                  .set({
                    lastError: failure.message.slice(0, 500),
                    status: email.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
                    claimedUntil: null,
                  })
                  .where(and(eq(emails.id, emailId), eq(emails.status, 'sending'))),
              RECORD_SENT_FOR_MS / 4,
            ).catch(() => undefined);
            // The queue retries with backoff; the row is free again (or its lease lapses).
            throw failure;
          }
        }
        await retryWhileUnreachable(
          () =>
            ctx.db
              .update(emails)
              .set({
                status: 'sent',
                transport: transport ? 'smtp' : 'outbox',
                sentAt: new Date(),
                claimedUntil: null,
                // Delivered by SMTP: neither the subject (an inviter's name) nor the body (names,
                // reset links, tokens) is kept. The development outbox keeps both: there, the
                // row is the delivered e-mail.
                ...(transport ? { subject: '', textBody: '', headers: null } : {}),
              })
              .where(eq(emails.id, emailId)),
          RECORD_SENT_FOR_MS,
        );
      } finally {
        leases.release(emailId);
      }
    },
  } satisfies JobDefinition;
}

/**
 * Every minute: queues e-mails recorded but never queued (the process stopped after commit),
 * and those whose claim lapsed long ago with their job given up (a worker that died mid-send
 * while the database was away).
 */
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
          or(
            and(
              eq(emails.status, 'pending'),
              eq(emails.attempts, 0),
              lt(emails.createdAt, sql`now() - interval '1 minute'`),
            ),
            and(eq(emails.status, 'sending'), lt(emails.claimedUntil, sql`now() - interval '1 minute'`)),
          ),
        )
        .limit(500);
      for (const { id } of stale) await ctx.jobs.send(DELIVER_EMAIL, { emailId: id });
    },
  } satisfies JobDefinition;
}
