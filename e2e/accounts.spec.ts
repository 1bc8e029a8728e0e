import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  followEmailLink,
  type Lang,
  openLatestEmail,
  signInThroughForm,
  signOut,
  signUpThroughForm,
  skipOnboarding,
  submitSignUp,
  texts,
  uniqueEmail,
} from './support';

// Every account journey in both languages; the playwright projects run each at desktop width
// and at 375 px. The language comes from the browser, as for a first-time visitor.
for (const lang of ['en', 'fr'] as Lang[]) {
  const x = texts[lang];

  test.describe(`accounts (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('signs up: "check your inbox", the link signs in and opens onboarding; out and in again', async ({
      page,
    }) => {
      const email = uniqueEmail(`signup-${lang}`);
      await page.goto('/sign-up');
      await expectAccessible(page);

      // A too-short password is refused next to its field, in the page's language.
      await page.getByLabel(x.firstName).fill('Alex');
      await page.getByRole('textbox', { name: x.lastName, exact: true }).fill('Rivera');
      await page.getByLabel(x.email).fill(email);
      await page.getByRole('textbox', { name: x.password, exact: true }).fill('short');
      await page.getByRole('button', { name: x.signUpSubmit }).click();
      await expect(page.getByText(x.tooShort)).toBeVisible();

      await submitSignUp(page, lang, email, 'a calm river at dusk');
      await expect(page.getByRole('heading', { level: 1, name: x.checkInbox })).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
      await expectAccessible(page);

      // Not usable before the link: the usual wrong-credentials message.
      await signInThroughForm(page, lang, email, 'a calm river at dusk');
      await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();

      await openLatestEmail(page, email);
      await expect(page.getByRole('heading', { name: x.verifySubject })).toBeVisible();
      await followEmailLink(page);
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1, name: x.welcome })).toBeVisible();
      await expectAccessible(page);
      await skipOnboarding(page, lang);
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
      await expect(page.getByRole('link', { name: x.crisis }).first()).toBeVisible();

      await signOut(page, lang);
      await expect(
        page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: x.signedOut }),
      ).toBeVisible();
      // Signed out, the account pages send the visitor to sign-in.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: x.signInTitle })).toBeVisible();
      await expectAccessible(page);

      await signInThroughForm(page, lang, email, 'a calm river at dusk');
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
    });

    test('says so when the password is wrong, and stays signed out', async ({ page }) => {
      const email = uniqueEmail(`wrong-${lang}`);
      await signUpThroughForm(page, lang, email, 'a calm river at dusk');
      await signOut(page, lang);

      await signInThroughForm(page, lang, email, 'not the right one');
      await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: x.signInTitle })).toBeVisible();
    });

    test('signing up with an address that has an account looks the same; its owner is told', async ({
      page,
    }) => {
      const email = uniqueEmail(`again-${lang}`);
      await signUpThroughForm(page, lang, email, 'a calm river at dusk');
      await signOut(page, lang);

      await submitSignUp(page, lang, email, 'someone else entirely', 'Sam');
      await expect(page.getByRole('status').filter({ hasText: email })).toBeVisible();
      await openLatestEmail(page, email);
      await expect(page.getByRole('heading', { name: x.attemptSubject })).toBeVisible();
      // The account is unchanged: its own password still signs in.
      await signInThroughForm(page, lang, email, 'someone else entirely');
      await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();
      await signInThroughForm(page, lang, email, 'a calm river at dusk');
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
    });

    test('resets a forgotten password through the e-mailed link', async ({ page }) => {
      const email = uniqueEmail(`reset-${lang}`);
      await signUpThroughForm(page, lang, email, 'a calm river at dusk');
      await signOut(page, lang);

      await page.getByRole('link', { name: x.forgot }).click();
      await expectAccessible(page);
      await page.getByLabel(x.email).fill(email);
      await page.getByRole('button', { name: x.sendLink }).click();
      await expect(page.getByRole('status').filter({ hasText: x.resetSent })).toBeVisible();

      await openLatestEmail(page, email);
      await expect(page.getByRole('heading', { name: x.resetSubject })).toBeVisible();
      await followEmailLink(page);
      await expectAccessible(page);
      await page
        .getByRole('textbox', { name: x.newPassword, exact: true })
        .fill('a new path through the woods');
      await page.getByRole('button', { name: x.saveNewPassword }).click();
      await expect(page.getByText(x.passwordChanged)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();

      // The old password no longer works; the new one does.
      await signOut(page, lang);
      await signInThroughForm(page, lang, email, 'a calm river at dusk');
      await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();
      await signInThroughForm(page, lang, email, 'a new path through the woods');
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
    });
  });
}
