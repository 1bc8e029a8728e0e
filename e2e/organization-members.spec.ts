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
 * Issue 31: an organization's administrator opens Members from its page, searches, sorts by a
 * column, removes a member after a confirmation that says what it changes, and makes another one
 * an administrator (an invitation is sent), in both languages; the page passes axe with the
 * dialog open.
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';

const w = {
  en: {
    members: 'Members',
    title: (name: string) => `Members of ${name}`,
    search: 'Search by name or e-mail',
    searchButton: 'Search',
    count: (n: number) => `${n} ${n === 1 ? 'person' : 'people'}`,
    sortByName: 'Sort by Name',
    remove: (name: string) => `Remove ${name} from the organization`,
    question: (name: string, org: string) => `Remove ${name} from ${org}?`,
    confirm: 'Remove from the organization',
    removed: (name: string) => `${name} is no longer a member of the organization.`,
    promote: (name: string) => `Make administrator: ${name}`,
    promoted: (email: string) => `An administrator invitation was sent to ${email}.`,
    csv: 'Download as CSV',
    email: 'E-mail',
    role: 'Role',
    asGroupAdmin: (group: string) => `Administrator of ${group}`,
    send: 'Send the invitation',
    warning: 'Not a member yet: they will join as an administrator only.',
    sendAnyway: 'Send the invitation anyway',
    sent: (email: string) => `Invitation sent to ${email}.`,
  },
  fr: {
    members: 'Membres',
    title: (name: string) => `Membres : ${name}`,
    search: 'Rechercher par nom ou courriel',
    searchButton: 'Rechercher',
    count: (n: number) => `${n} ${n === 1 ? 'personne' : 'personnes'}`,
    sortByName: 'Trier par Nom',
    remove: (name: string) => `Retirer ${name} de l’organisation`,
    question: (name: string, org: string) => `Retirer ${name} de l’organisation ${org} ?`,
    confirm: 'Retirer de l’organisation',
    removed: (name: string) => `${name} ne fait plus partie de l’organisation.`,
    promote: (name: string) => `Nommer administrateur : ${name}`,
    promoted: (email: string) => `Une invitation d’administrateur a été envoyée à ${email}.`,
    csv: 'Télécharger en CSV',
    email: 'Courriel',
    role: 'Rôle',
    asGroupAdmin: (group: string) => `Administration du groupe ${group}`,
    send: 'Envoyer l’invitation',
    warning: 'Pas encore membre : cette personne se joindra uniquement comme administratrice.',
    sendAnyway: 'Envoyer l’invitation quand même',
    sent: (email: string) => `Invitation envoyée à ${email}.`,
  },
};

async function invite(page: Page, org: string, email: string, role: 'member' | 'administrator') {
  await api(page, 'POST', '/api/invitations', {
    data: {
      type: 'invitations',
      attributes: { scope: 'organization', role, email },
      relationships: { organization: { data: { type: 'organizations', id: org } } },
    },
  });
}

/** A confirmed account that accepted the invitations waiting for it, then signed out. */
async function join(page: Page, lang: Lang, email: string, firstName: string, stay = false) {
  await signUpQuickly(page, lang, email, PASSWORD, firstName);
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
  // The sign-in page after speaks the browser's language (English).
  if (!stay) await signOut(page, lang, 'en');
}

