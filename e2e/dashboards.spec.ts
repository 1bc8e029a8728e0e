import { DASHBOARD_PASSWORD, DASHBOARD_WORLD as W } from './dashboard-world';
import { expectAccessible, type Lang, signInThroughForm, texts } from './support';
import { expect, type Page, test } from './test';

/**
 * Dashboards (issue 14) on the organization seeded by dashboard-world.ts: 20 weeks of check-ups,
 * the periods computed as the hourly job does. Operations has 5 reporters of its own besides its
 * units, so its smallest unit (Night shift, 10) is hidden to protect them. The months' check-up
 * figures are withheld (released after their weeks, docs/dashboards.md "Demo data"); the weeks
 * show them.
 */

const words = {
  en: {
    orgNav: 'Organization dashboard',
    groupNav: 'Group dashboard',
    open: 'Open the dashboard',
    title: (name: string) => `${name}: dashboard`,
    members: 'Members',
    protectsOthers: 'Hidden to protect others',
    insufficient: 'Not enough data to protect privacy',
    weeks: 'Weeks',
    months: 'Months',
    showTable: 'Show the figures as a table',
    groups: 'Groups and units',
    download: 'Download CSV',
    notFound: 'Page not found',
  },
  fr: {
    orgNav: 'Tableau de bord de l’organisation',
    groupNav: 'Tableau de bord du groupe',
    open: 'Ouvrir le tableau de bord',
    title: (name: string) => `${name} : tableau de bord`,
    members: 'Membres',
    protectsOthers: 'Masqué pour protéger d’autres personnes',
    insufficient: 'Pas assez de données pour protéger la vie privée',
    weeks: 'Semaines',
    months: 'Mois',
    showTable: 'Afficher les chiffres en tableau',
    groups: 'Groupes et unités',
    download: 'Télécharger en CSV',
    notFound: 'Page introuvable',
  },
} as const;

/** Signs in, waits for home, then follows the navigation (the menu on a phone) to a link. */
async function signInAndGo(
  page: Page,
  lang: Lang,
  account: { email: string; firstName: string },
  link: string,
) {
  await signInThroughForm(page, lang, account.email, DASHBOARD_PASSWORD);
  await expect(
    page.getByRole('heading', { level: 1, name: `${texts[lang].hello}${account.firstName}` }),
  ).toBeVisible();
  const burger = page.getByRole('button', { name: texts[lang].openMenu });
  if (await burger.isVisible()) await burger.click();
  await page.getByRole('link', { name: link }).filter({ visible: true }).first().click();
}

// The organization administrator's profile is in English, the group administrator's in French:
// each journey runs in its person's language.
test.describe('dashboards in English', () => {
  const lang: Lang = 'en';
  const w = words[lang];
  test.use({ locale: 'en-CA' });

  test(`an organization administrator reads the organization's figures, then a group's @phone`, async ({
    page,
  }) => {
    await signInAndGo(page, lang, W.orgAdmin, w.orgNav);
    await page.getByRole('link', { name: w.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title(W.organization) })).toBeVisible();
    await expect(page.getByTestId('headline-members')).toHaveText(String(W.members));
    // Each group and unit; the smallest unit of Operations says why it shows nothing.
    const populations = page.getByTestId('populations-table');
    const night = populations.getByRole('row', { name: new RegExp(W.unit) });
    await expect(night).toContainText(w.protectsOthers);
    // One reason for the whole row, no figure.
    await expect(night.getByRole('cell')).toHaveCount(1);
    await expect(populations.getByRole('row', { name: /Day shift/ })).toContainText('14');
    // The months' check-up figures are withheld: each month is released after its weeks, and the
    // month minus its last week would single out the few who skipped that week (decision 0013).
    await expect(page.getByTestId('headline-mean_score')).toContainText(w.protectsOthers);
    await expectAccessible(page);

    // Weeks instead of months: the address keeps the choice, the figures follow it (the weeks
    // show the mean score).
    await page.getByText(w.weeks, { exact: true }).click();
    await expect(page).toHaveURL(/period=week/);
    await expect(page.getByTestId('score-trend')).toBeVisible();
    await page.getByText(w.showTable).click();
    await expect(page.getByTestId('figures-table')).toBeVisible();
    const csv = await page.getByRole('link', { name: w.download }).getAttribute('href');
    expect(csv).toContain('filter%5Bperiod%5D=week');
    const download = await page.request.get(csv as string);
    expect(download.status()).toBe(200);
    expect(await download.text()).toContain('Hidden to protect others');

    // A group's own dashboard, from the table.
    await page.getByTestId('populations-table').getByRole('link', { name: 'Care team' }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title('Care team') })).toBeVisible();
    await expect(page.getByTestId('headline-members')).toHaveText('16');
    await expectAccessible(page);
  });

  test('a reporter of the group finds no dashboard there', async ({ page }) => {
    await signInThroughForm(page, lang, W.reporter.email, DASHBOARD_PASSWORD);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(texts.en.hello) })).toBeVisible();
    const groups = await page.request.get('/api/roles');
    const slug = (await groups.json()).data?.[0]?.relationships?.group?.data?.id as string;
    expect(slug).toBeTruthy();
    await page.goto(`/groups/${slug}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
  });
});

test.describe('dashboards in French', () => {
  const lang: Lang = 'fr';
  const w = words[lang];
  test.use({ locale: 'fr-CA' });

  test(`a group administrator sees the group and its units, and why a unit shows nothing @phone`, async ({
    page,
  }) => {
    await signInAndGo(page, lang, W.groupAdmin, w.groupNav);
    await page.getByRole('link', { name: w.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title(W.group) })).toBeVisible();
    // 5 of its own, 10 and 14 in its units.
    await expect(page.getByTestId('headline-members')).toHaveText('29');
    await expectAccessible(page);
    // The unit hidden to protect the group's own five reporters.
    await page.goBack();
    await page.getByRole('link', { name: W.unit }).click();
    await page.getByRole('link', { name: w.open }).click();
    await expect(page.getByRole('heading', { level: 1, name: w.title(W.unit) })).toBeVisible();
    await expect(page.getByTestId('headline-members')).toContainText(w.protectsOthers);
    await expect(page.getByTestId('headline-mean_score')).toContainText(w.protectsOthers);
    await expectAccessible(page);
    // The organization's dashboard is not theirs: not found.
    const unitUrl = page.url();
    await page.goto(unitUrl.replace(/\/groups\/[^/]+\/dashboard.*/, '/organizations/unknown/dashboard'));
    await expect(page.getByRole('heading', { level: 1, name: w.notFound })).toBeVisible();
  });
});
