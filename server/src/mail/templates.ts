import type { Locale } from '@evenkeel/common';
import { translator } from '../i18n';

export const VERIFY_EMAIL_HOURS = 48;
export const RESET_PASSWORD_MINUTES = 60;

export type MailTemplate =
  | { kind: 'verify_email'; name: string; url: string }
  | { kind: 'reset_password'; name: string; url: string };

export type RenderedMail = { subject: string; text: string };

/** Plain-text e-mails in the recipient's language: nothing to render unsafely, nothing tracked. */
export function renderMail(template: MailTemplate, locale: Locale): RenderedMail {
  const t = translator(locale);
  const ns = template.kind === 'verify_email' ? 'server:mail.verify' : 'server:mail.reset';
  const expiry =
    template.kind === 'verify_email'
      ? t(`${ns}.expiry`, { hours: VERIFY_EMAIL_HOURS })
      : t(`${ns}.expiry`, { minutes: RESET_PASSWORD_MINUTES });
  const lines = [
    t(`${ns}.greeting`, { name: template.name }),
    '',
    t(`${ns}.body`),
    template.url,
    '',
    expiry,
    t('server:mail.ignore'),
    '',
    t('server:mail.signature'),
  ];
  return { subject: t(`${ns}.subject`), text: lines.join('\n') };
}
