import {
  api,
  confirmSignUp,
  expectAccessible,
  signInThroughForm,
  signOut,
  skipOnboarding,
  submitSignUp,
  uniqueEmail,
} from './support';
import { expect, type Page, test } from './test';

/**
 * Each role over the organization and group pages: the controls shown are exactly those whose
 * ability the server gives (meta.abilities), so no control leads to a refusal; administrators
 * reach their working pages from the navigation; a group administrator removes a reporter.
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';

const w = {
  createGroup: 'Create a group or unit',
  groups: 'Groups and units',
  invite: 'Invite someone',
  asMember: 'Member of the organization',
  asAdministrator: 'Administrator of the organization',
  asProvider: 'Care provider',
  asGroupAdministrator: (name: string) => `Administrator of ${name}`,
  asReporter: 'Reporter (shares results with the administrators)',
  reporters: 'Reporters',
  units: 'Units',
  administrators: 'Administrators',
  choosePicture: 'Choose a picture',
  groupDashboard: 'Group dashboard',
  organizationDashboard: 'Organization dashboard',
  remove: (name: string) => `Remove ${name} from the group`,
  confirmRemove: 'Remove from the group',
  removed: (name: string) => `${name} no longer reports to the group.`,
};

type Abilities = Record<string, boolean>;

/** Follows a link of the main navigation, which a phone keeps in its menu. */
async function navigateTo(page: Page, name: string) {
  const menu = page.getByRole('button', { name: 'Open the menu' });
  const link = page.getByRole('navigation').getByRole('link', { name });
  // The page is ready when either shows: the menu button on a phone, the link on a desktop.
  await expect(menu.or(link).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
}

const abilitiesOf = async (page: Page, path: string): Promise<Abilities> =>
  (await api(page, 'GET', path)).data.meta?.abilities ?? {};

async function invite(
  page: Page,
  email: string,
  scope: string,
  role: string,
  on: { type: string; id: string },
) {
  const relationship = on.type === 'groups' ? 'group' : 'organization';
  await api(page, 'POST', '/api/invitations', {
    data: {
      type: 'invitations',
      attributes: { scope, role, email },
      relationships: { [relationship]: { data: on } },
    },
  });
}

/** Signs up through the form and the e-mailed link, then accepts the invitation waiting there. */
async function signUpAndAccept(page: Page, email: string, firstName: string) {
  await submitSignUp(page, 'en', email, PASSWORD, firstName);
  await confirmSignUp(page, 'en', email);
  await skipOnboarding(page, 'en');
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
}

const shown = async (
  _page: Page,
  locator: ReturnType<Page['getByRole']>,
  expected: boolean,
  what: string,
) => {
  if (expected) await expect(locator, what).toBeVisible();
  else await expect(locator, what).toHaveCount(0);
};

/** The organization page shows a control exactly when its ability is true. */
async function checkOrganizationPage(page: Page, slug: string, name: string, groupName: string) {
  const abilities = await abilitiesOf(page, `/api/organizations/${slug}`);
  await page.goto(`/organizations/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await shown(page, page.getByRole('heading', { name: w.groups }), abilities.list_groups === true, 'groups');
  await shown(
    page,
    page.getByRole('heading', { name: w.createGroup }),
    abilities.create_group === true,
    'create',
  );
  const groups = abilities.list_groups
    ? ((await api(page, 'GET', `/api/organizations/${slug}/groups`)).data as {
        attributes: { name: string };
        meta: { abilities: Abilities };
      }[])
    : [];
  const groupInvite = groups.some(
    (g) => g.attributes.name === groupName && g.meta.abilities.invite_administrator,
  );
  const options: [string, boolean][] = [
    [w.asMember, abilities.invite_member === true],
    [w.asAdministrator, abilities.invite_administrator === true],
    [w.asProvider, abilities.invite_provider === true],
    [w.asGroupAdministrator(groupName), groupInvite],
  ];
  const anyInvite = options.some(([, allowed]) => allowed);
  await shown(page, page.getByRole('heading', { name: w.invite }), anyInvite, 'invite form');
  for (const [label, allowed] of options) {
    await expect(page.locator('option', { hasText: label }), label).toHaveCount(allowed ? 1 : 0);
  }
  return abilities;
}

/** The group page shows a control exactly when its ability is true. */
async function checkGroupPage(page: Page, slug: string, name: string) {
  const abilities = await abilitiesOf(page, `/api/groups/${slug}`);
  await page.goto(`/groups/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('heading', { name: w.administrators })).toBeVisible();
  await shown(
    page,
    page.getByRole('heading', { name: w.reporters }),
    abilities.list_reporters === true,
    'reporters',
  );
  await shown(page, page.getByRole('heading', { name: w.units }), abilities.list_units === true, 'units');
  await shown(page, page.getByRole('button', { name: w.choosePicture }), abilities.update === true, 'logo');
  await expect(page.locator('option', { hasText: w.asReporter })).toHaveCount(
    abilities.invite_reporter ? 1 : 0,
  );
  await expect(page.locator('option', { hasText: w.asGroupAdministrator(name) })).toHaveCount(
    abilities.invite_administrator ? 1 : 0,
  );
  if (!abilities.remove_reporter) {
    await expect(page.getByRole('button', { name: /from the group$/ })).toHaveCount(0);
  }
  return abilities;
}

test('each role sees on organization and group pages only the controls the server allows', {
  tag: '@phone',
}, async ({ page }) => {
  test.setTimeout(300_000);
  const suffix = Math.random().toString(36).slice(2, 7);
  const orgName = `Harbour Health ${suffix}`;
  const groupName = `Night shift ${suffix}`;
  const unitName = `Ward 3 ${suffix}`;
  const people = {
    orgAdmin: uniqueEmail('abilities-org-admin'),
    groupAdmin: uniqueEmail('abilities-group-admin'),
    reporter: uniqueEmail('abilities-reporter'),
  };

  // The platform administrator creates the organization and invites its administrator.
  await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Administration' })).toBeVisible();
  const org = (
    await api(page, 'POST', '/api/organizations', {
      data: { type: 'organizations', attributes: { name: orgName, state: 'enabled' } },
    })
  ).data.id as string;
  await invite(page, people.orgAdmin, 'organization', 'administrator', { type: 'organizations', id: org });
  await signOut(page, 'en');

  // The organization administrator: a group, a unit inside it, and the group's administrator.
  await signUpAndAccept(page, people.orgAdmin, 'Olga');
  const group = (
    await api(page, 'POST', `/api/organizations/${org}/groups`, {
      data: { type: 'groups', attributes: { name: groupName } },
    })
  ).data.id as string;
  const unit = (
    await api(page, 'POST', `/api/organizations/${org}/groups`, {
      data: {
        type: 'groups',
        attributes: { name: unitName },
        relationships: { parent: { data: { type: 'groups', id: group } } },
      },
    })
  ).data.id as string;
  await invite(page, people.groupAdmin, 'group', 'administrator', { type: 'groups', id: group });
  await signOut(page, 'en');

  // The group administrator invites a reporter, who accepts.
  await signUpAndAccept(page, people.groupAdmin, 'Grace');
  await invite(page, people.reporter, 'group', 'reporter', { type: 'groups', id: group });
  await signOut(page, 'en');
  await signUpAndAccept(page, people.reporter, 'Maya');
  // A reporter: nothing to administer, no working page in the navigation.
  await expect(page.getByRole('navigation').getByRole('link', { name: w.groupDashboard })).toHaveCount(0);
  const asReporter = await checkGroupPage(page, group, groupName);
  expect(Object.values(asReporter).some(Boolean)).toBe(false);
  await signOut(page, 'en');

  // The group administrator: the navigation leads to the group; units and administrators by name.
  await signInThroughForm(page, 'en', people.groupAdmin, PASSWORD);
  await navigateTo(page, w.groupDashboard);
  await expect(page).toHaveURL(new RegExp(`/groups/${group}$`));
  const asGroupAdmin = await checkGroupPage(page, group, groupName);
  expect(asGroupAdmin).toMatchObject({ list_reporters: true, remove_reporter: true, invite_reporter: true });
  await expect(page.getByRole('link', { name: unitName })).toHaveAttribute('href', `/groups/${unit}`);
  await expect(
    page.getByRole('region', { name: w.administrators }).getByText('Grace Rivera', { exact: true }),
  ).toBeVisible();
  // Removing a reporter asks first, then the reporter is gone (and told by e-mail).
  await page.getByRole('button', { name: w.remove('Maya Rivera') }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Remove Maya Rivera from ${groupName}?`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: w.confirmRemove }).click();
  await expect(page.getByText(w.removed('Maya Rivera'))).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maya Rivera' })).toHaveCount(0);
  const asGroupAdminOnOrg = await checkOrganizationPage(page, org, orgName, groupName);
  expect(asGroupAdminOnOrg.create_group).toBe(false);
  await checkGroupPage(page, unit, unitName);
  await signOut(page, 'en');

  // The organization administrator: straight to the organization; no reporters on the group page.
  await signInThroughForm(page, 'en', people.orgAdmin, PASSWORD);
  await navigateTo(page, w.organizationDashboard);
  await expect(page).toHaveURL(new RegExp(`/organizations/${org}$`));
  await checkOrganizationPage(page, org, orgName, groupName);
  const asOrgAdmin = await checkGroupPage(page, group, groupName);
  expect(asOrgAdmin).toMatchObject({ list_reporters: false, invite_reporter: false, update: true });
  await expectAccessible(page);
  await signOut(page, 'en');

  // The platform administrator: administrator invitations only, nothing inside the group.
  await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Administration' })).toBeVisible();
  const asPlatformAdmin = await checkOrganizationPage(page, org, orgName, groupName);
  expect(asPlatformAdmin).toMatchObject({
    create_group: true,
    invite_administrator: true,
    invite_member: false,
  });
  const onGroup = await checkGroupPage(page, group, groupName);
  expect(onGroup).toMatchObject({ update: false, invite_reporter: false, invite_administrator: false });
});
