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
 * Issue 31: an organization's administrator opens Invitations from its page, sees every
 * invitation the organization sent with its state, filters by state, revokes one after a
 * confirmation (axe with the dialog open), and invites people from a CSV whose bad lines are
 * each said with their reason; in English at desktop width, in French at 375 px.
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';

const w = {
  en: {
    open: 'Invitations',
    title: (name: string) => `Invitations — ${name}`,
    count: (n: number) => `${n} ${n === 1 ? 'invitation' : 'invitations'}`,
    filter: 'State',
    waiting: 'Waiting',
    withdrawn: 'Withdrawn',
    accepted: 'Accepted',
    revoke: (email: string) => `Revoke the invitation to ${email}`,
    question: (email: string) => `Revoke the invitation to ${email}? Its link stops working at once.`,
    confirm: 'Revoke',
    revoked: (email: string) => `The invitation to ${email} is withdrawn.`,
    file: 'CSV file of e-mail addresses',
    submit: 'Send the invitations',
    result: 'Import result',
    summary: 'invitations sent from 5 lines.',
    refusedTitle: '3 lines not invited',
    notAnEmail: 'Line 3: not-an-address — Not an e-mail address.',
    duplicate: (email: string) => `Line 4: ${email} — Already on line 2 of this file.`,
    member: (email: string) => `Line 5: ${email} — Already a member of the organization: skipped.`,
  },
  fr: {
    open: 'Invitations',
    title: (name: string) => `Invitations — ${name}`,
    count: (n: number) => `${n} invitation${n === 1 ? '' : 's'}`,
    filter: 'État',
    waiting: 'En attente',
    withdrawn: 'Retirée',
    accepted: 'Acceptée',
    revoke: (email: string) => `Retirer l’invitation à ${email}`,
    question: (email: string) => `Retirer l’invitation à ${email} ? Son lien cesse de fonctionner aussitôt.`,
    confirm: 'Retirer',
    revoked: (email: string) => `L’invitation à ${email} est retirée.`,
    file: 'Fichier CSV d’adresses courriel',
    submit: 'Envoyer les invitations',
    result: 'Résultat de l’importation',
    summary: 'invitations envoyées sur 5 lignes.',
    refusedTitle: '3 lignes non invitées',
    notAnEmail: 'Ligne 3 : not-an-address — Ce n’est pas une adresse courriel.',
    duplicate: (email: string) => `Ligne 4 : ${email} — Déjà à la ligne 2 de ce fichier.`,
    member: (email: string) => `Ligne 5 : ${email} — Déjà membre de l’organisation : ignorée.`,
  },
};

async function invite(page: Page, org: string, email: string, role: 'member' | 'administrator') {
  return api(page, 'POST', '/api/invitations', {
    data: {
      type: 'invitations',
      attributes: { scope: 'organization', role, email },
      relationships: { organization: { data: { type: 'organizations', id: org } } },
    },
  });
}

/**
 * An organization made by the platform administrator, and its own administrator (a new account
 * that accepted the invitation), signed in on the page, with two invitations sent.
 */
async function organizationWithAdministrator(page: Page, lang: Lang) {
  const suffix = Math.random().toString(36).slice(2, 7);
  const name = `Lighthouse ${suffix}`;
  const admin = uniqueEmail(`invitations-admin-${lang}`);
  await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
  const org = (
    await api(page, 'POST', '/api/organizations', {
      data: { type: 'organizations', attributes: { name, state: 'enabled' } },
    })
  ).data.id as string;
  await invite(page, org, admin, 'administrator');
  await signOut(page, 'en');
  await signUpQuickly(page, lang, admin, PASSWORD, 'Olga');
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
  const waiting = uniqueEmail(`invitations-waiting-${lang}`);
  const toRevoke = uniqueEmail(`invitations-revoke-${lang}`);
  await invite(page, org, waiting, 'member');
  await invite(page, org, toRevoke, 'member');
  return { org, name, admin, waiting, toRevoke };
}

