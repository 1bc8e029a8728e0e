import path from 'node:path';
import {
  confirmSignUp,
  expectAccessible,
  type Lang,
  signInThroughForm,
  signUpQuickly,
  texts,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

const PASSWORD = 'a calm river at dusk';
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

const words = {
  en: {
    personal: 'Personal',
    preferences: 'Check-up preferences',
    danger: 'Danger zone',
    birthdate: 'Birthdate',
    march: 'Mar',
    city: 'City',
    montreal: /^Montréal, .*Canada$/,
    timezone: 'Time zone',
    save: 'Save',
    saved: 'Your profile has been updated.',
    choosePicture: 'Choose a picture',
    webcam: 'Use the webcam',
    take: 'Take the picture',
    usePicture: 'Use this picture',
    tooSmall: 'The picture must be at least 128×128 pixels.',
    wednesday: 'Wednesday',
    time: 'Time of day',
    sevenPm: '7:00 PM',
    savePreferences: 'Save my preferences',
    preferencesSaved: 'Your check-up preferences have been saved.',
    selectDay: 'Please select a day of the week.',
    deleteAccount: 'Delete my account for good',
    deleted: 'Your account and your data have been deleted.',
    language: 'Language',
    french: 'Français',
    startCheckup: 'Take my first check-up',
  },
  fr: {
    personal: 'Informations personnelles',
    preferences: 'Préférences de bilan',
    danger: 'Zone de danger',
    birthdate: 'Date de naissance',
    march: 'mars',
    city: 'Ville',
    montreal: /^Montréal, .*Canada$/,
    timezone: 'Fuseau horaire',
    save: 'Enregistrer',
    saved: 'Votre profil a été mis à jour.',
    choosePicture: 'Choisir une photo',
    webcam: 'Utiliser la webcam',
    take: 'Prendre la photo',
    usePicture: 'Utiliser cette photo',
    tooSmall: 'La photo doit faire au moins 128 × 128 pixels.',
    wednesday: 'mercredi',
    time: 'Heure',
    sevenPm: '19 h 00',
    savePreferences: 'Enregistrer mes préférences',
    preferencesSaved: 'Vos préférences de bilan ont été enregistrées.',
    selectDay: 'Veuillez choisir un jour de la semaine.',
    deleteAccount: 'Supprimer définitivement mon compte',
    deleted: 'Votre compte et vos données ont été supprimés.',
    language: 'Langue',
    french: 'Français',
    startCheckup: 'Faire mon premier bilan',
  },
};

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];
  const x = texts[lang];

  test.describe(`account page (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('birthdate through the years view, Montréal with its time zone, saved', { tag: '@phone' }, async ({
      page,
    }) => {
      await signUpQuickly(page, lang, uniqueEmail(`personal-${lang}`), PASSWORD);
      await page.goto('/profile#personal');
      await page.getByRole('button', { name: w.birthdate, exact: true }).click();
      // The picker opens on the years of the 1990s.
      await page.getByRole('button', { name: '1992', exact: true }).click();
      await page.getByRole('button', { name: w.march, exact: true }).click();
      await page.getByRole('button', { name: /^14 / }).click();
      await expect(page.getByRole('button', { name: w.birthdate, exact: true })).toContainText('1992-03-14');

      await page.getByRole('combobox', { name: w.city }).fill('montr');
      await page.getByRole('option', { name: w.montreal }).first().click();
      await expect(page.getByRole('combobox', { name: w.timezone })).toHaveValue('America/Toronto');
      await page.getByRole('button', { name: w.save, exact: true }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await expectAccessible(page);

      await page.reload();
      await expect(page.getByRole('button', { name: w.birthdate, exact: true })).toContainText('1992-03-14');
      await expect(page.getByRole('combobox', { name: w.city })).toHaveValue(w.montreal);
      await expect(page.getByRole('combobox', { name: w.timezone })).toHaveValue('America/Toronto');
    });

    test('same-named towns (Perth, San Jose) are told apart and the second one is kept', async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`towns-${lang}`), PASSWORD);
      await page.goto('/profile#personal');
      const city = page.getByRole('combobox', { name: w.city });
      for (const name of ['Perth', 'San Jose']) {
        await city.fill(name);
        // The suggestions' list: the page's native selects (language, time zone) have options too.
        const options = page.getByRole('listbox').getByRole('option');
        await expect(options.nth(1)).toBeVisible();
        const labels = await options.allTextContents();
        expect(labels.length).toBeGreaterThan(1);
        expect(new Set(labels).size).toBe(labels.length);
        const second = labels[1] as string;
        await options.nth(1).click();
        await expect(city).toHaveValue(second);
        await page.getByRole('button', { name: w.save, exact: true }).click();
        await expect(page.getByText(w.saved).first()).toBeVisible();
        await page.reload();
        // The profile keeps the town chosen (its label without the population detail, if any).
        await expect(page.getByRole('combobox', { name: w.city })).toHaveValue(
          second.split(' · ')[0] as string,
        );
      }
    });

    test('profile picture from a file, cropped, and from the webcam; a tiny one refused', {
      tag: '@phone',
    }, async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`picture-${lang}`), PASSWORD);
      await page.goto('/profile#personal');
      const avatar = page.getByTestId('profile-picture');

      let chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: w.choosePicture }).click();
      await (await chooser).setFiles(fixture('tiny.png'));
      await expect(page.getByText(w.tooSmall)).toBeVisible();

      chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: w.choosePicture }).click();
      await (await chooser).setFiles(fixture('portrait.png'));
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('button', { name: w.usePicture }).click();
      await expect(page.getByText(w.saved).first()).toBeVisible();
      const first = await avatar.locator('img').getAttribute('src');
      expect(first).toMatch(/^\/uploads\//);

      await page.getByRole('button', { name: w.webcam }).click();
      const take = page.getByRole('dialog').getByRole('button', { name: w.take });
      await expect(take).toBeEnabled();
      await take.click();
      await page.getByRole('dialog').getByRole('button', { name: w.usePicture }).click();
      await expect(avatar.locator('img')).not.toHaveAttribute('src', first ?? '');
      await expect(avatar.locator('img')).toHaveAttribute('src', /^\/uploads\//);
    });

    test('check-up preferences: a day and an hour, and the error without a day', async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`prefs-${lang}`), PASSWORD);
      await page.goto('/profile#preferences');
      await page.getByRole('button', { name: w.savePreferences }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.selectDay }).first()).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('radio', { name: w.wednesday }).check();
      await page.getByRole('combobox', { name: w.time }).selectOption({ label: w.sevenPm });
      await page.getByRole('button', { name: w.savePreferences }).click();
      await expect(page.getByText(w.preferencesSaved)).toBeVisible();
      await expect(page).toHaveURL(/#preferences$/);
      await expect(page.getByRole('radio', { name: w.wednesday })).toBeChecked();
      await expect(page.getByRole('combobox', { name: w.time })).toHaveValue('19:00:00');
    });

    test('the reminder day picker names each day in full, in the week’s order, with 44 px targets', async ({
      page,
    }) => {
      await signUpQuickly(page, lang, uniqueEmail(`days-${lang}`), PASSWORD);
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/profile#preferences');
      const days =
        lang === 'fr'
          ? ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche']
          : ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      const group = page.getByRole('radiogroup', {
        name: lang === 'fr' ? 'Jour de la semaine' : 'Day of the week',
      });
      const radios = group.getByRole('radio');
      await expect(radios).toHaveCount(7);
      for (const [index, day] of days.entries()) {
        await expect(radios.nth(index)).toHaveAccessibleName(day);
        const box = await page.getByRole('radio', { name: day, exact: true }).boundingBox();
        expect(box?.width, day).toBeGreaterThanOrEqual(44);
        expect(box?.height, day).toBeGreaterThanOrEqual(44);
      }
      // The first letter is what shows.
      await expect(group).toContainText(lang === 'fr' ? 'LMMJVSD' : 'SMTWTFS');
      await page.getByRole('radio', { name: days[1] as string, exact: true }).check();
      await expect(page.getByRole('radio', { name: days[1] as string, exact: true })).toBeChecked();
      await expectAccessible(page);
    });

    test('deleting the account ends it: signing in again fails', async ({ page }) => {
      const email = uniqueEmail(`delete-${lang}`);
      await signUpQuickly(page, lang, email, PASSWORD);
      await page.goto('/profile#danger');
      await expectAccessible(page);
      await page.getByRole('textbox', { name: x.password, exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: w.deleteAccount }).click();
      await expect(page.getByText(w.deleted)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: x.signInTitle })).toBeVisible();
      await signInThroughForm(page, lang, email, PASSWORD);
      await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();
    });
  });
}

test.describe('onboarding', () => {
  test.use({ locale: 'en-CA' });

  test('from sign-up to the check-up entry, resumed after a reload', { tag: '@phone' }, async ({ page }) => {
    const x = texts.en;
    const f = texts.fr;
    await page.goto('/sign-up');
    await page.getByLabel(x.firstName).fill('Noor');
    await page.getByRole('textbox', { name: x.lastName, exact: true }).fill('Haddad');
    const email = uniqueEmail('onboarding');
    await page.getByLabel(x.email).fill(email);
    await page.getByRole('textbox', { name: x.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: x.signUpSubmit }).click();
    // "Check your inbox": the e-mailed link signs in and opens onboarding.
    await confirmSignUp(page, 'en', email);
    await expectAccessible(page);

    await page.getByRole('main').getByRole('radio', { name: 'Français' }).check();
    await page.getByRole('button', { name: x.continue }).click();
    await expect(page.getByRole('heading', { level: 1, name: f.welcome })).toBeVisible();
    // A reload resumes at the birthdate, in French.
    await page.reload();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Quelle est votre date de naissance ?' }),
    ).toBeVisible();
    await page.getByRole('button', { name: f.skip }).click();

    await page.getByRole('combobox', { name: 'Ville' }).fill('montr');
    await page
      .getByRole('option', { name: /^Montréal/ })
      .first()
      .click();
    await expect(page.getByRole('combobox', { name: 'Fuseau horaire' })).toHaveValue('America/Toronto');
    await page.getByRole('button', { name: f.continue }).click();

    await page.getByRole('button', { name: f.continue }).click();
    await expect(page.getByText('Veuillez choisir un jour de la semaine.')).toBeVisible();
    await page.getByRole('radio', { name: 'lundi' }).check();
    await page.getByRole('button', { name: f.continue }).click();

    await page.getByRole('button', { name: 'Faire mon premier bilan' }).click();
    await expect(page).toHaveURL(/\/checkup$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bilan' })).toBeVisible();
    // Onboarding is over: home opens directly now.
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Bonjour, Noor' })).toBeVisible();
  });
});
