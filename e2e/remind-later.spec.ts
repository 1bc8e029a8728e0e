import { api, csrfToken, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { type Browser, expect, type Page, test } from './test';

// "Remind me later" (issue 32 §4): a member is reminded now (the development scan route instead of
// the five-minute job), takes the "Remind me tomorrow" or "Not this week" link from the e-mail in
// the development outbox, and opens it in a browser with no session: the page asks, its button
// confirms, and the same link then says it was already used.

const PASSWORD = 'a long passphrase for reminders';

const words = {
  en: {
    subject: 'Time for your weekly check-up',
    tomorrowTitle: 'Remind me tomorrow',
    tomorrowButton: 'Remind me tomorrow',
    tomorrowDoneTitle: 'We’ll remind you tomorrow',
    tomorrowDone: (time: string) => `We’ll remind you tomorrow at about ${time}.`,
    weekButton: 'No more reminders this week',
    weekDone: 'No more reminders this week. Next week’s reminder comes as usual.',
    used: 'This link was already used',
    checkup: 'Do my check-up now',
  },
  fr: {
    subject: 'C’est le moment de votre bilan hebdomadaire',
    tomorrowTitle: 'Me le rappeler demain',
    tomorrowButton: 'Me le rappeler demain',
    tomorrowDoneTitle: 'Nous vous le rappellerons demain',
    tomorrowDone: (time: string) =>
      `Nous vous le rappellerons demain vers ${time.replace(':', '\u00a0h\u00a0')}.`,
    weekButton: 'Plus de rappels cette semaine',
    weekDone: 'Plus de rappels cette semaine. Le rappel de la semaine prochaine arrivera comme d’habitude.',
    used: 'Ce lien a déjà servi',
    checkup: 'Faire mon bilan maintenant',
  },
};

/**
 * A zone where today is not Sunday (on a Sunday "tomorrow" is the next week, which the reminder
 * no longer covers): Kiritimati (UTC+14) and Honolulu (UTC−10) are never both on a Sunday.
 */
function zoneNotOnSunday(now: Date): { zone: string; weekday: string; hour: string } {
  for (const zone of ['UTC', 'Pacific/Kiritimati', 'Pacific/Honolulu']) {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      hour: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(now);
    const weekday = parts.find((part) => part.type === 'weekday')?.value.toLowerCase() ?? '';
    const hour = parts.find((part) => part.type === 'hour')?.value ?? '';
    if (weekday !== 'sunday') return { zone, weekday, hour };
  }
  throw new Error('every zone is on a Sunday');
}

/** Today's day and this hour as the member's reminder slot, in a zone where tomorrow is this week; then a scan. */
async function remindNow(page: Page, lang: Lang): Promise<string> {
  const { zone, weekday, hour } = zoneNotOnSunday(new Date());
  const me = await api(page, 'GET', '/api/session');
  const id = me.data.id as string;
  await api(
    page,
    'PATCH',
    `/api/users/${id}`,
    { data: { type: 'users', id, attributes: { timezone: zone } } },
    lang,
  );
  const response = await page.request.fetch('/api/checkup_preferences', {
    method: 'PUT',
    headers: {
      accept: 'application/vnd.api+json',
      'content-type': 'application/vnd.api+json',
      'x-csrf-token': await csrfToken(page),
    },
    data: JSON.stringify({
      data: { type: 'checkup_preferences', attributes: { frequency: weekday, time: `${hour}:00:00` } },
    }),
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  await api(page, 'POST', '/dev/reminders/scan');
  return `${hour}:00`;
}

/** The link of that kind ("tomorrow" or "week") in the newest reminder to `to`, from the outbox. */
async function snoozeLink(
  page: Page,
  to: string,
  subject: string,
  kind: 'tomorrow' | 'week',
): Promise<string> {
  let link = '';
  await expect(async () => {
    const outbox = await (await page.request.get('/dev/mail')).text();
    const id = outbox
      .split('<li>')
      .find((item) => item.includes(`>${subject}</a> — to ${to} —`))
      ?.match(/href="\/dev\/mail\/(\d+)"/)?.[1];
    expect(id, `a reminder to ${to}`).toBeDefined();
    const message = await (await page.request.get(`/dev/mail/${id}`)).text();
    const links = [...message.matchAll(/href="(http[^"]*\/reminders\/snooze\?token=[^"]+)"/g)].map(
      (m) => m[1] ?? '',
    );
    link =
      links.find(
        (candidate) => decodeURIComponent(candidate.split('token=')[1] ?? '').split('.')[2] === kind,
      ) ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  return link;
}

/** A browser with no session (the e-mail opened on another device), at `width` px. */
async function freshPage(browser: Browser, lang: Lang, width = 1280): Promise<Page> {
  const context = await browser.newContext({
    locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
    viewport: { width, height: 740 },
  });
  return context.newPage();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`remind me later (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
    const x = words[lang];

    test('"Remind me tomorrow" from the e-mail, without signing in: asks, confirms, then is used up', async ({
      page,
      browser,
    }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`snooze-${lang}`);
      await signUpQuickly(page, lang, email, PASSWORD);
      const time = await remindNow(page, lang);
      const link = await snoozeLink(page, email, x.subject, 'tomorrow');

      const visitor = await freshPage(browser, lang);
      await visitor.goto(link);
      await expect(visitor.locator('html')).toHaveAttribute('lang', lang);
      await expect(visitor.getByRole('heading', { level: 1, name: x.tomorrowTitle })).toBeVisible();
      await expectAccessible(visitor);
      await visitor.getByRole('button', { name: x.tomorrowButton }).click();
      await expect(visitor.getByRole('heading', { level: 1, name: x.tomorrowDoneTitle })).toBeVisible();
      await expect(visitor.getByText(x.tomorrowDone(time))).toBeVisible();
      await expect(visitor.getByRole('link', { name: x.checkup })).toHaveAttribute('href', '/checkup');
      await expectAccessible(visitor);

      // The same link again (a second click, a forwarded e-mail): it has done its job.
      await visitor.goto(link);
      await expect(visitor.getByRole('heading', { level: 1, name: x.used })).toBeVisible();
      await expect(visitor.getByRole('button')).toHaveCount(0);
      await visitor.context().close();
    });

    test('"Not this week" at 375 px @phone', async ({ page, browser }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`snooze-week-${lang}`);
      await signUpQuickly(page, lang, email, PASSWORD);
      await remindNow(page, lang);
      const link = await snoozeLink(page, email, x.subject, 'week');

      const visitor = await freshPage(browser, lang, 375);
      await visitor.goto(link);
      const button = visitor.getByRole('button', { name: x.weekButton });
      await expect(button).toBeVisible();
      await button.click();
      await expect(visitor.getByText(x.weekDone)).toBeVisible();
      // Nothing wider than the phone.
      const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(visitor);
      await visitor.context().close();
    });
  });
}
