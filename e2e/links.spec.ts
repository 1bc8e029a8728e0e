import { api, emailedToken, expectAccessible, type Lang, signUpQuickly, texts, uniqueEmail } from './support';
import { expect, test } from './test';

// Issue 26 §2: an attacker sent a member their own confirmation link; opening it switched the
// member's browser to the attacker's account, and the member's next check-up (safety answer
// included) landed where the attacker reads it. A link now signs in only the browser that asked
// for it, and never in place of the session a browser holds.
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
        page.getByRole('status').filter({ hasText: x.confirmedOther(memberEmail, attackerEmail) }),
      ).toBeVisible();
      await expectAccessible(page);

      // Still the member, in the app and for the server.
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Sam` })).toBeVisible();
      const session = await api(page, 'GET', '/api/session');
      expect(session.data.attributes.email).toBe(memberEmail);

      // The link's account is confirmed all the same: its owner signs in with their password.
      await api(
        attacker,
        'POST',
        '/api/session',
        {
          data: {
            type: 'sessions',
            attributes: { email: attackerEmail, password: 'the attacker passphrase' },
          },
        },
        lang,
      );
      const attackerSession = await api(attacker, 'GET', '/api/session');
      expect(attackerSession.data.attributes.email_verified).toBe(true);
      await attackerContext.close();
    });
  });
}
