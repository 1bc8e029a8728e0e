import type { InvitationScope, InvitationType, Locale } from '@evenkeel/common';
import { translator } from '../i18n';

export const VERIFY_EMAIL_HOURS = 48;
export const RESET_PASSWORD_MINUTES = 60;

export type InvitationMail = {
  kind: 'invitation';
  scope: InvitationScope;
  type: InvitationType;
  inviter: string;
  /** The organization's or group's name; unused for a connection. */
  target: string;
  url: string;
  /** Whether the address already has an account (the link differs). */
  hasAccount: boolean;
};

export type CheckupReminderMail = {
  kind: 'checkup_reminder';
  name: string;
  /** The check-up page, /checkup on the public URL. */
  url: string;
  /** The one-click unsubscribe page (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
};

export type MailTemplate =
  | { kind: 'verify_email'; name: string; url: string }
  | { kind: 'reset_password'; name: string; url: string }
  | InvitationMail
  | CheckupReminderMail;

export type RenderedMail = { subject: string; text: string };

/** Plain-text e-mails in the recipient's language: nothing to render unsafely, nothing tracked. */
export function renderMail(template: MailTemplate, locale: Locale): RenderedMail {
  if (template.kind === 'invitation') return renderInvitation(template, locale);
  if (template.kind === 'checkup_reminder') return renderCheckupReminder(template, locale);
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

/** What each invitation lets others see and do: spec §6, word for word. */
function sharedWith(scope: InvitationScope, type: InvitationType): { view: string; act: string } {
  if (scope === 'connection' || type === 'reporter') return { view: 'view_health', act: 'do_contact' };
  if (scope === 'provider') return { view: 'view_basic', act: 'do_provider' };
  return { view: 'view_basic', act: 'do_contact' };
}

function renderInvitation(template: InvitationMail, locale: Locale): RenderedMail {
  const t = translator(locale);
  const ns = 'server:mail.invitation';
  const params = { inviter: template.inviter, target: template.target };
  const shared = sharedWith(template.scope, template.type);
  const lines = [
    t(`${ns}.greeting`),
    '',
    t(`${ns}.${template.scope}_${template.type}`, params),
    '',
    t(`${ns}.shared_heading`),
    t(`${ns}.can_view`, { what: t(`${ns}.${shared.view}`) }),
    t(`${ns}.can_do`, { what: t(`${ns}.${shared.act}`) }),
    ...(template.scope === 'organization' ? [t(`${ns}.no_results`)] : []),
    '',
    t(template.hasAccount ? `${ns}.open_account` : `${ns}.open_sign_up`),
    template.url,
    '',
    t(`${ns}.unexpected`),
    '',
    t('server:mail.signature'),
  ];
  return { subject: t(`${ns}.subject`, params), text: lines.join('\n') };
}

/** The weekly reminder (decision 0005): kind words, the check-up link, then how to stop them. */
function renderCheckupReminder(template: CheckupReminderMail, locale: Locale): RenderedMail {
  const t = translator(locale);
  const ns = 'server:reminders.mail';
  const lines = [
    t(`${ns}.greeting`, { name: template.name }),
    '',
    t(`${ns}.body`),
    '',
    t(`${ns}.open`),
    template.url,
    '',
    t('server:mail.signature'),
    '',
    t(`${ns}.unsubscribe`),
    template.unsubscribeUrl,
  ];
  return { subject: t(`${ns}.subject`), text: lines.join('\n') };
}
