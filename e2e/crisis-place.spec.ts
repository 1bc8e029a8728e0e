import { expectAccessible, type Lang, openCrisisPage, signUpQuickly, uniqueEmail } from './support';
import { expect, test } from './test';

/**
 * Crisis help follows where the person is: the profile, else the browser's time zone, else
 * the person chooses the country first. Never the interface language (issue 10, Safety 4).
 */
const words = {
  en: {
    title: 'Crisis help',
    helpFor: (place: string) => `Help for ${place}`,
    choose: 'Choose where you are',
    country: 'Country',
    france: 'France',
    canada: 'Canada',
    notShared: 'Not found or not shared with you',
    noCheckup: 'No check-up yet',
    stale: 'No recent check-up',
    french: 'French',
  },
  fr: {
    title: 'Aide en cas de crise',
    helpFor: (place: string) => `De l’aide pour : ${place}`,
    choose: 'Choisissez où vous êtes',
    country: 'Pays',
    france: 'France',
    canada: 'Canada',
    notShared: 'Introuvable ou non partagé avec vous',
    noCheckup: 'Pas encore de bilan',
    stale: 'Pas de bilan récent',
    french: 'français',
  },
};

const places = [
  // An English (or French) browser in Paris gets French lines.
  { zone: 'Europe/Paris', place: 'france', has: '3114', hasNot: '988' },
  { zone: 'America/Toronto', place: 'canada', has: '988', hasNot: '3114' },
  // Chromium reports America/Montreal as America/Toronto: Canada's lines (Quebec's come from
  // the profile or the position, checkup.spec.ts).
  { zone: 'America/Montreal', place: 'canada', has: '988', hasNot: '3114' },
] as const;

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];

  for (const { zone, place, has, hasNot } of places) {
    test.describe(`crisis help in ${zone} (${lang})`, () => {
      test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', timezoneId: zone });

      test('the signed-out crisis page shows the lines of the time zone’s place', async ({ page }) => {
        await openCrisisPage(page);
        await expect(page.getByRole('heading', { level: 2, name: w.helpFor(w[place]) })).toBeVisible();
        const lines = page.getByTestId('crisis-lines');
        await expect(lines).toContainText(has);
        await expect(lines).not.toContainText(hasNot);
        // Languages by name, never as codes.
        await expect(lines.first()).toContainText(w.french);
      });
    });
  }

  test.describe(`crisis help where the time zone says nothing (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'Etc/GMT+3' });

    test('asks for the country before any list', async ({ page }) => {
      await openCrisisPage(page);
      await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.choose })).toBeVisible();
      await expect(page.getByTestId('crisis-lines')).toHaveCount(0);
      await expectAccessible(page);
      await page.getByLabel(w.country).selectOption({ label: w.france });
      await expect(page.getByTestId('crisis-lines')).toContainText('3114');
    });
  });

  test.describe(`refusals and first use (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('an unknown person shows "not found or not shared" at once; no check-up has its own state', async ({
      page,
    }) => {
      await signUpQuickly(page, lang, uniqueEmail(`refusal-${lang}`), 'a calm river at dusk');
      await page.goto('/people/nobody-by-this-name');
      // A behaviour bound, not a benchmark: a refusal is never retried behind a spinner.
      await expect(page.getByRole('heading', { level: 1, name: w.notShared })).toBeVisible({ timeout: 2000 });

      await page.goto('/insights');
      await expect(page.getByTestId('no-checkup')).toContainText(w.noCheckup);
      await expect(page.getByTestId('stale-notice')).toHaveCount(0);
      await expectAccessible(page);

      // The same member as if the last check-up were 40 days old: the notice shows, readable.
      await page.route('**/api/insights?*', async (route) => {
        const response = await route.fetch();
        const document = await response.json();
        document.data.attributes.last_completed_at = new Date(Date.now() - 40 * 86_400_000).toISOString();
        document.data.attributes.stale = true;
        await route.fulfill({ response, json: document });
      });
      await page.reload();
      await expect(page.getByTestId('stale-notice')).toContainText(w.stale);
      await expect(page.getByTestId('no-checkup')).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
