import { api, expectAccessible, signUpQuickly, uniqueEmail } from './support';
import { expect, type Page, test } from './test';

/**
 * Issue 27 ("no English demo text on French pages"): a benefit group has a name in each
 * language (the demo's groups too, server/src/demo/benefits-seed.ts), and French pages show the
 * French one. The organization and its people are made through the API (no demo data here).
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';
const ENGLISH = 'Full-time staff';
const FRENCH = 'Personnel à temps plein';

async function acceptInvitations(page: Page) {
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
}

async function invite(page: Page, org: string, email: string, role: 'administrator' | 'member') {
  await api(page, 'POST', '/api/invitations', {
    data: {
      type: 'invitations',
      attributes: { scope: 'organization', role, email },
      relationships: { organization: { data: { type: 'organizations', id: org } } },
    },
  });
}

test.describe('benefit group names in French', () => {
  test.use({ locale: 'fr-CA' });

  test('a French member and administrator see the French name, never the English one', async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const adminEmail = uniqueEmail('names-admin');
    const memberEmail = uniqueEmail('names-member');
    const adminContext = await browser.newContext({ locale: 'fr-CA' });
    const admin = await adminContext.newPage();
    await admin.goto('/crisis');
    await api(admin, 'POST', '/api/session', {
      data: { type: 'sessions', attributes: { email: ADMIN.email, password: ADMIN.password } },
    });
    const org = (
      await api(admin, 'POST', '/api/organizations', {
        data: { type: 'organizations', attributes: { name: 'Harbour', state: 'enabled' } },
      })
    ).data.id as string;
    await invite(admin, org, adminEmail, 'administrator');
    await api(admin, 'DELETE', '/api/session');

    await signUpQuickly(admin, 'fr', adminEmail, PASSWORD, 'Olga');
    await acceptInvitations(admin);
    await invite(admin, org, memberEmail, 'member');
    await signUpQuickly(page, 'fr', memberEmail, PASSWORD, 'Mira');
    await acceptInvitations(page);
    const group = (
      await api(admin, 'POST', `/api/organizations/${org}/benefit_groups`, {
        data: { type: 'benefit_groups', attributes: { name: ENGLISH, name_fr: FRENCH } },
      })
    ).data.id as string;
    await api(admin, 'POST', `/api/benefit_groups/${group}/members`, {
      data: { type: 'benefit_group_members', attributes: { emails_csv: memberEmail } },
    });
    await api(admin, 'POST', `/api/benefit_groups/${group}/coverages`, {
      data: {
        type: 'coverages',
        attributes: {
          target_kind: 'service_category',
          target_key: 'psychotherapy',
          sessions_per_year: 8,
          share_percent: 80,
          plan_year_start_month: 1,
          plan_year_start_day: 1,
        },
      },
    });

    // The member's benefits page.
    await page.goto('/benefits');
    await expect(page.getByRole('heading', { level: 2, name: FRENCH })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(ENGLISH);

    // The administrator's list and the group's page, whose form holds both names.
    await admin.goto(`/organizations/${org}/benefits`);
    await expect(admin.getByRole('link', { name: FRENCH })).toBeVisible();
    await expect(admin.locator('main')).not.toContainText(ENGLISH);
    await admin.getByRole('link', { name: FRENCH }).click();
    await expect(admin.getByRole('heading', { level: 1, name: FRENCH })).toBeVisible();
    await expect(admin.getByRole('textbox', { name: 'Nom en anglais' })).toHaveValue(ENGLISH);
    await expect(admin.getByRole('textbox', { name: 'Nom en français (facultatif)' })).toHaveValue(FRENCH);
    await expectAccessible(admin);
    // The coverage's form, open to change it.
    await admin.getByRole('button', { name: /^Modifier la couverture : / }).click();
    await expect(admin.getByRole('form', { name: 'Couverture : Psychothérapie' })).toBeVisible();
    await expectAccessible(admin);
    // Deleting asks first, naming the group in French; axe with the confirmation open.
    await admin.getByRole('button', { name: 'Supprimer ce groupe d’avantages' }).click();
    await expect(admin.getByRole('alert').filter({ hasText: `Supprimer ${FRENCH},` })).toBeVisible();
    await expectAccessible(admin);
    await adminContext.close();
  });
});