/** Chooses a CSV file, sends it, and waits for the result, which takes focus. */
async function importCsv(page: Page, lang: Lang, csv: string) {
  const x = w[lang];
  await page
    .getByLabel(x.file)
    .setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: x.submit }).click();
  await expect(page.getByRole('heading', { name: x.result })).toBeFocused();
}

test('an organization administrator follows, filters and revokes invitations, and invites from a CSV (en)', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const x = w.en;
  const { org, name, admin, waiting, toRevoke } = await organizationWithAdministrator(page, 'en');

  await page.goto(`/organizations/${org}`);
  await page.getByRole('link', { name: x.open, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: x.title(name) })).toBeFocused();
  // Its own accepted invitation and the two waiting.
  await expect(page.getByText(x.count(3))).toBeVisible();
  const table = page.getByRole('table', { name: x.open });
  await expect(table.getByRole('row', { name: new RegExp(admin) })).toContainText(x.accepted);
  await expect(table.getByRole('row', { name: new RegExp(waiting) })).toContainText(x.waiting);

  // Filter: only the accepted one, then all again.
  await page.getByLabel(x.filter).selectOption({ label: x.accepted });
  await expect(page.getByText(x.count(1))).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(admin) })).toBeVisible();
  await page.getByLabel(x.filter).selectOption({ index: 0 });
  await expect(page.getByText(x.count(3))).toBeVisible();

  // Revoke one after a confirmation; the dialog passes axe.
  await expect(page.getByRole('button', { name: x.revoke(admin) })).toHaveCount(0);
  await page.getByRole('button', { name: x.revoke(toRevoke) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(x.question(toRevoke));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: x.confirm, exact: true }).click();
  await expect(page.getByText(x.revoked(toRevoke))).toBeVisible();
  await expect(table.getByRole('row', { name: new RegExp(toRevoke) })).toContainText(x.withdrawn);
  await expect(page.getByRole('button', { name: x.revoke(toRevoke) })).toHaveCount(0);

  // A CSV with good and bad lines: each bad one said with its reason.
  const fresh = uniqueEmail('invitations-csv');
  const other = uniqueEmail('invitations-csv-other');
  await importCsv(page, 'en', ['email', fresh, 'not-an-address', fresh, admin, other].join('\n'));
  const result = page.getByRole('region', { name: x.result });
  await expect(result).toContainText(`2 ${x.summary}`);
  const refused = page.getByRole('list', { name: x.refusedTitle });
  await expect(refused.getByRole('listitem')).toHaveText([x.notAnEmail, x.duplicate(fresh), x.member(admin)]);
  await expect(page.getByText(x.count(5))).toBeVisible();
  await expectAccessible(page);
});

test('at 375 px, in French, the invitations are cards and a CSV says its refused lines', {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(240_000);
  // At 375 px in either project (the desktop one runs every journey).
  await page.setViewportSize({ width: 375, height: 740 });
  const x = w.fr;
  const { org, name, admin, toRevoke } = await organizationWithAdministrator(page, 'fr');
  await page.goto(`/organizations/${org}/invitations`);
  await expect(page.getByRole('heading', { level: 1, name: x.title(name) })).toBeVisible();
  await expect(page.getByText(x.count(3))).toBeVisible();
  const cards = page.getByRole('list', { name: x.open });
  await expect(cards.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('table')).toHaveCount(0);

  await cards.getByRole('button', { name: x.revoke(toRevoke) }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(x.question(toRevoke));
  await expectAccessible(page);
  await dialog.getByRole('button', { name: x.confirm, exact: true }).click();
  await expect(page.getByText(x.revoked(toRevoke))).toBeVisible();

  const fresh = uniqueEmail('invitations-csv-fr');
  await importCsv(
    page,
    'fr',
    ['email', fresh, 'not-an-address', fresh, admin, uniqueEmail('fr-other')].join('\n'),
  );
  await expect(page.getByRole('region', { name: x.result })).toContainText(`2 ${x.summary}`);
  await expect(page.getByRole('list', { name: x.refusedTitle }).getByRole('listitem')).toHaveText([
    x.notAnEmail,
    x.duplicate(fresh),
    x.member(admin),
  ]);
  // Nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: 'test-results/organization-invitations-375.png', fullPage: true });
  await expectAccessible(page);
});
