import type { Locale } from '@evenkeel/common';
import { type ServerTranslate, translator } from '../../i18n';
import { escapeHtml } from '../../lib/html';
import type { SnoozeOutcome } from './snooze';

/**
 * The unsubscribe and "remind me later" pages: plain server-rendered HTML, no script and no
 * inline style (the CSP allows neither scripts nor anything from elsewhere), readable without
 * the web app.
 */
export function unsubscribePage(
  t: ServerTranslate,
  locale: Locale,
  page: {
    title: string;
    text: string;
    token?: string;
    button?: string;
    /** Where the button posts (default: the unsubscribe). */
    action?: string;
    /** A link above the preferences one: the check-up, on the "remind me later" pages. */
    link?: { href: string; text: string };
  },
): string {
  const form =
    page.token && page.button
      ? `<form method="post" action="${escapeHtml(page.action ?? '/api/reminders/unsubscribe')}">
<input type="hidden" name="token" value="${escapeHtml(page.token)}">
<button type="submit">${escapeHtml(page.button)}</button>
</form>`
      : '';
  return `<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page.title)} · Evenkeel</title>
</head>
<body>
<main>
<h1>${escapeHtml(page.title)}</h1>
<p>${escapeHtml(page.text)}</p>
${form}
${
  page.link
    ? `<p><a href="${escapeHtml(page.link.href)}">${escapeHtml(page.link.text)}</a></p>
`
    : ''
}<p><a href="/profile#preferences">${escapeHtml(t('server:reminders.unsubscribe.preferences'))}</a></p>
</main>
</body>
</html>
`;
}

/** "18:00" in English, "18 h 00" in French (the member's reminder hour, HH:MI). */
export function hourText(locale: Locale, hour: string): string {
  return locale === 'fr' ? hour.replace(':', '\u00a0h\u00a0') : hour;
}

/** The words of a "remind me later" outcome: a title and a sentence (also the push's answer). */
export function snoozeWords(t: ServerTranslate, outcome: Exclude<SnoozeOutcome, { status: 'invalid' }>) {
  const ns = 'server:remind_later.page';
  if (outcome.status === 'used') return { title: t(`${ns}.used_title`), text: t(`${ns}.used`) };
  if (outcome.status === 'expired') return { title: t(`${ns}.expired_title`), text: t(`${ns}.expired`) };
  const time = hourText(outcome.locale, outcome.hour);
  if (outcome.status === 'ready') {
    // What the button will do; a link whose answer is already settled still asks (GET never acts).
    return outcome.kind === 'tomorrow'
      ? { title: t(`${ns}.tomorrow_title`), text: t(`${ns}.tomorrow_question`, { time }) }
      : { title: t(`${ns}.week_title`), text: t(`${ns}.week_question`) };
  }
  switch (outcome.answer) {
    case 'tomorrow':
      return { title: t(`${ns}.tomorrow_done_title`), text: t(`${ns}.tomorrow_done`, { time }) };
    case 'week':
      return { title: t(`${ns}.week_done_title`), text: t(`${ns}.week_done`) };
    case 'week_ends':
      return { title: t(`${ns}.week_ends_title`), text: t(`${ns}.week_ends`) };
    default:
      return { title: t(`${ns}.checkup_done_title`), text: t(`${ns}.checkup_done`) };
  }
}

/**
 * The "remind me later" page for an outcome, with its status: the question and its POST button
 * (GET, `ready`), what was done (200), used or expired (410), not valid (404). In the member's
 * language once the token names them, else the request's.
 */
export function snoozePage(outcome: SnoozeOutcome, requestLocale: Locale): { status: number; html: string } {
  if (outcome.status === 'invalid') {
    const t = translator(requestLocale);
    return {
      status: 404,
      html: unsubscribePage(t, requestLocale, {
        title: t('server:remind_later.page.invalid_title'),
        text: t('server:remind_later.page.invalid'),
      }),
    };
  }
  const t = translator(outcome.locale);
  const words = snoozeWords(t, outcome);
  const gone = outcome.status === 'used' || outcome.status === 'expired';
  const asking = outcome.status === 'ready';
  const checkup =
    outcome.status === 'done' && outcome.answer !== 'checkup_done'
      ? { href: '/checkup', text: t('server:remind_later.page.checkup') }
      : undefined;
  return {
    status: gone ? 410 : 200,
    html: unsubscribePage(t, outcome.locale, {
      ...words,
      ...(asking
        ? {
            token: outcome.token,
            action: '/api/reminders/snooze',
            button: t(
              outcome.kind === 'tomorrow'
                ? 'server:remind_later.page.tomorrow_button'
                : 'server:remind_later.page.week_button',
            ),
          }
        : {}),
      ...(checkup ? { link: checkup } : {}),
    }),
  };
}
