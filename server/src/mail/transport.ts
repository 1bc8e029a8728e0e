import nodemailer, { type Transporter } from 'nodemailer';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };

/**
 * SMTP when `SMTP_URL` is set; otherwise `null`, meaning the development outbox: the stored
 * row is the delivered e-mail, readable at /dev/mail.
 */
export function createTransport(smtpUrl: string | undefined): Transporter | null {
  return smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
}
