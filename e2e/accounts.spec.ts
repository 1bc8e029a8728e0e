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
import { expect, test } from './test';

/** The sign-in and security panel's words, as in the catalogues. */
const security = {
  en: {
    tab: 'Sign-in and security',
    current: 'Current password',
    newPassword: 'New password',
    changePassword: 'Change the password',
    passwordChanged: 'Your password has been changed. Your other sessions are signed out.',
    incorrect: 'The password is incorrect.',
    newEmail: 'New e-mail address',
    sendLink: 'Send the confirmation link',
    changeEmail: 'Change the e-mail address',
    emailSent: (email: string) =>
      `Check the inbox of ${email}: the new address counts once the link we sent there is opened.`,
    confirmSubject: 'Confirm your new e-mail address for Evenkeel',
    signsInWith: (email: string) => `You sign in with ${email}.`,
  },
  fr: {
    tab: 'Connexion et sécurité',
    current: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    changePassword: 'Changer le mot de passe',
    passwordChanged: 'Votre mot de passe a été modifié. Vos autres sessions sont déconnectées.',
    incorrect: 'Le mot de passe est incorrect.',
    newEmail: 'Nouvelle adresse courriel',
    sendLink: 'Envoyer le lien de confirmation',
    changeEmail: 'Changer l’adresse courriel',
    emailSent: (email: string) =>
      `Consultez la boîte de réception de ${email} : la nouvelle adresse compte une fois ouvert le lien que nous y avons envoyé.`,
    confirmSubject: 'Confirmez votre nouvelle adresse courriel pour Evenkeel',
    signsInWith: (email: string) => `Vous vous connectez avec ${email}.`,
  },
};

// Every account journey in both languages; the playwright projects run each at desktop width
// and at 375 px. The language comes from the browser, as for a first-time visitor.
for (const lang of ['en', 'fr'] as Lang[]) {
  const x = texts[lang];

  test.describe(`accounts (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('signs up: "check your inbox", the link signs in and opens onboarding; out and in again', {
      tag: '@phone',
    }, async ({ page }) => {
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

      // The reset e-mail is written by a job, after the sign-up's own e-mail.
      await openLatestEmail(page, email, x.resetSubject);
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

    test('changes the password from the profile, then signs in with the new one', async ({ page }) => {
      const w = security[lang];
      const email = uniqueEmail(`password-${lang}`);
      await signUpThroughForm(page, lang, email, 'a calm river at dusk');
      await page.goto('/profile#security');
      await expect(page.getByRole('tab', { name: w.tab })).toHaveAttribute('aria-selected', 'true');
      await expectAccessible(page);

      const form = page.getByRole('form', { name: w.changePassword });
      await form.getByRole('textbox', { name: w.current, exact: true }).fill('not my password');
      await form
        .getByRole('textbox', { name: w.newPassword, exact: true })
        .fill('a new path through the woods');
      await form.getByRole('button', { name: w.changePassword }).click();
      await expect(form.getByText(w.incorrect)).toBeVisible();

      await form.getByRole('textbox', { name: w.current, exact: true }).fill('a calm river at dusk');
      await form.getByRole('button', { name: w.changePassword }).click();
      await expect(page.getByText(w.passwordChanged)).toBeVisible();
      await expect(form.getByRole('textbox', { name: w.current, exact: true })).toHaveValue('');

      await signOut(page, lang);
      await signInThroughForm(page, lang, email, 'a calm river at dusk');
      await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();
      await signInThroughForm(page, lang, email, 'a new path through the woods');
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
    });

    test("changes the e-mail address through the new address's link", async ({ page }) => {
      const w = security[lang];
      const email = uniqueEmail(`oldaddress-${lang}`);
      const moved = uniqueEmail(`newaddress-${lang}`);
      await signUpThroughForm(page, lang, email, 'a calm river at dusk');
      await page.goto('/profile#security');
      const form = page.getByRole('form', { name: w.changeEmail });
      await form.getByRole('textbox', { name: w.newEmail }).fill(moved);
      await form.getByRole('textbox', { name: w.current, exact: true }).fill('a calm river at dusk');
      await form.getByRole('button', { name: w.sendLink }).click();
      await expect(page.getByText(w.emailSent(moved))).toBeVisible();
      // Nothing changes until the link is opened.
      await expect(page.getByText(w.signsInWith(email))).toBeVisible();

      await openLatestEmail(page, moved);
      await expect(page.getByRole('heading', { name: w.confirmSubject })).toBeVisible();
      await followEmailLink(page);
      await expect(page.getByRole('status').filter({ hasText: x.confirmedOwn(moved) })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/profile#security');
      await expect(page.getByText(w.signsInWith(moved))).toBeVisible();

      await signOut(page, lang);
      await signInThroughForm(page, lang, email, 'a calm river at dusk');
      await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();
      await signInThroughForm(page, lang, moved, 'a calm river at dusk');
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
    });
  });
}

test.describe('the signed-out pages without JavaScript', () => {
  test.use({ locale: 'fr-CA', javaScriptEnabled: false });

  // Drawn by the server (docs/decisions/0008-front-door.md): a phone that cannot run the script,
  // or has not received it yet, still signs up, is told what to fix, and is answered at sign-in.
  test('sign-up says what to fix and where the link went; sign-in answers in the page’s language', async ({
    page,
  }) => {
    const x = texts.fr;
    const email = uniqueEmail('no-script');
    await page.goto('/sign-up');
    await page.getByLabel(x.firstName).fill('Alex');
    await page.getByRole('textbox', { name: x.lastName, exact: true }).fill('Rivera');
    await page.getByLabel(x.email).fill(email);
    await page.getByRole('textbox', { name: x.password, exact: true }).fill('court');
    await page.getByRole('button', { name: x.signUpSubmit }).click();
    await expect(page.getByText(x.tooShort)).toBeVisible();
    // What was typed is still there, except the password.
    await expect(page.getByLabel(x.email)).toHaveValue(email);
    await expect(page.getByRole('textbox', { name: x.password, exact: true })).toHaveValue('');
    await page.getByRole('textbox', { name: x.password, exact: true }).fill('a calm river at dusk');
    await page.getByRole('button', { name: x.signUpSubmit }).click();
    await expect(page.getByRole('heading', { level: 1, name: x.checkInbox })).toBeVisible();

    await page.goto('/sign-in');
    await page.getByLabel(x.email).fill(email);
    await page.getByRole('textbox', { name: x.password, exact: true }).fill('a calm river at dusk');
    await page.getByRole('button', { name: x.signInSubmit }).click();
    // Not usable before the link: the usual wrong-credentials message, in the page's language.
    await expect(page.getByRole('alert').filter({ hasText: x.wrongPassword })).toBeVisible();
  });
});
