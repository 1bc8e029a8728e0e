import {
  api,
  expectAccessible,
  type Lang,
  signInThroughForm,
  signUpQuickly,
  texts,
  uniqueEmail,
} from './support';
import { expect, type Page, test } from './test';

// The start-up bootstrap's platform administrator (e2e/serve.ts). Its profile says English, so
// the admin consoles speak English whatever the browser's language; what the member reads (the
// refusal of a locked sign-in, the directory) is checked in both languages.
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'consoles e2e passphrase';

const admin = {
  menu: 'Admin menu',
  organizations: 'Organizations',
  accounts: 'Accounts',
  changeStateOf: (name: string) => `Change state of ${name}`,
  stateOf: (name: string) => `State of ${name}`,
  openToJoin: 'Open to join',
  openMeaning: 'Listed in the directory of organizations: any member may join it or leave it themselves.',
  saveState: 'Save the state',
  stateChanged: (name: string) => `${name} is now: Open to join.`,
  emailField: 'E-mail address',
  find: 'Find',
  lock: 'Lock the account',
  lockSubmit: 'Lock',
  unlock: 'Unlock the account',
  unlockSubmit: 'Unlock',
  reason: 'Reason',
  reasonRequired: 'Give the reason: it is kept with the account and in the audit log.',
  locked: 'Locked',
  lockedToast: (name: string) => `The account of ${name} is locked: every session has ended.`,
  unlockedToast: (name: string) => `The account of ${name} is unlocked.`,
};

const member = {
  en: {
    locked:
      'This account is locked by Evenkeel’s support. Write to support to know why and to have it unlocked.',
    nav: 'Organizations',
    directory: 'Organizations you can join',
    join: (name: string) => `Join ${name}`,
    leave: (name: string) => `Leave ${name}`,
    joined: (name: string) => `You joined ${name}.`,
    left: (name: string) => `You left ${name}.`,
  },
  fr: {
    locked:
      'Ce compte est verrouillé par le soutien d’Evenkeel. Écrivez au soutien pour en connaître la raison et le faire déverrouiller.',
    nav: 'Organisations',
    directory: 'Organisations que vous pouvez rejoindre',
    join: (name: string) => `Rejoindre ${name}`,
    leave: (name: string) => `Quitter ${name}`,
    joined: (name: string) => `Vous avez rejoint l’organisation ${name}.`,
    left: (name: string) => `Vous avez quitté l’organisation ${name}.`,
  },
};

/** Follows an item of the shell's navigation, from the menu on a phone. */
async function openFromNavigation(page: Page, lang: Lang, name: string) {
  const burger = page.getByRole('button', { name: texts[lang].openMenu });
  if (await burger.isVisible()) await burger.click();
  await page
    .getByRole('navigation')
    .getByRole('link', { name, exact: true })
    .filter({ visible: true })
    .first()
    .click();
}

async function signInAdminByApi(page: Page) {
  await api(page, 'POST', '/api/session', {
    data: { type: 'sessions', attributes: { email: ADMIN.email, password: ADMIN.password } },
  });
}

