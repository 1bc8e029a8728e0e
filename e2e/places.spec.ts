import type { Page } from '@playwright/test';
import { confirmSignUp, type Lang, signUpQuickly, submitSignUp, texts, uniqueEmail } from './support';
import { expect, test } from './test';

/** Issue 27, items 6 and 7: cities typed as the list shows them, time zones by name. */

const PASSWORD = 'a calm river at dusk';

const words = {
  en: {
    city: 'City',
    timezone: 'Time zone',
    where: 'Where do you live?',
    reminders: 'When should we remind you?',
    incorrect:
      'Incorrect location has been provided. Please type in your location and select a correct option from the dropdown list.',
    save: 'Save',
    saved: 'Your profile has been updated.',
    india: 'India Standard Time (Kolkata)',
    kyiv: 'Eastern European Time (Kyiv)',
  },
  fr: {
    city: 'Ville',
    timezone: 'Fuseau horaire',
    where: 'Où habitez-vous ?',
    reminders: 'Quand devons-nous vous le rappeler ?',
    incorrect:
      'Le lieu indiqué est incorrect. Veuillez saisir votre ville et choisir une option correcte dans la liste déroulante.',
    save: 'Enregistrer',
    saved: 'Votre profil a été mis à jour.',
    india: 'heure de l’Inde (Calcutta)',
    kyiv: 'heure d’Europe de l’Est (Kyiv)',
  },
};

/** Signs up through the form and walks onboarding to its city step. */
async function toCityStep(page: Page, lang: Lang) {
  const email = uniqueEmail(`places-${lang}`);
  await submitSignUp(page, lang, email, PASSWORD);
  await confirmSignUp(page, lang, email);
  await page.getByRole('button', { name: texts[lang].continue }).click();
  await page.getByRole('button', { name: texts[lang].skip }).click();
  await expect(page.getByRole('heading', { level: 2, name: words[lang].where })).toBeVisible();
}

/** The city field's suggestions (the page's native selects have options too). */
const suggestions = (page: Page) => page.getByRole('listbox').getByRole('option');

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];
  const x = texts[lang];

  test.describe(`onboarding's city (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'America/St_Johns' });

    test('a city typed with its region is found first; text not chosen from the list stops the step', {
      tag: '@phone',
    }, async ({ page }) => {
      await toCityStep(page, lang);
      const city = page.getByRole('combobox', { name: w.city });
      const country = lang === 'fr' ? 'États-Unis' : 'United States';
      for (const [typed, first] of [
        ['Paris Texas', `Paris, Texas, ${country}`],
        ['Paris, Tex', `Paris, Texas, ${country}`],
        ['London, Ontario', 'London, Ontario, Canada'],
      ] as const) {
        await city.fill(typed);
        await expect(suggestions(page).first()).toHaveText(first);
      }

      // Typed, not chosen, then Continue: the step says so next to the field and stays.
      await city.fill('London On');
      await expect(suggestions(page).first()).toHaveText('London, Ontario, Canada');
      await page.getByRole('button', { name: x.continue }).click();
      await expect(city).toHaveAccessibleDescription(new RegExp(w.incorrect.replace(/[.?]/g, '\\$&')));
      await expect(page.getByText(w.incorrect)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.where })).toBeVisible();

      // Chosen from the list: the message goes, the zone follows the city, the step goes on.
      await city.fill('London On');
      await suggestions(page).first().click();
      await expect(city).toHaveValue('London, Ontario, Canada');
      await expect(page.getByText(w.incorrect)).toHaveCount(0);
      await expect(page.getByRole('combobox', { name: w.timezone })).toHaveValue('America/Toronto');
      await page.getByRole('button', { name: x.continue }).click();
      await expect(page.getByRole('heading', { level: 2, name: w.reminders })).toBeVisible();
    });
  });

  test.describe(`the profile's city (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('text left in the city field without choosing is not saved in silence', async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`profile-city-${lang}`), PASSWORD);
      await page.goto('/profile#personal');
      const city = page.getByRole('combobox', { name: w.city });
      await city.fill('Montréal QC');
      await expect(suggestions(page).first()).toHaveText(
        lang === 'fr' ? 'Montréal, Québec, Canada' : 'Montréal, Quebec, Canada',
      );
      await suggestions(page).first().click();
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.saved).first()).toBeVisible();

      await city.fill('Qzxv');
      await city.blur();
      await expect(page.getByText(w.incorrect).first()).toBeVisible();
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(city).toHaveAttribute('aria-invalid', 'true');
      await page.reload();
      await expect(page.getByRole('combobox', { name: w.city })).toHaveValue(/^Montréal, /);
    });
  });

  for (const timezoneId of ['Asia/Calcutta', 'Asia/Kolkata']) {
    test.describe(`time zones by name (${lang}, browser in ${timezoneId})`, () => {
      test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-GB', timezoneId });

      test('the browser’s zone by its current name, every zone by its name in the member’s language', async ({
        page,
      }) => {
        await toCityStep(page, lang);
        const zone = page.getByRole('combobox', { name: w.timezone });
        await expect(zone).toHaveValue('Asia/Kolkata');
        await expect(zone.locator('option:checked')).toHaveText(w.india);
        // Current names only: never Asia/Calcutta nor Europe/Kiev.
        const values = await zone
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        expect(values).toContain('Europe/Kyiv');
        expect(values).not.toContain('Asia/Calcutta');
        expect(values).not.toContain('Europe/Kiev');
        await zone.selectOption('Europe/Kyiv');
        await expect(zone.locator('option:checked')).toHaveText(w.kyiv);
        await page.getByRole('button', { name: x.continue }).click();
        await expect(page.getByRole('heading', { level: 2, name: w.reminders })).toBeVisible();
        const me = await page.request.get('/api/session');
        expect(JSON.stringify(await me.json())).toContain('"timezone":"Europe/Kyiv"');
      });
    });
  }
}
