import { readFile } from 'node:fs/promises';
import {
  expectAccessible,
  type Lang,
  openLatestEmail,
  signInThroughForm,
  signUpQuickly,
  uniqueEmail,
} from './support';
import { type Browser, expect, type Page, test } from './test';

// The start-up bootstrap's platform administrator (e2e/serve.ts). Its profile says English, so
// the administration page speaks English in both runs; the member's side is in each language.
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a long passphrase for exports';

const words = {
  en: {
    tab: 'Your data',
    request: 'Request my data',
    requested: 'Your export is being prepared. We will tell you when it is ready.',
    ready: 'Ready to download',
    delivered: 'Downloaded',
    download: 'Download',
    nextAt: 'You can ask for your next export on',
    subject: 'Your Evenkeel data export is ready',
  },
  fr: {
    tab: 'Vos données',
    request: 'Demander mes données',
    requested: 'Votre exportation est en préparation. Nous vous aviserons quand elle sera prête.',
    ready: 'Prête à télécharger',
    delivered: 'Téléchargée',
    download: 'Télécharger',
    nextAt: 'Vous pourrez demander votre prochaine exportation le',
    subject: 'Votre exportation de données Evenkeel est prête',
  },
};

const admin = {
  title: 'User data exports',
  email: 'E-mail address',
  find: 'Find',
  reason: "Reason: the legal request's reference",
  prepare: 'Prepare an export',
  reasonRequired: "Give the legal request's reference: it is kept with the export.",
  prepared: (name: string) => `Export prepared for ${name}. They will be told when it is ready.`,
  ready: 'Ready to download',
  delivered: 'Downloaded',
};

async function openDataTab(page: Page, lang: Lang) {
  await page.goto('/profile#data');
  await expect(page.getByRole('tab', { name: words[lang].tab })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: words[lang].tab })).toBeVisible();
}

/** Clicks Download and checks what the browser saved is a ZIP ("PK\x03\x04"). */
async function downloadZip(page: Page, lang: Lang) {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: words[lang].download }).first().click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^evenkeel-data-\d{4}-\d\d-\d\d\.zip$/);
  const path = await download.path();
  const bytes = await readFile(path);
  expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
}

async function memberPage(browser: Browser, lang: Lang) {
  const context = await browser.newContext({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
  return context.newPage();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`data exports (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
    const x = words[lang];

    test('a member requests their data, is told, and downloads the ZIP', async ({ page }) => {
      test.setTimeout(120_000);
      const email = uniqueEmail(`export-${lang}`);
      await signUpQuickly(page, lang, email, PASSWORD, 'Rosa');
      await openDataTab(page, lang);
      await expectAccessible(page);

      await page.getByRole('button', { name: x.request }).click();
      await expect(page.getByText(x.requested)).toBeVisible();
      // Focus goes to the new export (decision 0018), which becomes ready by itself.
      await expect(page.locator('li[id^="data-export-"]').first()).toBeFocused();
      await expect(page.getByText(x.ready)).toBeVisible({ timeout: 30_000 });
      // One a day: the button gives way to when the next one is possible.
      await expect(page.getByRole('button', { name: x.request })).toHaveCount(0);
      await expect(page.getByText(x.nextAt)).toBeVisible();
      await expectAccessible(page);

      // At 375 px the panel fits, Download included.
      await page.setViewportSize({ width: 375, height: 800 });
      const download = page.getByRole('link', { name: x.download });
      await download.scrollIntoViewIfNeeded();
      await expect(download).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

      await downloadZip(page, lang);
      await page.reload();
      await expect(page.getByText(x.delivered)).toBeVisible();

      // The e-mail holds a link to the app, which opens the tab.
      await openLatestEmail(page, email, x.subject);
      await page.locator('pre a').first().click();
      await expect(page.getByRole('heading', { level: 2, name: x.tab })).toBeVisible();
    });

    test('a platform administrator prepares an export; the member receives it and it shows delivered', async ({
      page,
      browser,
    }) => {
      test.setTimeout(150_000);
      const email = uniqueEmail(`legal-${lang}`);
      const member = await memberPage(browser, lang);
      await signUpQuickly(member, lang, email, PASSWORD, 'Ines');

      await signInThroughForm(page, lang, ADMIN.email, ADMIN.password);
      await page.goto('/admin/data-exports');
      await expect(page.getByRole('heading', { level: 1, name: admin.title })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('textbox', { name: admin.email }).fill(email);
      await page.getByRole('button', { name: admin.find, exact: true }).click();
      await expect(page.getByRole('heading', { level: 3, name: 'Ines Rivera' })).toBeVisible();

      // The reason is required.
      await page.getByRole('button', { name: admin.prepare }).click();
      await expect(page.getByText(admin.reasonRequired)).toBeVisible();
      await page.getByRole('textbox', { name: admin.reason }).fill(`Law 25 request ${lang}-17`);
      await page.getByRole('button', { name: admin.prepare }).click();
      await expect(page.getByText(admin.prepared('Ines Rivera'))).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: `Law 25 request ${lang}-17` });
      await expect(row).toBeFocused();
      await expect(row).toContainText(admin.ready, { timeout: 30_000 });
      await expectAccessible(page);

      // The member: told by e-mail, the export in their tab, prepared by the administrator.
      await openLatestEmail(member, email, x.subject);
      await openDataTab(member, lang);
      await expect(member.getByText(`Law 25 request ${lang}-17`)).toBeVisible();
      await downloadZip(member, lang);

      await page.reload();
      await page.getByRole('textbox', { name: admin.email }).fill(email);
      await page.getByRole('button', { name: admin.find, exact: true }).click();
      await expect(page.getByRole('row').filter({ hasText: `Law 25 request ${lang}-17` })).toContainText(
        admin.delivered,
      );
      await member.context().close();
    });
  });
}