async function createOrganization(page: Page, name: string, state: string) {
  await api(page, 'POST', '/api/organizations', {
    data: { type: 'organizations', attributes: { name, state, description: 'A test organization.' } },
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`admin consoles (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a platform administrator changes an organization’s state, then locks and unlocks an account', {
      tag: '@phone',
    }, async ({ page, browser }) => {
      test.setTimeout(180_000);
      const suffix = Math.random().toString(36).slice(2, 7);
      const organization = `Harbour Works ${suffix}`;
      const email = uniqueEmail(`locked-${lang}`);
      const person = await (
        await browser.newContext({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' })
      ).newPage();
      await signUpQuickly(person, lang, email, PASSWORD, 'Robin');

      await signInThroughForm(page, lang, ADMIN.email, ADMIN.password);
      await createOrganization(page, organization, 'enabled');
      // The administrator's profile says English: the shell speaks it whatever the browser's language.
      await openFromNavigation(page, 'en', 'Administration');
      await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
      const menu = page.getByRole('navigation', { name: admin.menu });
      await menu.getByRole('link', { name: admin.organizations, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: admin.organizations })).toBeVisible();
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: organization }) });
      await expect(row.getByRole('cell', { name: 'Enabled', exact: true })).toBeVisible();
      await expectAccessible(page);

      // The state, each choice with what it means.
      await row.getByRole('button', { name: admin.changeStateOf(organization) }).click();
      const stateForm = page.getByRole('form', { name: admin.stateOf(organization) });
      await expect(stateForm.getByRole('radio').first()).toBeFocused();
      await expect(stateForm.getByText(admin.openMeaning)).toBeVisible();
      await expectAccessible(page);
      await stateForm.getByRole('radio', { name: admin.openToJoin }).check();
      await stateForm.getByRole('button', { name: admin.saveState }).click();
      await expect(page.getByText(admin.stateChanged(organization))).toBeVisible();
      await expect(row.getByRole('cell', { name: admin.openToJoin, exact: true })).toBeVisible();
      await expect(row.getByRole('button', { name: admin.changeStateOf(organization) })).toBeFocused();

      // The name leads to the organization's page.
      await row.getByRole('link', { name: organization }).click();
      await expect(page.getByRole('heading', { level: 1, name: organization })).toBeVisible();

      // The account: found by e-mail, locked with a reason.
      await page.goto('/admin/accounts');
      await expect(page.getByRole('heading', { level: 1, name: admin.accounts })).toBeVisible();
      await page.getByRole('textbox', { name: admin.emailField }).fill(email.toUpperCase());
      await page.getByRole('button', { name: admin.find, exact: true }).click();
      const card = page.getByRole('article', { name: 'Robin Rivera' });
      await expect(card.getByText(email)).toBeVisible();
      await expectAccessible(page);
      await card.getByRole('button', { name: admin.lock }).click();
      await expect(card.getByRole('textbox', { name: admin.reason })).toBeFocused();
      await card.getByRole('button', { name: admin.lockSubmit, exact: true }).click();
      await expect(card.getByText(admin.reasonRequired).first()).toBeVisible();
      await expectAccessible(page);
      await card.getByRole('textbox', { name: admin.reason }).fill('Asked by the person: a lost phone');
      await card.getByRole('button', { name: admin.lockSubmit, exact: true }).click();
      await expect(page.getByText(admin.lockedToast('Robin Rivera'))).toBeVisible();
      await expect(card.getByText(admin.locked, { exact: true })).toBeVisible();
      await expect(card.getByRole('button', { name: admin.unlock })).toBeFocused();

      // The person's other browser is signed out, and signing in says why.
      await person.goto('/profile');
      await expect(person.getByRole('heading', { level: 1, name: texts[lang].signInTitle })).toBeVisible();
      await signInThroughForm(person, lang, email, PASSWORD);
      await expect(person.getByRole('alert').filter({ hasText: member[lang].locked })).toBeVisible();
      await expectAccessible(person);

      await card.getByRole('button', { name: admin.unlock }).click();
      await card.getByRole('textbox', { name: admin.reason }).fill('Phone found');
      await card.getByRole('button', { name: admin.unlockSubmit, exact: true }).click();
      await expect(page.getByText(admin.unlockedToast('Robin Rivera'))).toBeVisible();
      await expect(card.getByRole('button', { name: admin.lock })).toBeFocused();

      await signInThroughForm(person, lang, email, PASSWORD);
      await expect(
        person.getByRole('heading', { level: 1, name: `${texts[lang].hello}Robin` }),
      ).toBeVisible();
      await person.context().close();
    });

    test('a member joins an organization open to join from the directory, and leaves it', {
      tag: '@phone',
    }, async ({ page, browser }) => {
      test.setTimeout(120_000);
      const organization = `Open Circle ${Math.random().toString(36).slice(2, 7)}`;
      const platform = await (await browser.newContext()).newPage();
      await signInAdminByApi(platform);
      await createOrganization(platform, organization, 'subscribable');
      await platform.context().close();

      const w = member[lang];
      await signUpQuickly(page, lang, uniqueEmail(`joiner-${lang}`), PASSWORD);
      await openFromNavigation(page, lang, w.nav);
      await expect(page.getByRole('heading', { level: 1, name: w.directory })).toBeVisible();
      const card = page.getByRole('article', { name: organization });
      await expectAccessible(page);
      await card.getByRole('button', { name: w.join(organization) }).click();
      await expect(page.getByText(w.joined(organization))).toBeVisible();
      await expect(card.getByRole('button', { name: w.leave(organization) })).toBeFocused();
      await expectAccessible(page);
      await card.getByRole('button', { name: w.leave(organization) }).click();
      await expect(page.getByText(w.left(organization))).toBeVisible();
      await expect(card.getByRole('button', { name: w.join(organization) })).toBeFocused();
    });
  });
}
