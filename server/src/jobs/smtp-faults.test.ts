import net, { type AddressInfo } from 'node:net';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../db/schema';
import { DELIVER_EMAIL, recordEmail } from '../mail/outbox';
import { createTestApp, type TestApp } from '../test/app';
import type { TestClient } from '../test/client';
import { clientFor, createUser } from '../test/factories';
import { deliverEmailJob, EmailClaimedError, messageIdFor } from './deliver-email';

const serverUrl = process.env.TEST_DATABASE_URL;

/** An SMTP server that accepts connections and never says a word (not even its greeting). */
async function startSilentSmtp() {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A log that tests can read: pino writing its JSON lines into an array. */
function memoryLogger() {
  const lines: { level: number; msg: string; err?: { message?: string } }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

async function recordMany(t: TestApp, count: number, prefix: string): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    ids.push(
      await recordEmail(t.ctx.db, {
        userId: null,
        to: `${prefix}-${i}@example.test`,
        locale: 'en',
        template: { kind: 'verify_email', url: `http://localhost:3000/verify-email?token=${i}` },
      }),
    );
  }
  await t.ctx.jobs.sendMany(
    DELIVER_EMAIL,
    ids.map((emailId) => ({ emailId })),
  );
  return ids;
}

// Issue 26 §5, finding 1: the e-mail job held a transaction (PGlite's one connection, or one of
// the pool's) for the whole SMTP conversation, so an SMTP server that never answered stalled
// reads for 30–60 s (PGlite) or turned every request into a 503 (PostgreSQL). And finding 8: its
// greeting timeout was logged as "database unreachable".
describe.each([
  { kind: 'pglite' as const, skip: false },
  { kind: 'postgres' as const, skip: !serverUrl },
])('an SMTP server that never answers ($kind)', ({ kind, skip }) => {
  let smtp: Awaited<ReturnType<typeof startSilentSmtp>>;
  let t: TestApp;
  const log = memoryLogger();
  beforeAll(async () => {
    if (skip) return;
    smtp = await startSilentSmtp();
    t = await createTestApp(
      {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_CONNECTION_TIMEOUT_MS: '1000',
        SMTP_GREETING_TIMEOUT_MS: '2000',
        SMTP_SOCKET_TIMEOUT_MS: '2000',
      },
      { logger: log.logger, ...(kind === 'pglite' ? { kind } : {}) },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it.skipIf(skip)(
    'delays e-mail and nothing else: API reads stay fast while it hangs',
    async () => {
      const member = await createUser(t.ctx);
      const client: TestClient = await clientFor(t.app, member);
      const ids = await recordMany(t, 12, `silent-${kind}`);
      // Deliveries are under way: rows claimed, every SMTP conversation waiting for a greeting.
      await expect
        .poll(
          async () =>
            (await t.ctx.db.select().from(emails).where(inArray(emails.id, ids))).filter(
              (row) => row.status === 'sending',
            ).length,
          { timeout: 5_000, interval: 50 },
        )
        .toBeGreaterThan(0);
      const slowest = { ms: 0 };
      for (let round = 0; round < 4; round += 1) {
        const started = Date.now();
        const responses = await Promise.all([1, 2, 3].map(() => client.get('/api/session')));
        slowest.ms = Math.max(slowest.ms, Date.now() - started);
        for (const response of responses) expect(response.statusCode).toBe(200);
      }
      // Before: 30–60 s on PGlite, 503s after the pool's 5 s on PostgreSQL. The bound leaves room
      // for a loaded machine (PGlite's queries share its CPU).
      expect(slowest.ms).toBeLessThan(3_000);

      // The greeting never came: each attempt is recorded, the row is free again for its retry,
      // and the log says SMTP (not the database) failed.
      await expect
        .poll(
          async () => {
            const [row] = await t.ctx.db
              .select()
              .from(emails)
              .where(eq(emails.id, ids[0] ?? 0));
            return row?.lastError ?? '';
          },
          { timeout: 10_000, interval: 100 },
        )
        .toMatch(/^SMTP greeting failed/);
      expect(log.lines.filter((line) => /database unreachable/.test(line.msg))).toEqual([]);
      // The row's error is written before the queue logs the job's failure: wait for the line.
      await expect
        .poll(() => log.lines.some((line) => line.msg === 'job email.deliver failed'), { timeout: 10_000 })
        .toBe(true);
      const failure = log.lines.find((line) => line.msg === 'job email.deliver failed');
      expect(failure?.err?.message).toMatch(/^SMTP greeting failed \(ETIMEDOUT\)/);
      // No recipient's address in what the queue keeps of the failure.
      expect(failure?.err?.message).not.toContain('@example.test');
    },
    30_000,
  );
});

type Message = { messageId: string; to: string };

// Issue 26 §5, finding 3: six connection cuts while 100 e-mails went out produced 106
// duplicates, a password-reset link sent up to three times, every row saying attempts = 1.
describe.skipIf(!serverUrl)(
  'e-mail exactly once through connection cuts (PostgreSQL only: set TEST_DATABASE_URL)',
  () => {
    const received: Message[] = [];
    let smtp: SMTPServer;
    let t: TestApp;
    let admin: pg.Client;
    let databaseName = '';
    beforeAll(async () => {
      smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        onData(stream, session, callback) {
          let raw = '';
          stream.on('data', (chunk: Buffer) => {
            raw += chunk.toString();
          });
          stream.on('end', () => {
            const messageId = /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
            received.push({ messageId, to: session.envelope.rcptTo[0]?.address ?? '' });
            // A relay that takes a moment per message, so cuts land mid-burst.
            setTimeout(callback, 15);
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
      const port = (smtp.server.address() as AddressInfo).port;
      t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_LEASE_SECONDS: '2' });
      const { rows } = await t.ctx.database.executeSql('select current_database() as name');
      databaseName = String(rows[0]?.name);
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
    });
    afterAll(async () => {
      await admin?.end();
      await t?.close();
      await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    });

    it('sends each of 100 e-mails exactly once (one message per row at the SMTP server, by Message-ID)', async () => {
      const ids = await recordMany(t, 100, 'burst');
      let cutInTransaction = 0;
      for (let cut = 0; cut < 6; cut += 1) {
        await new Promise((resolve) => setTimeout(resolve, 120));
        const { rows } = await admin.query<{ in_transaction: boolean }>(
          `select xact_start is not null as in_transaction, pg_terminate_backend(pid)
         from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [databaseName],
        );
        cutInTransaction += rows.filter((row) => row.in_transaction).length;
      }
      expect(received.length).toBeLessThan(100);
      await expect
        .poll(
          async () =>
            (
              await t.ctx.db.select({ status: emails.status }).from(emails).where(inArray(emails.id, ids))
            ).filter((row) => row.status === 'sent').length,
          { timeout: 25_000, interval: 200 },
        )
        .toBe(100);
      // Longer than a lease: a row whose claim lapsed would have been sent again by now.
      await new Promise((resolve) => setTimeout(resolve, 2_500));

      const rows = await t.ctx.db.select().from(emails).where(inArray(emails.id, ids));
      const expected = rows.map((row) => messageIdFor(row, t.ctx.env.publicUrl)).sort();
      const counts = new Map<string, number>();
      for (const message of received) counts.set(message.messageId, (counts.get(message.messageId) ?? 0) + 1);
      expect([...counts.entries()].filter(([, n]) => n > 1)).toEqual([]);
      expect([...counts.keys()].sort()).toEqual(expected);
      expect(received.length).toBe(100);
      // Each claim is an attempt, recorded before the message left.
      for (const row of rows) expect(row.attempts).toBeGreaterThanOrEqual(1);
      expect(cutInTransaction + received.length).toBeGreaterThan(0);
    }, 40_000);
  },
);

// Finding 3, the rule itself: a row claimed by a worker whose outcome is not known is not sent
// again while its lease lives; once the lease lapses it is, with the same Message-ID.
describe('a claimed e-mail under its lease', () => {
  const received: Message[] = [];
  let smtp: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => {
          raw += chunk.toString();
        });
        stream.on('end', () => {
          const messageId = /^Message-ID: (.*)$/im.exec(raw)?.[1]?.trim() ?? '';
          received.push({ messageId, to: session.envelope.rcptTo[0]?.address ?? '' });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
  });

  it('is left alone while the lease lives, then sent once with the Message-ID of its row', async () => {
    const emailId = await recordEmail(t.ctx.db, {
      userId: null,
      to: 'leased@example.test',
      locale: 'en',
      template: { kind: 'reset_password', name: 'Ada', url: 'http://localhost:3000/reset-password/x' },
    });
    // Another worker claimed it and has not said how its SMTP conversation ended.
    await t.ctx.db
      .update(emails)
      .set({ status: 'sending', attempts: 1, claimedUntil: new Date(Date.now() + 60_000) })
      .where(eq(emails.id, emailId));
    const job = deliverEmailJob(t.ctx);
    await expect(job.handle({ emailId })).rejects.toBeInstanceOf(EmailClaimedError);
    expect(received).toEqual([]);

    // Its worker died: the lease lapses, and the next attempt sends it.
    await t.ctx.db
      .update(emails)
      .set({ claimedUntil: new Date(Date.now() - 1_000) })
      .where(eq(emails.id, emailId));
    await job.handle({ emailId }).catch(() => undefined);
    await expect.poll(() => received.length, { timeout: 5_000 }).toBe(1);
    const [row] = await t.ctx.db.select().from(emails).where(eq(emails.id, emailId));
    expect(row?.status).toBe('sent');
    expect(row?.attempts).toBe(2);
    expect(received[0]?.messageId).toBe(
      messageIdFor(row as { id: number; createdAt: Date }, t.ctx.env.publicUrl),
    );
    // Sent: nothing more goes out, whoever tries.
    await job.handle({ emailId });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(received).toHaveLength(1);
  }, 20_000);
});
