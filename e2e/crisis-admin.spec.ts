import { expectAccessible, type Lang, signInThroughForm, texts } from './support';
import { expect, type Page, test } from './test';

// The start-up bootstrap's platform administrator (e2e/serve.ts). Its profile says English, so
// the administration screens speak English whatever the browser's language; the line's French
// texts are checked where members read them, on the no-JavaScript page in French.
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };

const en = {
  adminLink: 'Crisis lines',
  title: 'Crisis lines',
  country: 'Country',
  add: 'Add a line',
  createTitle: 'Add a crisis line',
  nameEn: 'Name in English',
  nameFr: 'Name in French',
  phone: 'Phone number',
  languages: 'Languages',
  source: 'Source (the organization’s official page)',
  create: 'Add the line',
  save: 'Save the line',
  added: (name: string) => `“${name}” has been added.`,
  saved: (name: string) => `“${name}” has been saved.`,
  deleted: (name: string) => `“${name}” has been deleted.`,
  edit: (name: string) => `Edit ${name}`,
  editTitle: (name: string) => `Edit ${name}`,
  remove: (name: string) => `Delete ${name}`,
  deleteButton: 'Delete',
  httpsOnly: 'Source must be a full secure address starting with https://.',
  phoneLabel: (number: string) => `Phone ${number}`,
};

const publicPage = {
  en: { title: 'Crisis help', call: (number: string) => `Call ${number}` },
  fr: { title: 'Aide en cas de crise', call: (number: string) => `Appeler le ${number}` },
};

async function openCrisisAdmin(page: Page) {
  await page.goto('/admin');
  await page.getByRole('link', { name: en.adminLink, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`crisis lines administration (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a platform administrator adds, edits and deletes a line; members see it meanwhile', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const suffix = Math.random().toString(36).slice(2, 7);
      const nameEn = `Test listening line ${suffix}`;
      const nameFr = `Ligne d’écoute d’essai ${suffix}`;
      // A country of its own per language, so the two runs never meet; neither has crisis lines
      // of its own in the dataset (only the emergency number), so the test line is the only one.
      const country = lang === 'fr' ? 'FJ' : 'IS';

      await signInThroughForm(page, lang, ADMIN.email, ADMIN.password);
      await expect(page.getByRole('heading', { level: 1, name: `${texts.en.hello}Platform` })).toBeVisible();
      await openCrisisAdmin(page);
      // Canada first: Quebec's own lines name their region, never by its code.
      await expect(page.getByText('Quebec', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Region QC')).toHaveCount(0);
      await page.getByRole('combobox', { name: en.country }).selectOption(country);
      await expectAccessible(page);

      // Add: a refused source first (https only), then the right one.
      await page.getByRole('button', { name: en.add }).click();
      const form = page.getByRole('form', { name: en.createTitle });
      await expect(form.getByRole('combobox', { name: en.country })).toHaveValue(country);
      await form.getByRole('textbox', { name: en.nameEn }).fill(nameEn);
      await form.getByRole('textbox', { name: en.nameFr }).fill(nameFr);
      await form.getByRole('textbox', { name: en.phone }).fill('0800 543 354');
      await form.getByRole('textbox', { name: en.languages }).fill('en, mi');
      await form.getByRole('textbox', { name: en.source }).fill('http://example.org/lines');
      await form.getByRole('button', { name: en.create }).click();
      await expect(form.getByText(en.httpsOnly)).toBeVisible();
      await expectAccessible(page);
      await form.getByRole('textbox', { name: en.source }).fill('https://example.org/lines');
      await form.getByRole('button', { name: en.create }).click();
      await expect(page.getByText(en.added(nameEn))).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: nameEn })).toBeVisible();
      await expect(page.getByText(en.phoneLabel('0800 543 354'))).toBeVisible();

      // Edit the phone number.
      await page.getByRole('button', { name: en.edit(nameEn) }).click();
      const editForm = page.getByRole('form', { name: en.editTitle(nameEn) });
      await expect(editForm.getByRole('textbox', { name: en.nameFr })).toHaveValue(nameFr);
      await editForm.getByRole('textbox', { name: en.phone }).fill('0800 111 757');
      await editForm.getByRole('button', { name: en.save }).click();
      await expect(page.getByText(en.saved(nameEn))).toBeVisible();
      await expect(page.getByText(en.phoneLabel('0800 111 757'))).toBeVisible();
      await expectAccessible(page);

      // What everyone sees, without JavaScript, in the browser's language.
      await page.goto(`/help/crisis?country=${country}&lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: publicPage[lang].title })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: lang === 'fr' ? nameFr : nameEn }),
      ).toBeVisible();
      // In the line's card (the quick-dial buttons above the cards name it too).
      await expect(
        page.getByTestId('crisis-lines').getByRole('link', { name: publicPage[lang].call('0800 111 757') }),
      ).toHaveAttribute('href', 'tel:0800111757');
      await expectAccessible(page);

      // Delete, after a confirmation.
      await openCrisisAdmin(page);
      await page.getByRole('combobox', { name: en.country }).selectOption(country);
      await page.getByRole('button', { name: en.remove(nameEn) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText(nameEn);
      await dialog.getByRole('button', { name: en.deleteButton, exact: true }).click();
      await expect(page.getByText(en.deleted(nameEn))).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: nameEn })).toHaveCount(0);

      await page.goto(`/help/crisis?country=${country}&lang=${lang}`);
      await expect(
        page.getByRole('heading', { level: 3, name: lang === 'fr' ? nameFr : nameEn }),
      ).toHaveCount(0);
    });
  });
}
