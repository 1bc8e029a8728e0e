import type { Page } from '@playwright/test';
import {
  api,
  csrfToken,
  emailedToken,
  expectAccessible,
  type Lang,
  signUpQuickly,
  texts,
  uniqueEmail,
} from './support';
import { expect, test } from './test';

/** A sign-in through the API that may be refused (the `api` helper expects success). */
async function signInFrom(page: Page, email: string, password: string, lang: Lang) {
  return page.request.post('/api/session', {
    headers: {
      accept: 'application/vnd.api+json',
      'accept-language': lang,
      'content-type': 'application/vnd.api+json',
      'x-csrf-token': await csrfToken(page),
    },
    data: JSON.stringify({ data: { type: 'sessions', attributes: { email, password } } }),
  });
}

// Issue 26 §2: an attacker sent a member their own confirmation link; opening it switched the
// member's browser to the attacker's account, and the member's next check-up (safety answer
// included) landed where the attacker reads it. A link now signs in only the browser that asked
// for it, and never in place of the session a browser holds. A sign-up's link opened in another
// browser activates nothing until that browser gives the password (or a new one): a stranger who
// signed up with someone's address can never use the account.
for (const lang of ['en', 'fr'] as Lang[]) {
  const x = texts[lang];

  test.describe(`links (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test("a member who opens another account's confirmation link stays who they were", async ({
      page,
      browser,
    }) => {
      const attackerContext = await browser.newContext({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
      const attacker = await attackerContext.newPage();
      const attackerEmail = uniqueEmail(`attacker-${lang}`);
      const attributes = {
        email: attackerEmail,
        password: 'the attacker passphrase',
        first_name: 'Mallory',
        last_name: 'Attacker',
        locale: lang,
      };
      await attacker.goto('/sign-in');
      await api(attacker, 'POST', '/api/users', { data: { type: 'users', attributes } }, lang);
      const token = await emailedToken(attacker, attackerEmail, x.verifySubject);

      const memberEmail = uniqueEmail(`member-${lang}`);
      await signUpQuickly(page, lang, memberEmail, 'a quiet member passphrase', 'Sam');
      await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
      await expect(
        page.getByRole('status').filter({ hasText: x.claimOther(memberEmail, attackerEmail) }),
      ).toBeVisible();
      await expectAccessible(page);

      // Still the member, in the app and for the server.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Sam` })).toBeVisible();
      const session = await api(page, 'GET', '/api/session');
      expect(session.data.attributes.email).toBe(memberEmail);

      // The link was opened elsewhere: the browser that signed up cannot use the account.
      expect((await signInFrom(attacker, attackerEmail, 'the attacker passphrase', lang)).status()).toBe(401);
      await attackerContext.close();
    });
    test('the owner of an address a stranger signed up with finishes in their own browser', async ({
      page,
      browser,
    }) => {
      const locale = lang === 'fr' ? 'fr-CA' : 'en-CA';
      const ownerEmail = uniqueEmail(`owner-${lang}`);
      const signUp = (who: Page, password: string, first_name: string) =>
        api(
          who,
          'POST',
          '/api/users',
          {
            data: {
              type: 'users',
              attributes: { email: ownerEmail, password, first_name, last_name: 'P', locale: lang },
            },
          },
          lang,
        );
      // A stranger signs up with the owner's address first; the owner then signs up on a laptop.
      const strangerContext = await browser.newContext({ locale });
      const stranger = await strangerContext.newPage();
      await stranger.goto('/sign-in');
      await signUp(stranger, 'the stranger passphrase', 'Mallory');
      const laptopContext = await browser.newContext({ locale });
      const laptop = await laptopContext.newPage();
      await laptop.goto('/sign-in');
      await signUp(laptop, 'the owner passphrase', 'Olive');
      const token = await emailedToken(laptop, ownerEmail, x.verifySubject);

      // The owner opens the newest link on a phone (320 px): asked for the password.
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`/verify-email?token=${encodeURIComponent(token)}`);
      await expect(page.getByRole('status').filter({ hasText: x.claimIntro(ownerEmail) })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      await expectAccessible(page);

      // Meanwhile the stranger's browser is answered as for any unconfirmed address.
      for (const password of ['the stranger passphrase', 'the owner passphrase']) {
        const refused = await signInFrom(stranger, ownerEmail, password, lang);
        expect(refused.status()).toBe(401);
        expect(JSON.stringify(await refused.json())).toContain(x.wrongPassword);
      }

      // The stranger's password is not the one of the newest sign-up.
      await page.getByRole('textbox', { name: x.claimPassword, exact: true }).fill('the stranger passphrase');
      await page.getByRole('button', { name: x.claimSubmit }).click();
      await expect(page.getByText(x.claimWrong).first()).toBeVisible();

      // The owner chooses a new password here: signed in, on to onboarding.
      await page.getByRole('button', { name: x.claimChoose }).click();
      await page.getByRole('textbox', { name: x.newPassword, exact: true }).fill('the owner chose this one');
      await expectAccessible(page);
      await page.getByRole('button', { name: x.claimNewSubmit }).click();
      await expect(page).toHaveURL(/\/onboarding$/);
      await expect(page.getByRole('heading', { level: 1, name: x.welcome })).toBeVisible();
      const session = await api(page, 'GET', '/api/session');
      expect(session.data.attributes.email).toBe(ownerEmail);

      // The earlier passwords no longer open the account, from anywhere.
      expect((await signInFrom(stranger, ownerEmail, 'the stranger passphrase', lang)).status()).toBe(401);
      expect((await signInFrom(laptop, ownerEmail, 'the owner passphrase', lang)).status()).toBe(401);
      await strangerContext.close();
      await laptopContext.close();
    });
  });
}
