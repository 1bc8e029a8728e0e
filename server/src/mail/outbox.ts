import type { Locale } from '@evenkeel/common';
import type { Db } from '../db/client';
import { emails } from '../db/schema';
import { type MailTemplate, renderMail } from './templates';

/** The job that delivers one recorded e-mail (jobs/deliver-email.ts runs it). */
export const DELIVER_EMAIL = 'email.deliver';

/** What hands an e-mail to its delivery job: the app's job queue (`ctx.jobs`). */
export type DeliveryQueue = { send(name: string, payload: { emailId: number }): Promise<unknown> };

export type MailRequest = {
  userId: number | null;
  /** Who caused the e-mail (an inviter): their name is erased from it if their account is deleted. */
  actorId?: number | null;
  to: string;
  locale: Locale;
  template: MailTemplate;
};

/**
 * Records an e-mail inside the caller's transaction. It is delivered by the `email.deliver`
 * job after commit (see `queueDelivery`), and by the sweeper if the process died in between.
 */
export async function recordEmail(tx: Db, request: MailRequest): Promise<number> {
  const rendered = renderMail(request.template, request.locale);
  const [row] = await tx
    .insert(emails)
    .values({
      userId: request.userId,
      actorId: request.actorId ?? null,
      toAddress: request.to,
      locale: request.locale,
      subject: rendered.subject,
      textBody: rendered.text,
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('e-mail not recorded');
  return row.id;
}

/**
 * After commit: hands recorded e-mails to the delivery job. Called by the service that recorded
 * them, once its transaction has committed (never inside it: SMTP waits for no transaction).
 */
export async function queueDelivery(jobs: DeliveryQueue, ...emailIds: number[]): Promise<void> {
  for (const emailId of emailIds) await jobs.send(DELIVER_EMAIL, { emailId });
}
