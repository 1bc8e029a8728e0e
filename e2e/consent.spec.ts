import { api, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { expect, type Page, test } from './test';

/**
 * Issue 26 §1 (decision 0011): consent is given to people, not to a role. A new administrator
 * of a reporter's group sees nothing of the reporter's results until the reporter accepts the
 * card that names them; withdrawing one administrator from Permissions stops them at once.
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';

const words = {
  en: {
    card: (name: string, group: string) => `${name} now administers ${group}`,
    question: 'Share your check-up results with them too?',
    accept: 'Accept',
    accepted: 'Accepted',
    acceptedToast: (name: string) => `You now share your results with ${name}.`,
    permissionsTab: 'Permissions',
    section: 'Who sees your results through your groups',
    withdraw: (name: string) => `Stop sharing with ${name}`,
    withdrawButton: 'Withdraw',
    withdrawn: (name: string) => `${name} no longer sees your results.`,
  },
  fr: {
    card: (name: string, group: string) => `${name} administre maintenant ${group}`,
    question: 'Partager aussi vos résultats de bilan avec cette personne ?',
    accept: 'Accepter',
    accepted: 'Acceptée',
    acceptedToast: (name: string) => `Vous partagez maintenant vos résultats avec ${name}.`,
    permissionsTab: 'Autorisations',
    section: 'Qui voit vos résultats par vos groupes',
    withdraw: (name: string) => `Ne plus partager avec ${name}`,
    withdrawButton: 'Retirer',
    withdrawn: (name: string) => `${name} ne voit plus vos résultats.`,
  },
};

async function invite(page: Page, attributes: object, relationships: object) {
  await api(page, 'POST', '/api/invitations', { data: { type: 'invitations', attributes, relationships } });
}

async function acceptFirstInvitation(page: Page) {
  const pending = await api(page, 'GET', '/api/invitations');
  await api(page, 'POST', `/api/invitations/${pending.data[0].id}/accept`);
}

/**
 * Through the API: the platform administrator creates an organization and its administrator,
 * who creates a group and makes `email` its administrator (signed in on `page` at the end).
 */
async function groupAdministrator(page: Page, email: string, group: string, firstName: string) {
  const organizationAdministrator = uniqueEmail('orgadmin');
  await api(page, 'POST', '/api/session', {
    data: { type: 'sessions', attributes: { email: ADMIN.email, password: ADMIN.password } },
  });
  const created = await api(page, 'POST', '/api/organizations', {
    data: { type: 'organizations', attributes: { name: `Maple ${Math.random().toString(36).slice(2, 7)}` } },
  });
  const organizationId = created.data.id as string;
  await invite(
    page,
    { scope: 'organization', role: 'administrator', email: organizationAdministrator },
    { organization: { data: { type: 'organizations', id: organizationId } } },
  );
  await api(page, 'DELETE', '/api/session');
  await signUpQuickly(page, 'en', organizationAdministrator, PASSWORD, 'Olive');
  await acceptFirstInvitation(page);
  const made = await api(page, 'POST', `/api/organizations/${organizationId}/groups`, {
    data: { type: 'groups', attributes: { name: group } },
  });
  const groupId = made.data.id as string;
  await invite(
    page,
    { scope: 'group', role: 'administrator', email },
    { group: { data: { type: 'groups', id: groupId } } },
  );
  await api(page, 'DELETE', '/api/session');
  await signUpQuickly(page, 'en', email, PASSWORD, firstName);
  await acceptFirstInvitation(page);
  return groupId;
}

/** What the administrator on `page` gets from the reporter's insights: the status code. */
async function insightsStatus(page: Page, slug: string) {
  return (
    await page.request.get(`/api/users/${slug}/insights`, { headers: { accept: 'application/vnd.api+json' } })
  ).status();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];
  test.describe(`consent per person (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a new administrator sees nothing until the reporter accepts their card; withdrawn, nothing again', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const group = `Night shift ${Math.random().toString(36).slice(2, 7)}`;
      const first = await (await browser.newContext()).newPage();
      const groupId = await groupAdministrator(first, uniqueEmail(`gus-${lang}`), group, 'Gus');

      // The reporter joins with Gus on the card.
      const reporterEmail = uniqueEmail(`reporter-${lang}`);
      await invite(
        first,
        { scope: 'group', role: 'reporter', email: reporterEmail },
        { group: { data: { type: 'groups', id: groupId } } },
      );
      await signUpQuickly(page, lang, reporterEmail, PASSWORD, 'Mina');
      await acceptFirstInvitation(page);
      const me = await api(page, 'GET', '/api/session');
      const reporterSlug = me.data.id as string;
      expect(await insightsStatus(first, reporterSlug)).toBe(200);

      // Gus adds Jordan as a co-administrator: Jordan sees name and picture, no results.
      const jordanEmail = uniqueEmail(`jordan-${lang}`);
      await invite(
        first,
        { scope: 'group', role: 'administrator', email: jordanEmail },
        { group: { data: { type: 'groups', id: groupId } } },
      );
      const jordan = await (await browser.newContext()).newPage();
      await signUpQuickly(jordan, 'en', jordanEmail, PASSWORD, 'Jordan');
      await acceptFirstInvitation(jordan);
      expect(await insightsStatus(jordan, reporterSlug)).toBe(404);
      const listed = await api(jordan, 'GET', `/api/groups/${groupId}/reporters`);
      expect(
        listed.data.map(
          (person: { attributes: { shares_results: boolean } }) => person.attributes.shares_results,
        ),
      ).toEqual([false]);

      // The reporter's card, at 320 px too, accepted: the outcome takes the focus.
      await page.setViewportSize({ width: 320, height: 720 });
      await page.goto('/profile#invitations');
      const card = page.getByRole('article', { name: w.card('Jordan Rivera', group) });
      await expect(card).toBeVisible();
      await expect(card).toContainText(w.question);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
      await card.getByRole('button', { name: w.accept }).click();
      await expect(page.getByText(w.acceptedToast('Jordan Rivera'))).toBeVisible();
      const outcome = card.getByRole('status').filter({ hasText: w.accepted });
      await expect(outcome).toBeFocused();
      await page.setViewportSize({ width: 1280, height: 800 });

      // Jordan can now open the reporter's insights.
      await jordan.goto(`/people/${reporterSlug}`);
      await expect(jordan.getByRole('heading', { level: 1, name: /Mina Rivera/ })).toBeVisible();
      expect(await insightsStatus(jordan, reporterSlug)).toBe(200);

      // Permissions: withdraw Jordan only; Gus keeps seeing, Jordan no longer does.
      await page.goto('/profile');
      await page.getByRole('tab', { name: w.permissionsTab }).click();
      const section = page.getByRole('region', { name: w.section });
      await expect(section).toContainText('Gus Rivera');
      await expect(section).toContainText('Jordan Rivera');
      await expectAccessible(page);
      await section.getByRole('button', { name: w.withdraw('Jordan Rivera') }).click();
      await page.getByRole('dialog').getByRole('button', { name: w.withdrawButton }).click();
      await expect(page.getByText(w.withdrawn('Jordan Rivera'))).toBeVisible();
      await expect(section).not.toContainText('Jordan Rivera');
      expect(await insightsStatus(jordan, reporterSlug)).toBe(404);
      expect(await insightsStatus(first, reporterSlug)).toBe(200);
      await jordan.goto(`/people/${reporterSlug}`);
      await expect(
        jordan.getByRole('heading', { level: 1, name: 'Not found or not shared with you' }),
      ).toBeVisible();
      await first.context().close();
      await jordan.context().close();
    });
  });
}
