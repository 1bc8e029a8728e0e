import { readFile } from 'node:fs/promises';
import { api, appReady, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { type Browser, expect, type Page, test } from './test';

/**
 * A link a member gives their clinician (issue 32 §5, docs/decisions/0029-share-links.md): the
 * member makes one with a code on the insights page; the clinician, in a browser of their own
 * without an account, opens it, gives the code, sees the member's name and data and downloads the
 * FHIR file; the member sees the opening in "Who saw my data", revokes the link, and the
 * clinician's reload says it no longer works.
 */
const PASSWORD = 'a lantern on the harbour wall';

const w = {
  en: {
    section: 'Share with someone outside Evenkeel',
    create: 'Make a link',
    days: 'Valid for (days)',
    answers: 'Also show my check-up answers (never the safety answer)',
    label: 'Who is it for? (optional)',
    submit: 'Make the link',
    ready: 'Your link is ready',
    url: 'Link',
    code: 'Code',
    copyUrl: 'Copy the link',
    codeTitle: 'Enter the code',
    open: 'Open',
    title: 'Robin Rivera’s shared insights',
    fhir: 'Download the check-ups (FHIR R4)',
    logTab: 'Who saw my data',
    read: 'Dr. Tremblay viewed your insights through a link you shared',
    revoke: 'Revoke Dr. Tremblay',
    revokeConfirm: 'Revoke the link',
    revoked: 'Revoked',
    gone: 'This link no longer works',
    safety: 'thoughts that you would be better off dead',
  },
  fr: {
    section: 'Partager avec une personne hors d’Evenkeel',
    create: 'Créer un lien',
    days: 'Valide pendant (jours)',
    answers: 'Montrer aussi mes réponses aux bilans (jamais la réponse sur la sécurité)',
    label: 'Pour qui ? (facultatif)',
    submit: 'Créer le lien',
    ready: 'Votre lien est prêt',
    url: 'Lien',
    code: 'Code',
    copyUrl: 'Copier le lien',
    codeTitle: 'Saisissez le code',
    open: 'Ouvrir',
    title: 'Tendances partagées par Robin Rivera',
    fhir: 'Télécharger les bilans (FHIR R4)',
    logTab: 'Qui a vu mes données',
    read: 'Dr. Tremblay a vu vos tendances par un lien que vous avez partagé',
    revoke: 'Révoquer Dr. Tremblay',
    revokeConfirm: 'Révoquer le lien',
    revoked: 'Révoqué',
    gone: 'Ce lien ne fonctionne plus',
    safety: 'seriez mieux mort',
  },
};

/** A check-up sent as the app sends it, with a yes to the safety question (it must never show). */
async function sendCheckup(page: Page, lang: Lang) {
  const answers: Record<string, number> = { safety: 1 };
  for (let item = 1; item <= 5; item += 1) answers[`who5_${item}`] = 3;
  for (let item = 1; item <= 4; item += 1) answers[`phq4_${item}`] = 1;
  for (const area of ['sleep', 'energy', 'stress', 'social', 'work', 'meaning']) answers[area] = 6;
  await api(page, 'POST', '/api/checkups', { data: { type: 'checkups', attributes: { answers } } }, lang);
}

/** The member makes a link with a code on the insights page; returns its address and code. */
async function makeLink(page: Page, lang: Lang) {
  const x = w[lang];
  await page.goto('/insights');
  const section = page.getByRole('region', { name: x.section });
  await section.getByRole('button', { name: x.create }).click();
  await expect(section.getByLabel(x.days)).toBeFocused();
  await section.getByLabel(x.days).fill('14');
  await section.getByLabel(x.answers).check();
  await section.getByLabel(x.label).fill('Dr. Tremblay');
  await section.getByRole('button', { name: x.submit }).click();
  const ready = section.getByRole('heading', { name: x.ready });
  await expect(ready).toBeFocused();
  await expect(section.getByRole('button', { name: x.copyUrl })).toBeVisible();
  const url = await section.getByLabel(x.url, { exact: true }).inputValue();
  const code = await section.getByLabel(x.code, { exact: true }).inputValue();
  expect(url).toMatch(/\/shared\/[A-Za-z0-9_-]{43}$/);
  expect(code).toMatch(/^\d{6}$/);
  return { url, code, section };
}

async function clinicianOpens(browser: Browser, lang: Lang, url: string, code: string) {
  const x = w[lang];
  const context = await browser.newContext({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
  const clinician = await context.newPage();
  const response = await clinician.goto(url);
  expect(response?.headers()['referrer-policy']).toBe('no-referrer');
  expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(clinician.getByRole('heading', { level: 1, name: x.codeTitle })).toBeVisible();
  await clinician.getByRole('textbox', { name: x.code, exact: true }).fill(code);
  await clinician.getByRole('button', { name: x.open }).click();
  await expect(clinician.getByRole('heading', { level: 1, name: x.title })).toBeVisible();
  await expect(clinician.locator('body')).not.toContainText(x.safety);
  return clinician;
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const x = w[lang];

  test.describe(`share links (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a clinician opens the member’s link with its code, downloads the FHIR file; revoked, it stops', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      await signUpQuickly(page, lang, uniqueEmail('share-member'), PASSWORD, 'Robin');
      await sendCheckup(page, lang);
      const { url, code, section } = await makeLink(page, lang);
      await expectAccessible(page);

      const clinician = await clinicianOpens(browser, lang, url, code);
      await expect(clinician.getByRole('table').first()).toBeVisible();
      await expectAccessible(clinician);
      const downloading = clinician.waitForEvent('download');
      await clinician.getByRole('link', { name: x.fhir }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(/^evenkeel-shared-\d{4}-\d\d-\d\d\.json$/);
      const bundle = JSON.parse(await readFile(await download.path(), 'utf8'));
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      expect(JSON.stringify(bundle)).not.toContain('"safety"');

      // The member sees the opening in "Who saw my data".
      await page.goto('/profile#access');
      await appReady(page);
      const panel = page.getByRole('region', { name: x.logTab });
      await expect(panel.getByRole('listitem').filter({ hasText: x.read })).toBeVisible();

      // Revoked from the insights page, after a confirmation.
      await page.goto('/insights');
      await section.getByRole('button', { name: x.revoke }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: x.revokeConfirm }).click();
      await expect(dialog).toHaveCount(0);
      await expect(section.getByText(x.revoked, { exact: true })).toBeVisible();

      const again = await clinician.reload();
      expect(again?.status()).toBe(410);
      await expect(clinician.getByRole('heading', { level: 1, name: x.gone })).toBeVisible();
      await expect(clinician.locator('body')).not.toContainText('Rivera');
      await clinician.context().close();
    });
  });
}

test.describe('share links on a phone', () => {
  test('making a link and opening it at 375 px @phone', async ({ page, browser }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpQuickly(page, 'en', uniqueEmail('share-phone'), PASSWORD, 'Robin');
    await sendCheckup(page, 'en');
    const { url, code } = await makeLink(page, 'en');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
    const clinician = await clinicianOpens(browser, 'en', url, code);
    await clinician.setViewportSize({ width: 375, height: 740 });
    expect(await clinician.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await clinician.context().close();
  });
});
