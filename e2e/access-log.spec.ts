import { api, appReady, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { type Browser, expect, type Page, test } from './test';

/**
 * "Who saw my data" (issue 30): a member shares their results with a connection; the connection
 * opens the member's insights; the member, with the account page's tab already open, sees that
 * read appear by itself (the tab asks again every 30 s: the 60 s), filters by person.
 * The sharing itself is set up through the API the web app calls (sharing.spec.ts walks its screens).
 */

const PASSWORD = 'a slow tide under the pier';

const w = {
  en: {
    tab: 'Who saw my data',
    empty: 'Nobody else has read your data in the past year.',
    dashboards: /Aggregated dashboards are not reads of anyone’s data.*Records are kept one year/,
    read: 'Sacha Rivera, a connection, viewed your insights',
    details: /once · .+ · from the web app/,
    purpose: 'You share your results with them.',
    filter: 'Show the reads of',
  },
  fr: {
    tab: 'Qui a vu mes données',
    empty: 'Personne d’autre n’a consulté vos données au cours de la dernière année.',
    dashboards: /Les tableaux de bord agrégés ne sont pas une consultation.*conservées un an/,
    read: 'Sacha Rivera, une de vos relations, a consulté vos tendances',
    details: /une fois · .+ · depuis l’application Web/,
    purpose: 'Vous partagez vos résultats avec cette personne.',
    filter: 'Afficher les consultations de',
  },
};

/** The member signed in on `page`, and a connection they share their results with, on a page of their own. */
async function memberAndConnection(page: Page, browser: Browser, lang: Lang) {
  const memberEmail = uniqueEmail('access-member');
  await signUpQuickly(page, lang, memberEmail, PASSWORD, 'Robin');
  const viewer = await (await browser.newContext({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' })).newPage();
  await signUpQuickly(viewer, lang, uniqueEmail('access-viewer'), PASSWORD, 'Sacha');
  // Sacha asks; Robin accepts: Robin shares their results with Sacha.
  await api(viewer, 'POST', '/api/invitations', {
    data: { type: 'invitations', attributes: { scope: 'connection', role: 'reporter', email: memberEmail } },
  });
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
  const me = await api(page, 'GET', '/api/session');
  return { viewer, memberSlug: me.data.id as string };
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const x = w[lang];

  test.describe(`who saw my data (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a connection’s read of the member’s insights appears in the open tab by itself', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const { viewer, memberSlug } = await memberAndConnection(page, browser, lang);

      await page.goto('/profile#access');
      await appReady(page);
      await expect(page.getByRole('tab', { name: x.tab })).toHaveAttribute('aria-selected', 'true');
      const panel = page.getByRole('region', { name: x.tab });
      await expect(panel.getByText(x.empty)).toBeVisible();
      await expect(panel.getByText(x.dashboards)).toBeVisible();
      await expectAccessible(page);

      // The connection opens the member's insights in their own browser.
      const read = viewer.waitForResponse(
        (response) =>
          response.url().includes(`/api/users/${memberSlug}/insights`) && response.status() === 200,
      );
      await viewer.goto(`/people/${memberSlug}`);
      await read;
      await viewer.context().close();

      // No reload: the open tab shows it within a minute.
      const record = panel.getByRole('listitem').filter({ hasText: x.read });
      await expect(record).toBeVisible({ timeout: 45_000 });
      await expect(record.getByText(x.details)).toBeVisible();
      await expect(record.getByText(x.purpose)).toBeVisible();
      await expect(panel.getByText(x.empty)).toHaveCount(0);

      const filter = panel.getByLabel(x.filter);
      await filter.selectOption({ label: 'Sacha Rivera' });
      await expect(filter).toHaveValue(/.+/);
      await expect(record).toBeVisible();
      await expectAccessible(page);
    });
  });
}

test.describe('who saw my data on a phone', () => {
  test('reads in words at 375 px @phone', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 375, height: 740 });
    const { viewer, memberSlug } = await memberAndConnection(page, browser, 'en');
    await api(viewer, 'GET', `/api/users/${memberSlug}/insights`);
    await viewer.context().close();
    await page.goto('/profile#access');
    await appReady(page);
    const record = page.getByRole('listitem').filter({ hasText: w.en.read });
    await expect(record).toBeVisible();
    // The API's own client sends no Sec-Fetch-Site: that read came from another app.
    await expect(record.getByText(/once · .+ · from another app/)).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  });
});