for (const lang of ['en', 'fr'] as const) {
  test(`an organization administrator manages its members (${lang})`, async ({ page }) => {
    test.setTimeout(240_000);
    const x = w[lang];
    const suffix = Math.random().toString(36).slice(2, 7);
    const orgName = `Harbour ${suffix}`;
    const people = {
      admin: uniqueEmail(`members-admin-${lang}`),
      zoe: uniqueEmail(`members-zoe-${lang}`),
      bruno: uniqueEmail(`members-bruno-${lang}`),
    };

    await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
    const org = (
      await api(page, 'POST', '/api/organizations', {
        data: { type: 'organizations', attributes: { name: orgName, state: 'enabled' } },
      })
    ).data.id as string;
    await invite(page, org, people.admin, 'administrator');
    await signOut(page, 'en');
    // Its administrator invites two members, who join.
    await join(page, lang, people.admin, 'Olga', true);
    await invite(page, org, people.zoe, 'member');
    await invite(page, org, people.bruno, 'member');
    await signOut(page, lang, 'en');
    await join(page, lang, people.zoe, 'Zoe');
    await join(page, lang, people.bruno, 'Bruno');
    // The sign-in form speaks the browser's language; the app then speaks the profile's.
    await signInThroughForm(page, 'en', people.admin, PASSWORD);

    // From the organization's page to its members.
    await page.goto(`/organizations/${org}`);
    await page.getByRole('link', { name: x.members, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: x.title(orgName) })).toBeFocused();
    await expect(page.getByText(x.count(3))).toBeVisible();
    await expect(page.getByRole('link', { name: x.csv })).toHaveAttribute('href', /members\.csv\?sort=name/);
    await expectAccessible(page);

    // Search, then back to everyone.
    await page.getByLabel(x.search).fill('zoe');
    await page.getByRole('button', { name: x.searchButton, exact: true }).click();
    await expect(page.getByText(x.count(1))).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.getByLabel(x.search).fill('');
    await page.getByRole('button', { name: x.searchButton, exact: true }).click();
    await expect(page.getByText(x.count(3))).toBeVisible();

    // Sort by name, then the other way: the header says which.
    const nameHeader = page.getByRole('columnheader').first();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.locator('tbody tr').first()).toContainText('Bruno');
    await page.getByRole('button', { name: x.sortByName }).click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.locator('tbody tr').first()).toContainText('Zoe');

    // Remove Bruno after a confirmation that says what it changes.
    await page.getByRole('button', { name: x.remove('Bruno Rivera') }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(x.question('Bruno Rivera', orgName));
    await expectAccessible(page);
    await dialog.getByRole('button', { name: x.confirm }).click();
    await expect(page.getByText(x.removed('Bruno Rivera'))).toBeVisible();
    await expect(page.getByText(x.count(2))).toBeVisible();
    await expect(page.getByRole('button', { name: x.remove('Bruno Rivera') })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    // Make Zoe an administrator: an invitation goes out.
    await page.getByRole('button', { name: x.promote('Zoe Rivera') }).click();
    await expect(page.getByText(x.promoted(people.zoe))).toBeVisible();
    const sent = await api(page, 'GET', '/api/invitations?filter[sent]=true');
    expect(
      sent.data.some(
        (i: { attributes: { email: string; role?: string; type?: string } }) =>
          i.attributes.email === people.zoe,
      ),
    ).toBe(true);

    // A group administrator invitation to someone outside the organization: the server's warning
    // first, sent only on a second press.
    const groupName = `Night shift ${suffix}`;
    const group = (
      await api(page, 'POST', `/api/organizations/${org}/groups`, {
        data: { type: 'groups', attributes: { name: groupName } },
      })
    ).data.id as string;
    const outsider = uniqueEmail(`members-outsider-${lang}`);
    await page.goto(`/groups/${group}`);
    await page.getByRole('textbox', { name: x.email }).fill(outsider);
    await page.getByRole('combobox', { name: x.role }).selectOption({ label: x.asGroupAdmin(groupName) });
    await page.getByRole('button', { name: x.send, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: x.warning })).toBeFocused();
    await expectAccessible(page);
    await page.getByRole('button', { name: x.sendAnyway }).click();
    await expect(page.getByText(x.sent(outsider))).toBeVisible();
  });
}

test('at 375 px the members table scrolls sideways and stays usable by keyboard', { tag: '@phone' }, async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('members-phone');
  await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
  const org = (
    await api(page, 'POST', '/api/organizations', {
      data: { type: 'organizations', attributes: { name: `Phone ${Date.now()}`, state: 'enabled' } },
    })
  ).data.id as string;
  await invite(page, org, email, 'administrator');
  await signOut(page, 'en');
  await join(page, 'en', email, 'Olga', true);
  await page.goto(`/organizations/${org}/members`);
  await expect(page.getByText(w.en.count(1))).toBeVisible();
  const region = page.getByRole('region', { name: /^Members of/ });
  await region.focus();
  await page.keyboard.press('ArrowRight');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    view: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.view);
  await expectAccessible(page);
});
