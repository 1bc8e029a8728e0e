import type { InvitationScope, InvitationType, Locale } from '@evenkeel/common';
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
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
  /** "Remind me tomorrow" and "Not this week" (issue 32 §4): single-use signed links. */
  tomorrowUrl: string;
  notThisWeekUrl: string;
};

/** Account e-mails (decision 0006, "Accounts"): each a greeting, a few lines, maybe a link. */
export type AccountMail =
  /** To the owner of a verified account whose address someone used to sign up: a reset link. */
  | { kind: 'sign_up_attempt'; name: string; url: string }
  /**
   * To the new address of an e-mail change: the confirmation link. No name: the address is
   * anyone's, and the name is the asking account's own text (decision 0012).
   */
  | { kind: 'email_change_confirm'; url: string }
  /** To the new address of an e-mail change when that address already has an account. */
  | { kind: 'email_change_taken' }
  /** To the old address: a change was asked for (`url`: how to reset the password). */
  | { kind: 'email_change_requested'; name: string; newEmail: string; url: string }
  /** To the old address: the change is done. */
  | { kind: 'email_changed'; name: string; newEmail: string }
  /** To a reporter a group administrator removed from the group (`group`: its name). */
  | { kind: 'reporter_removed'; name: string; group: string }
  /** To a member an organization's administrator removed from it (issue 31; `organization`: its name). */
  | { kind: 'member_removed'; name: string; organization: string }
  /**
   * To a reporter when someone became an administrator of their group (decision 0011): who, of
   * which group, and a link to their invitations where the card waits; never any data.
   */
  | { kind: 'consent_requested'; name: string; administrator: string; group: string; url: string };

/**
 * A message waited unread (issue 29): the recipient's own name and two links, never the
 * message's text, its sender's name or anything else of the conversation.
 */
export type ChatMessageMail = {
  kind: 'chat_message';
  name: string;
  /** The conversation's page, /chat/<slug> on the public URL. */
  url: string;
  /** The chat settings, where these e-mails are turned off. */
  settingsUrl: string;
};

/**
 * A member's data export is ready (issue 30): their name and a link to the account page's
 * "Your data", never any of the data, whoever asked for it.
 */
export type DataExportReadyMail = {
  kind: 'data_export_ready';
  name: string;
  /** /profile#data on the public URL. */
  url: string;
};

export type MailTemplate =
  /**
   * A sign-up's confirmation: no name or other text the person signing up chose, since anyone
   * can sign up with anyone's address (decision 0012-links-open-sessions).
   */
  | { kind: 'verify_email'; url: string }
  | { kind: 'reset_password'; name: string; url: string }
  | AccountMail
  | InvitationMail
  | CheckupReminderMail
  | ChatMessageMail
  | DataExportReadyMail;

export type RenderedMail = { subject: string; text: string };

/**
 * User-supplied text (names of people, organizations, groups) as inert text in an e-mail
 * (decision 0006, "Invitations"): one line, no control or direction characters, and nothing a
 * mail client could turn into a link. A dot between characters, a slash and `@` become
 * look-alikes (one dot leader, division slash, full-width at) so "evil.com", "http://x" or
 * "a@b.c" in a name are never linked. Names with an address or domain in them are refused
 * anyway (common/src/schemas/text.ts); this covers older ones and organization names.
 */
export function inertName(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Bidi_Control}]+/gu, ' ')
    .replace(/(?<=\S)[.．。](?=\S)/g, '\u2024')
    .replace(/[/／]/g, '\u2215')
    .replace(/@/g, '\uFF20')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Plain-text e-mails in the recipient's language: nothing to render unsafely, nothing tracked. */
