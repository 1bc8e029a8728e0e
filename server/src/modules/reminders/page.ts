import type { Locale } from '@evenkeel/common';
import type { ServerTranslate } from '../../i18n';
import { escapeHtml } from '../../lib/html';

/**
 * The unsubscribe pages: plain server-rendered HTML, no script and no inline style (the CSP
 * allows neither scripts nor anything from elsewhere), readable without the web app.
 */
export function unsubscribePage(
  t: ServerTranslate,
  locale: Locale,
  page: { title: string; text: string; token?: string; button?: string },
): string {
  const form =
    page.token && page.button
      ? `<form method="post" action="/api/reminders/unsubscribe">
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
<p><a href="/profile#preferences">${escapeHtml(t('server:reminders.unsubscribe.preferences'))}</a></p>
</main>
</body>
</html>
`;
}
