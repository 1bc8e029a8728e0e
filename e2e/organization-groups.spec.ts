import path from 'node:path';
import {
  api,
  expectAccessible,
  type Lang,
  signInThroughForm,
  signOut,
  signUpQuickly,
  uniqueEmail,
} from './support';
import { expect, type Page, test } from './test';

/**
 * Issue 31, "the organization and its groups": an organization's administrator changes its logo
 * (a PNG, cropped square), renames a group, moves a unit to another group and deletes a unit
 * after a dialog that says what it changes (axe with the dialog open); focus lands on the item
 * changed, or on the list's heading after the deletion. In both languages, and at 375 px.
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);

const w = {
  en: {
    choosePicture: 'Choose a picture',
    usePicture: 'Use this picture',
    logoSaved: 'The organization’s logo has been updated.',
    groups: 'Groups and units',
    rename: (name: string) => `Rename ${name}`,
    name: 'Name',
    save: 'Save',
    renamed: (name: string) => `${name} has been saved.`,
    move: (name: string) => `Move ${name}`,
    moveTo: 'Group',
    moveSubmit: 'Move',
    moved: (name: string, group: string) => `${name} is now in ${group}.`,
    delete: (name: string) => `Delete ${name}`,
    deleteTitle: (name: string) => `Delete ${name}?`,
    effects: 'Every reporter and administrator there loses their role and is told by e-mail.',
    confirm: 'Delete',
    deleted: (name: string) => `${name} has been deleted.`,
  },
  fr: {
    choosePicture: 'Choisir une photo',
    usePicture: 'Utiliser cette photo',
    logoSaved: 'Le logo de l’organisation a été mis à jour.',
    groups: 'Groupes et unités',
    rename: (name: string) => `Renommer ${name}`,
    name: 'Nom',
    save: 'Enregistrer',
    renamed: (name: string) => `${name} a été enregistré.`,
    move: (name: string) => `Déplacer ${name}`,
    moveTo: 'Groupe',
    moveSubmit: 'Déplacer',
    moved: (name: string, group: string) => `${name} fait maintenant partie du groupe ${group}.`,
    delete: (name: string) => `Supprimer ${name}`,
    deleteTitle: (name: string) => `Supprimer ${name} ?`,
    effects: 'Chaque membre qui y partage ses résultats et chaque administrateur y perd son rôle',
    confirm: 'Supprimer',
    deleted: (name: string) => `${name} a été supprimé.`,
  },
};

/** An organization with two groups and two units of the first, and its administrator signed in. */
async function organizationWithGroups(page: Page, lang: Lang, suffix: string) {
  await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
  const org = (
    await api(page, 'POST', '/api/organizations', {
      data: { type: 'organizations', attributes: { name: `Harbour ${suffix}`, state: 'enabled' } },
    })
  ).data.id as string;
  const email = uniqueEmail(`groups-admin-${lang}`);
  await api(page, 'POST', '/api/invitations', {
    data: {
      type: 'invitations',
      attributes: { scope: 'organization', role: 'administrator', email },
      relationships: { organization: { data: { type: 'organizations', id: org } } },
    },
  });
  await signOut(page, 'en');
  await signUpQuickly(page, lang, email, PASSWORD, 'Olga');
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
  const create = async (name: string, parent?: string) =>
    (
      await api(page, 'POST', `/api/organizations/${org}/groups`, {
        data: {
          type: 'groups',
          attributes: { name },
          ...(parent ? { relationships: { parent: { data: { type: 'groups', id: parent } } } } : {}),
        },
      })
    ).data.id as string;
  const names = {
    north: `North ${suffix}`,
    south: `South ${suffix}`,
    wardA: `Ward A ${suffix}`,
    wardB: `Ward B ${suffix}`,
  };
  const north = await create(names.north);
  await create(names.south);
  await create(names.wardA, north);
  await create(names.wardB, north);
  return { org, names };
}

async function journey(page: Page, lang: Lang) {
  const x = w[lang];
  const suffix = Math.random().toString(36).slice(2, 7);
  const { org, names } = await organizationWithGroups(page, lang, suffix);
  await page.goto(`/organizations/${org}`);

  // The logo: a PNG chosen, cropped square, uploaded, saved.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: x.choosePicture }).click();
  await (await chooser).setFiles(fixture('portrait.png'));
  await page.getByRole('dialog').getByRole('button', { name: x.usePicture }).click();
  await expect(page.getByText(x.logoSaved).first()).toBeVisible();
  await expect(page.getByTestId('group-logo').locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // Rename a group: focus comes back to its link, under its new name.
  const renamed = `Northern ${suffix}`;
  await page.getByRole('button', { name: x.rename(names.north) }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: x.name }).fill(renamed);
  await dialog.getByRole('button', { name: x.save }).click();
  await expect(page.getByText(x.renamed(renamed)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: renamed, exact: true })).toBeFocused();

  // Move a unit to the other group.
  await page.getByRole('button', { name: x.move(names.wardA) }).click();
  await expect(dialog.getByRole('combobox', { name: x.moveTo })).toHaveValue(/.+/);
  await dialog.getByRole('combobox', { name: x.moveTo }).selectOption({ label: names.south });
  await dialog.getByRole('button', { name: x.moveSubmit, exact: true }).click();
  await expect(page.getByText(x.moved(names.wardA, names.south)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: names.wardA, exact: true })).toBeFocused();
  const south = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: names.south }) });
  await expect(south.getByRole('link', { name: names.wardA })).toBeVisible();

  // Delete a unit after the dialog that says what it changes.
  await page.getByRole('button', { name: x.delete(names.wardB) }).click();
  await expect(dialog.getByRole('heading', { name: x.deleteTitle(names.wardB) })).toBeVisible();
  await expect(dialog).toContainText(x.effects);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: x.confirm, exact: true }).click();
  await expect(page.getByText(x.deleted(names.wardB)).first()).toBeVisible();
  await expect(page.getByRole('link', { name: names.wardB })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: x.groups })).toBeFocused();
  await expectAccessible(page);
  return { org };
}

for (const lang of ['en', 'fr'] as const) {
  test(`an organization administrator shapes its groups and its logo (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    await journey(page, lang);
  });
}

test('at 375 px the groups and their dialogs fit the screen', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await journey(page, 'en');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
});
