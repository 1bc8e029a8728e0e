import type { Locale } from '@evenkeel/common';
import type { Db } from '../db/client';
import { emails } from '../db/schema';
import { DELIVER_EMAIL } from '../jobs/deliver-email';
import type { JobQueue } from '../jobs/queue';
import { type MailTemplate, renderMail } from './templates';

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

/** After commit: hands a recorded e-mail to the delivery job. */
export async function queueDelivery(jobs: JobQueue, emailId: number): Promise<void> {
  await jobs.send(DELIVER_EMAIL, { emailId });
}
