import { checkupTexts, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { expect, type Page, test } from './test';

const PASSWORD = 'a calm river at dusk';

const words = {
  en: {
    ...checkupTexts.en,
    recommended: 'Recommended for you',
    sleepReason: 'Your sleep was 2 out of 10 this week',
    activity: 'A screen-free hour before bed',
    logIt: 'Log it: A screen-free hour before bed',
    logged: '“A screen-free hour before bed” is logged for today. You will find it in Insights.',
    loggedTitle: 'Screen-free hour',
    insightsTitle: 'Insights',
  },
  fr: {
    ...checkupTexts.fr,
    recommended: 'Recommandé pour vous',
    sleepReason: 'Votre sommeil était à 2 sur 10 cette semaine',
    activity: 'Une heure sans écran avant le coucher',
    logIt: 'Noter : Une heure sans écran avant le coucher',
    logged:
      '« Une heure sans écran avant le coucher » est noté pour aujourd’hui. Vous le retrouverez dans Tendances.',
    loggedTitle: 'Heure sans écran',
    insightsTitle: 'Tendances',
  },
};

/** Answers every question of the current part: `pick(index)` is the answer's position for the index-th question. */
async function answerPart(page: Page, pick: (index: number) => number) {
  const groups = page.locator('fieldset');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const radio = groups.nth(index).getByRole('radio').nth(pick(index));
    await radio.check();
    await expect(radio).toBeChecked();
  }
}

/**
 * The whole check-up: WHO-5 "More than half of the time" (score 60, room to improve), PHQ-4
 * "Not at all", sleep 2 and the other life areas 7, safety no.
 */
async function checkupWithLowSleep(page: Page, lang: Lang) {
  const w = words[lang];
  await page.goto('/checkup');
  await expect(page.getByRole('heading', { level: 1, name: w.checkupTitle })).toBeVisible();
  // Answers are listed from "All of the time" (5) down: the third is 3, a score of 60.
  await answerPart(page, () => 2);
  await page.getByRole('button', { name: w.next }).click();
  await answerPart(page, () => 0);
  await page.getByRole('button', { name: w.next }).click();
  // Life areas, in the questionnaire's order: sleep first.
  await answerPart(page, (index) => (index === 0 ? 2 : 7));
  await page.getByRole('button', { name: w.next }).click();
  await answerPart(page, () => 0);
  await page.getByRole('button', { name: w.finish }).click();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];

  test.describe(`recommendations (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'America/Toronto' });

    test(`after a check-up with low sleep, a recommendation names sleep; its activity is logged with one click${lang === 'en' ? ' @phone' : ''}`, async ({
      page,
    }) => {
      await signUpQuickly(page, lang, uniqueEmail(`recommend-${lang}`), PASSWORD);
      await checkupWithLowSleep(page, lang);

      // The result: recommendations with their reasons, the one for sleep among them.
      await expect(page.getByRole('heading', { level: 1, name: w.resultsTitle })).toBeVisible();
      const section = page.getByRole('region', { name: w.recommended });
      const sleep = section.getByTestId('recommendation').filter({ hasText: w.sleepReason });
      await expect(sleep.first()).toBeVisible();
      await expect(sleep.filter({ hasText: w.activity })).toHaveCount(1);
      await expect(page.getByTestId('score')).toHaveText('60');
      // No crisis help for a score of 60 and negative screens.
      await expect(section.locator('[data-kind="crisis_help"]')).toHaveCount(0);
      await expectAccessible(page);

      // One click logs it as today's activity: a toast says so, and it is in Insights' log.
      await sleep.getByRole('button', { name: w.logIt }).click();
      await expect(page.getByText(w.logged)).toBeVisible();
      await page.goto('/insights');
      await expect(page.getByRole('heading', { level: 1, name: w.insightsTitle })).toBeVisible();
      await expect(page.getByTestId('logs-list')).toContainText(w.loggedTitle);

      // The home page recommends the same, with the same reason.
      await page.goto('/');
      const home = page.getByRole('region', { name: w.recommended });
      await expect(
        home.getByTestId('recommendation').filter({ hasText: w.sleepReason }).first(),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}
