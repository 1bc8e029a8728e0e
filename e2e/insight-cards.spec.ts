import type { Page } from '@playwright/test';
import { DASHBOARD_PASSWORD } from './dashboard-world';
import { api, appReady, expectAccessible, type Lang, signInThroughForm } from './support';
import { expect, test } from './test';

/**
 * Issue 32 §2 and §3 (decision 0027): a member with 20 weeks of check-ups (the dashboards'
 * population, e2e/dashboard-world.ts, seeded before the server starts) logs a walk in their
 * best weeks, then sees an insight card saying so with its numbers, and the change sentence on
 * their result. One member per language (their profile's), each with both of their last weeks.
 */
const MEMBERS: Record<Lang, string> = {
  en: 'member03@harbour.example.test',
  fr: 'member04@harbour.example.test',
};

const words = {
  en: {
    cardsTitle: 'What goes with your score',
    card: /^In the (\d+) weeks you logged Walk, your score averaged \d+ points higher than in the (\d+) weeks you did not\.$/,
    interval: /^90 % interval: \d+ to \d+ points\. This does not show that one causes the other\.$/,
    change:
      /^Your score (rose \d+ points since last week — that is a real change|went down \d+ points since last week — that is a real change|is about the same as last week: a change of less than 10 points is part of the usual ups and downs)\.$/,
  },
  fr: {
    cardsTitle: 'Ce qui accompagne votre score',
    card: /^Les (\d+) semaines où vous avez noté Marche, votre score a été en moyenne \d+ points plus haut que les (\d+) semaines où vous ne l’avez pas noté\.$/,
    interval: /^Intervalle à 90 % : de \d+ à \d+ points\. Cela ne montre pas que l’un cause l’autre\.$/,
    change:
      /^Votre score (a augmenté de \d+ points depuis la semaine dernière — c’est un vrai changement|a baissé de \d+ points depuis la semaine dernière — c’est un vrai changement|est à peu près le même que la semaine dernière : un écart de moins de 10 points fait partie des hauts et des bas habituels)\.$/,
  },
} as const;

/** Logs a walk in the member's 8 best-scoring weeks (again on a second run: the same weeks). */
async function walkInBestWeeks(page: Page, lang: Lang): Promise<number> {
  const list = await api(page, 'GET', '/api/checkups?page[size]=100', undefined, lang);
  const weeks = (list.data as { attributes: { week_start: string; score: number } }[])
    .map((item) => item.attributes)
    .sort((a, b) => b.score - a.score || a.week_start.localeCompare(b.week_start));
  for (const week of weeks.slice(0, 8)) {
    await api(
      page,
      'POST',
      '/api/activities',
      { data: { type: 'activities', attributes: { date: week.week_start, title_key: 'walk', impact: 3 } } },
      lang,
    );
  }
  return weeks.length;
}

async function seeCardAndChange(page: Page, lang: Lang) {
  const w = words[lang];
  await signInThroughForm(page, lang, MEMBERS[lang], DASHBOARD_PASSWORD);
  const weeks = await walkInBestWeeks(page, lang);

  await page.goto('/insights');
  await appReady(page);
  const section = page.getByRole('region', { name: w.cardsTitle });
  await expect(section).toBeVisible();
  const card = section.getByTestId('insight-card').first();
  await expect(card).toBeVisible();
  const sentence = (await card.locator('p').first().textContent()) ?? '';
  const [, withWeeks, withoutWeeks] = sentence.match(w.card) ?? [];
  expect(sentence).toMatch(w.card);
  expect(Number(withWeeks) + Number(withoutWeeks)).toBe(weeks);
  expect(Number(withWeeks)).toBe(8);
  await expect(card.locator('p').nth(1)).toHaveText(w.interval);
  // The latest check-up's change, on insights too.
  await expect(page.getByTestId('score-change')).toHaveText(w.change);
  await expectAccessible(page);

  await page.goto('/checkup/result');
  await appReady(page);
  await expect(page.getByTestId('score-change')).toHaveText(w.change);
  await expectAccessible(page);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`insight cards and a check-up's change (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a member with weeks of history sees a card with its numbers and the change on the result', {
      tag: lang === 'en' ? ['@phone'] : [],
    }, async ({ page }) => {
      // Eight logs, two pages and four accessibility scans.
      test.setTimeout(240_000);
      await seeCardAndChange(page, lang);
    });
  });
}
