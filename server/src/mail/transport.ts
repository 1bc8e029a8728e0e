import nodemailer, { type Transporter } from 'nodemailer';

export type OutgoingMail = { from: string; to: string; subject: string; text: string };

/** How long each step of an SMTP conversation may take before it fails (docs/operations.md). */
export type SmtpTimeouts = {
  /** To open the TCP (or TLS) connection. */
  connectionMs: number;
  /** For the server's greeting once connected. */
  greetingMs: number;
  /** Of silence on the socket at any later step (a reply to MAIL, RCPT, DATA). */
  socketMs: number;
};

export const DEFAULT_SMTP_TIMEOUTS: SmtpTimeouts = {
  connectionMs: 10_000,
  greetingMs: 10_000,
  socketMs: 30_000,
};

/**
 * SMTP when `SMTP_URL` is set; otherwise `null`, meaning the development outbox: the stored
 * row is the delivered e-mail, readable at /dev/mail. Every step of the conversation is bounded
 * (nodemailer's defaults are two minutes to connect and ten of silence), so an SMTP server that
 * never answers delays e-mail and nothing else.
 */
export function createTransport(
  smtpUrl: string | undefined,
  timeouts: SmtpTimeouts = DEFAULT_SMTP_TIMEOUTS,
): Transporter | null {
  if (!smtpUrl) return null;
  return nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    dnsTimeout: timeouts.connectionMs,
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/**
 * An SMTP failure, said as one: never taken for a database outage (an SMTP server's ETIMEDOUT or
 * ECONNREFUSED carries the same codes as a lost database connection), and without the
 * recipient's address, which SMTP replies quote and job records would otherwise keep.
 */
export class SmtpError extends Error {
  override readonly name = 'SmtpError';
  /** Marks errors that db/connection-errors.ts must not read as the database's. */
  readonly notDatabase = true;
  constructor(
    readonly step: string,
    readonly smtpCode: string | undefined,
    detail: string,
  ) {
    super(`SMTP ${step} failed${smtpCode ? ` (${smtpCode})` : ''}: ${detail}`);
  }

  static from(error: unknown, to: string): SmtpError {
    const { code, command, responseCode, message } = (error ?? {}) as {
      code?: string;
      command?: string;
      responseCode?: number;
      message?: string;
    };
    // nodemailer names the command under way; the wait for the greeting is part of CONN.
    const step = /greeting/i.test(message ?? '')
      ? 'greeting'
      : command === 'CONN' || code === 'ECONNECTION'
        ? 'connection'
        : (command ?? 'conversation');
    const detail = String(message ?? error)
      .split(to)
      .join('<recipient>')
      .replace(/[^\s<>@]+@[^\s<>]+/g, '<address>')
      .slice(0, 300);
    return new SmtpError(step, code ?? (responseCode ? String(responseCode) : undefined), detail);
  }
}