export function renderMail(template: MailTemplate, locale: Locale): RenderedMail {
  if (template.kind === 'invitation') return renderInvitation(template, locale);
  if (template.kind === 'checkup_reminder') return renderCheckupReminder(template, locale);
  if (template.kind === 'chat_message') return renderChatMessage(template, locale);
  if (template.kind === 'data_export_ready') return renderDataExportReady(template, locale);
  if (template.kind !== 'verify_email' && template.kind !== 'reset_password') {
    return renderAccountMail(template, locale);
  }
  const t = translator(locale);
  const ns = template.kind === 'verify_email' ? 'server:mail.verify' : 'server:mail.reset';
  const expiry =
    template.kind === 'verify_email'
      ? t(`${ns}.expiry`, { hours: VERIFY_EMAIL_HOURS })
      : t(`${ns}.expiry`, { minutes: RESET_PASSWORD_MINUTES });
  const lines = [
    template.kind === 'verify_email'
      ? t('server:mail.invitation.greeting')
      : t(`${ns}.greeting`, { name: inertName(template.name) }),
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

const ACCOUNT_MAIL_NS = {
  sign_up_attempt: 'server:mail.sign_up_attempt',
  email_change_confirm: 'server:mail.email_change_confirm',
  email_change_taken: 'server:mail.email_change_taken',
  email_change_requested: 'server:mail.email_change_requested',
  email_changed: 'server:mail.email_changed',
  reporter_removed: 'server:mail.reporter_removed',
  member_removed: 'server:mail.member_removed',
  consent_requested: 'server:mail.consent_requested',
} as const;

function renderAccountMail(template: AccountMail, locale: Locale): RenderedMail {
  const t = translator(locale);
  const ns = ACCOUNT_MAIL_NS[template.kind];
  const params = {
    name: 'name' in template ? inertName(template.name) : '',
    new_email: 'newEmail' in template ? template.newEmail : '',
    group: 'group' in template ? inertName(template.group) : '',
    organization: 'organization' in template ? inertName(template.organization) : '',
    administrator: 'administrator' in template ? inertName(template.administrator) : '',
    hours: VERIFY_EMAIL_HOURS,
    minutes: RESET_PASSWORD_MINUTES,
  };
  // Narrowed to the kinds with a link, whose catalogues have an `after` line (typed keys).
  const link =
    'url' in template ? [template.url, '', t(`${ACCOUNT_MAIL_NS[template.kind]}.after`, params)] : [];
  const lines = [
    'name' in template ? t('server:mail.verify.greeting', params) : t('server:mail.invitation.greeting'),
    '',
    t(`${ns}.body`, params),
    ...link,
    '',
    t('server:mail.signature'),
  ];
  return { subject: t(`${ns}.subject`, params), text: lines.join('\n') };
}

/** What each invitation lets others see and do: spec §6, word for word. */
function sharedWith(scope: InvitationScope, type: InvitationType) {
  if (scope === 'connection' || type === 'reporter')
    return { view: 'view_health', act: 'do_contact' } as const;
  if (scope === 'provider') return { view: 'view_basic', act: 'do_provider' } as const;
  return { view: 'view_basic', act: 'do_contact' } as const;
}

/** The invitation's opening line for each scope and type that can be sent (spec §6). */
const INVITATION_LINES: Partial<Record<`${InvitationScope}_${InvitationType}`, ServerMessageKey>> = {
  organization_member: 'server:mail.invitation.organization_member',
  organization_administrator: 'server:mail.invitation.organization_administrator',
  group_reporter: 'server:mail.invitation.group_reporter',
  group_administrator: 'server:mail.invitation.group_administrator',
  provider_provider: 'server:mail.invitation.provider_provider',
  connection_reporter: 'server:mail.invitation.connection_reporter',
};

function invitationLine(scope: InvitationScope, type: InvitationType): ServerMessageKey {
  const key = INVITATION_LINES[`${scope}_${type}`];
  if (!key) throw new Error(`no invitation text for ${scope} ${type}`);
  return key;
}

function renderInvitation(template: InvitationMail, locale: Locale): RenderedMail {
  const t = translator(locale);
  const ns = 'server:mail.invitation';
  const params = { inviter: inertName(template.inviter), target: inertName(template.target) };
  const shared = sharedWith(template.scope, template.type);
  const lines = [
    t(`${ns}.greeting`),
    '',
    t(invitationLine(template.scope, template.type), params),
    '',
    t(`${ns}.shared_heading`),
    t(`${ns}.can_view`, { what: t(`${ns}.${shared.view}`) }),
    t(`${ns}.can_do`, { what: t(`${ns}.${shared.act}`) }),
    ...(template.scope === 'organization' ? [t(`${ns}.no_results`)] : []),
    ...(shared.view === 'view_health' ? [t(`${ns}.never_shared`)] : []),
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

/**
 * A notice with one link and a way to stop it: a greeting, what happened, the link, the
 * signature, then how to stop these e-mails. The weekly reminder (decision 0005) and an unread
 * chat message (issue 29: that there is one, never its words) share it; a notice the member
 * asked for (their data export is ready) has nothing to stop (`stop` null).
 */
function renderNotice(
  ns: 'server:reminders.mail' | 'server:chat_notifications.mail' | 'server:data_exports.mail',
  stop: 'server:reminders.mail.unsubscribe' | 'server:chat_notifications.mail.settings' | null,
  mail: { name: string; url: string; stopUrl: string | null; later?: { tomorrow: string; week: string } },
  locale: Locale,
): RenderedMail {
  const t = translator(locale);
  // The reminder's "remind me later" links, each on its own line under its words.
  const later = mail.later
    ? [
        '',
        t('server:remind_later.mail.tomorrow'),
        mail.later.tomorrow,
        '',
        t('server:remind_later.mail.week'),
        mail.later.week,
      ]
    : [];
  const lines = [
    t(`${ns}.greeting`, { name: inertName(mail.name) }),
    '',
    t(`${ns}.body`),
    '',
    t(`${ns}.open`),
    mail.url,
    ...later,
    '',
    t('server:mail.signature'),
    ...(stop && mail.stopUrl ? ['', t(stop), mail.stopUrl] : []),
  ];
  return { subject: t(`${ns}.subject`), text: lines.join('\n') };
}

const renderCheckupReminder = (template: CheckupReminderMail, locale: Locale) =>
  renderNotice(
    'server:reminders.mail',
    'server:reminders.mail.unsubscribe',
    {
      name: template.name,
      url: template.url,
      stopUrl: template.unsubscribeUrl,
      later: { tomorrow: template.tomorrowUrl, week: template.notThisWeekUrl },
    },
    locale,
  );

const renderChatMessage = (template: ChatMessageMail, locale: Locale) =>
  renderNotice(
    'server:chat_notifications.mail',
    'server:chat_notifications.mail.settings',
    { name: template.name, url: template.url, stopUrl: template.settingsUrl },
    locale,
  );

const renderDataExportReady = (template: DataExportReadyMail, locale: Locale) =>
  renderNotice(
    'server:data_exports.mail',
    null,
    { name: template.name, url: template.url, stopUrl: null },
    locale,
  );
