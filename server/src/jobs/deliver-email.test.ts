import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext } from '../boot';
import { emails } from '../db/schema';
import { loadEnv } from '../env';
import { DELIVER_EMAIL, recordEmail } from '../mail/outbox';
import { createTestApp, type TestApp } from '../test/app';
import { resource, TestClient } from '../test/client';
import { openTestDatabase } from '../test/database';
import { createUser, deliveredEmail } from '../test/factories';

type Received = { to: string; raw: string };

async function startSmtp(received: Received[]) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString();
      });
      stream.on('end', () => {
        // Undo quoted-printable soft line breaks so assertions read the text as sent.
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw: raw.replace(/=\r?\n/g, '') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.server.address() as AddressInfo).port };
}

describe('e-mail delivery through SMTP', () => {
  const received: Received[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp(received);
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => smtp.server.close(() => resolve()));
  });

  it('sends the e-mail over SMTP and keeps neither subject nor body once delivered', async () => {
    const user = await createUser(t.ctx);
    const client = await new TestClient(t.app).start();
    await client.post('/api/password_resets', resource('password_resets', { email: user.email }));
    const row = await deliveredEmail(t.ctx, user.email);
    expect(row.transport).toBe('smtp');
    expect(row.textBody).toBe('');
    expect(row.subject).toBe('');
    const message = received.find((entry) => entry.to === user.email);
    expect(message?.raw).toContain('Subject: Reset your Evenkeel password');
    expect(message?.raw).toContain('/reset-password/');
  });
});

describe('the job queue', () => {
  it('delivers an e-mail queued before a restart once a worker starts again', async () => {
    const { database, drop } = await openTestDatabase();
    const logger = pino({ level: 'silent' });
    const env = loadEnv({ NODE_ENV: 'test' });
    try {
      // A web-only process records and queues, then stops before any worker ran.
      const web = await createContext({ env, logger, work: false, database });
      const user = await createUser(web, { locale: 'en' });
      const emailId = await recordEmail(web.db, {
        userId: user.id,
        to: user.email,
        locale: 'en',
        template: { kind: 'verify_email', url: 'http://localhost:3000/verify-email?token=x' },
      });
      await web.jobs.send(DELIVER_EMAIL, { emailId });
      await web.jobs.stop();
      const [pending] = await web.db.select().from(emails).where(eq(emails.id, emailId));
      expect(pending?.status).toBe('pending');

      const worker = await createContext({ env, logger, work: true, database, pollingIntervalSeconds: 0.5 });
      try {
        const delivered = await deliveredEmail(worker, user.email);
        expect(delivered.id).toBe(emailId);
        expect(delivered.attempts).toBe(1);
      } finally {
        await worker.jobs.stop();
      }
    } finally {
      await drop();
    }
  });
});
