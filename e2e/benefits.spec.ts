import {
  api,
  bookletPdf,
  confirmSignUp,
  expectAccessible,
  type Lang,
  skipOnboarding,
  submitSignUp,
  uniqueEmail,
} from './support';
import { type Browser, expect, type Page, test } from './test';

/**
 * Benefits (issue 15, part 2): an organization administrator sets up a benefit group with a
 * member, coverage and a plan booklet (the spec's two document messages first, then a preview,
 * and the spec's message when a preview fails); the member sees the sessions left, records a
 * use and removes it. The organization and the two people are made through the API and
 * invitations (the browser tests start without demo data).
 */
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';

const w = {
  en: {
    organizationDashboard: 'Organization dashboard',
    benefitGroups: 'Benefit groups',
    name: 'Name in English',
    create: 'Create the benefit group',
    created: 'Benefit group created.',
    addCoverage: 'Add coverage',
    service: 'Service or specialty',
    psychotherapy: 'Psychotherapy',
    amount: 'Yearly amount (optional)',
    sessions: 'Sessions per year (optional)',
    share: 'Share of each payment covered (%)',
    save: 'Save',
    newCoverage: 'New coverage',
    saved: 'Coverage saved.',
    inGroup: (name: string) => new RegExp(`^${name} `),
    csv: 'E-mails or CSV',
    addEmails: 'Add these members',
    notMember: 'Line 2: nobody@example.test',
    documentName: 'Document name',
    upload: 'Upload the document',
    nameRequired: "You must specify document's name",
    fileRequired: 'You must upload a document first',
    chooseFile: 'Choose a file',
    added: 'Document added.',
    showPreview: 'Show the preview',
    hidePreview: 'Hide the preview',
    previewOf: (name: string) => `Preview of ${name}`,
    previewFailed: 'Unable to preview at this time. Please try again later.',
    myBenefits: 'My benefits',
    left: (left: number, total: number) => `${left} of ${total} sessions left`,
    recordOpen: 'Record a use of Psychotherapy',
    record: 'Record',
    recorded: 'Use recorded.',
    removeUse: /^Remove the use of /,
    removed: 'Use removed.',
    openMenu: 'Open the menu',
  },
  fr: {
    organizationDashboard: 'Tableau de bord de l’organisation',
    benefitGroups: 'Groupes d’avantages',
    name: 'Nom en anglais',
    create: 'Créer le groupe d’avantages',
    created: 'Groupe d’avantages créé.',
    addCoverage: 'Ajouter une couverture',
    service: 'Service ou spécialité',
    psychotherapy: 'Psychothérapie',
    amount: 'Montant annuel (facultatif)',
    sessions: 'Séances par année (facultatif)',
    share: 'Part de chaque paiement couverte (%)',
    save: 'Enregistrer',
    newCoverage: 'Nouvelle couverture',
    saved: 'Couverture enregistrée.',
    inGroup: (name: string) => new RegExp(`^${name} `),
    csv: 'Courriels ou CSV',
    addEmails: 'Ajouter ces membres',
    notMember: 'Ligne 2 : nobody@example.test',
    documentName: 'Nom du document',
    upload: 'Téléverser le document',
    nameRequired: 'Vous devez indiquer le nom du document',
    fileRequired: 'Vous devez d’abord téléverser un document',
    chooseFile: 'Choisir un fichier',
    added: 'Document ajouté.',
    showPreview: 'Afficher l’aperçu',
    hidePreview: 'Masquer l’aperçu',
    previewOf: (name: string) => `Aperçu : ${name}`,
    previewFailed: 'Impossible d’afficher l’aperçu pour le moment. Veuillez réessayer plus tard.',
    myBenefits: 'Mes avantages',
    left: (left: number, total: number) => `${left} séances sur ${total} restantes`,
    recordOpen: 'Inscrire une utilisation : Psychothérapie',
    record: 'Inscrire',
    recorded: 'Utilisation inscrite.',
    removeUse: /^Retirer l’utilisation du /,
    removed: 'Utilisation retirée.',
    openMenu: 'Ouvrir le menu',
  },
};

/** Follows a link of the main navigation, which a phone keeps in its menu. */
async function navigateTo(page: Page, lang: Lang, name: string) {
  const menu = page.getByRole('button', { name: w[lang].openMenu });
  const link = page.getByRole('navigation').getByRole('link', { name });
  await expect(menu.or(link).first()).toBeVisible();
  if (await menu.isVisible()) await menu.click();
  await link.click();
}

/** Signs up through the form and the e-mailed link, then accepts the invitation waiting there. */
async function signUpAndAccept(page: Page, lang: Lang, email: string, firstName: string) {
  await submitSignUp(page, lang, email, PASSWORD, firstName);
  await confirmSignUp(page, lang, email);
  await skipOnboarding(page, lang);
  const pending = await api(page, 'GET', '/api/invitations');
  for (const invitation of pending.data) await api(page, 'POST', `/api/invitations/${invitation.id}/accept`);
}

/** The platform administrator makes an organization and invites its administrator. */
async function organizationWithAdministrator(browser: Browser, name: string, adminEmail: string) {
  const context = await browser.newContext();
  const admin = await context.newPage();
  await admin.goto('/crisis');
  await api(admin, 'POST', '/api/session', {
    data: { type: 'sessions', attributes: { email: ADMIN.email, password: ADMIN.password } },
  });
  const org = (
    await api(admin, 'POST', '/api/organizations', {
      data: { type: 'organizations', attributes: { name, state: 'enabled' } },
    })
  ).data.id as string;
  await inviteTo(admin, org, adminEmail, 'administrator');
  await context.close();
  return org;
}

async function inviteTo(page: Page, org: string, email: string, role: 'administrator' | 'member') {
  await api(page, 'POST', '/api/invitations', {
    data: {
      type: 'invitations',
      attributes: { scope: 'organization', role, email },
      relationships: { organization: { data: { type: 'organizations', id: org } } },
    },
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`benefits (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('an administrator sets up a benefit group with coverage and a booklet; a member sees sessions left and records a use', {
      tag: '@phone',
    }, async ({ page, browser }) => {
      test.setTimeout(240_000);
      const x = w[lang];
      const suffix = Math.random().toString(36).slice(2, 7);
      const groupName = lang === 'en' ? `Full-time staff ${suffix}` : `Temps plein ${suffix}`;
      const booklet = `Booklet ${suffix}`;
      const adminEmail = uniqueEmail(`benefits-admin-${lang}`);
      const memberEmail = uniqueEmail(`benefits-member-${lang}`);
      const org = await organizationWithAdministrator(browser, `Harbour ${suffix}`, adminEmail);
      await signUpAndAccept(page, lang, adminEmail, 'Olga');
      await inviteTo(page, org, memberEmail, 'member');

      // The member joins, so the administrator can pick them.
      const memberContext = await browser.newContext({
        locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
        viewport: page.viewportSize() ?? undefined,
        isMobile: (page.viewportSize()?.width ?? 1280) < 500,
      });
      const member = await memberContext.newPage();
      await signUpAndAccept(member, lang, memberEmail, 'Mira');

      // The administrator: organization page → benefit groups → a new group.
      await page.goto('/');
      await navigateTo(page, lang, x.organizationDashboard);
      await page.getByRole('link', { name: x.benefitGroups, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: x.benefitGroups })).toBeVisible();
      await page.getByRole('textbox', { name: x.name, exact: true }).fill(groupName);
      await page.getByRole('button', { name: x.create }).click();
      await expect(page.getByText(x.created)).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: groupName }).click();
      await expect(page.getByRole('heading', { level: 1, name: groupName })).toBeVisible();

      // Coverage: psychotherapy, 1,000 a year, 8 sessions, 80 %.
      await page.getByRole('button', { name: x.addCoverage }).click();
      // The form that opened takes focus on its first field (docs/decisions/0018-focus-and-names.md).
      await expect(
        page.getByRole('form', { name: x.newCoverage }).getByRole('combobox').first(),
      ).toBeFocused();
      await page.getByRole('combobox', { name: x.service }).selectOption({ label: x.psychotherapy });
      await page.getByRole('textbox', { name: x.amount }).fill('1000');
      await page.getByRole('textbox', { name: x.sessions }).fill('8');
      await page.getByRole('textbox', { name: x.share }).fill('80');
      await expectAccessible(page);
      await page
        .getByRole('form', { name: x.newCoverage })
        .getByRole('button', { name: x.save, exact: true })
        .click();
      await expect(page.getByText(x.saved)).toBeVisible();
      await expect(page.getByRole('heading', { level: 3, name: x.psychotherapy })).toBeVisible();
      await expect(page.getByText(x.left(8, 8))).toBeVisible();

      // Members: pick Mira from the list; a CSV line naming nobody comes back.
      // The box follows the server: ticked once the member is in the group.
      await page.getByRole('checkbox', { name: x.inGroup('Mira Rivera') }).click();
      await expect(page.getByRole('checkbox', { name: x.inGroup('Mira Rivera') })).toBeChecked();
      await page.getByRole('textbox', { name: x.csv }).fill(`email\nnobody@example.test\n${memberEmail}`);
      await page.getByRole('button', { name: x.addEmails }).click();
      await expect(page.getByText(x.notMember)).toBeVisible();

      // The booklet: the spec's two messages, then the upload and its preview.
      await page.getByRole('button', { name: x.upload }).click();
      await expect(page.getByText(x.nameRequired)).toBeVisible();
      await expect(page.getByText(x.fileRequired)).toBeVisible();
      await page.getByRole('textbox', { name: x.documentName }).fill(booklet);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: x.chooseFile }).click();
      await (await chooser).setFiles({
        name: 'booklet.pdf',
        mimeType: 'application/pdf',
        buffer: bookletPdf(booklet),
      });
      await page.getByRole('button', { name: x.upload }).click();
      await expect(page.getByText(x.added)).toBeVisible();
      await page.getByRole('button', { name: x.showPreview }).click();
      await expect(page.locator(`iframe[title="${x.previewOf(booklet)}"]`)).toBeVisible();
      await expect(page.locator('iframe').first()).toHaveAttribute('src', /^blob:/);
      await expectAccessible(page);
      // A file that comes back broken: the preview says so in the spec's words.
      await page.route('**/uploads/*', (route) =>
        route.fulfill({ status: 200, contentType: 'application/pdf', body: 'this is not a PDF' }),
      );
      await page.getByRole('button', { name: x.hidePreview }).click();
      await page.getByRole('button', { name: x.showPreview }).click();
      await expect(page.getByRole('alert').filter({ hasText: x.previewFailed })).toBeVisible();
      await page.unroute('**/uploads/*');

      // The member: sessions left, a use recorded, then removed.
      await member.goto('/');
      await navigateTo(member, lang, x.myBenefits);
      await expect(member.getByRole('heading', { level: 1, name: x.myBenefits })).toBeVisible();
      await expect(member.getByRole('heading', { level: 2, name: groupName })).toBeVisible();
      await expect(member.getByText(x.left(8, 8), { exact: true })).toBeVisible();
      await expectAccessible(member);
      await member.getByRole('button', { name: x.recordOpen }).click();
      await expect(member.getByRole('form', { name: x.recordOpen }).locator('input').first()).toBeFocused();
      await expectAccessible(member);
      await member.getByRole('button', { name: x.record, exact: true }).click();
      await expect(member.getByText(x.recorded)).toBeVisible();
      await expect(member.getByText(x.left(7, 8), { exact: true })).toBeVisible();
      await member.getByRole('button', { name: x.removeUse }).click();
      await expect(member.getByText(x.removed)).toBeVisible();
      await expect(member.getByText(x.left(8, 8), { exact: true })).toBeVisible();
      // The booklet is the member's to read too.
      await member.getByRole('button', { name: x.showPreview }).click();
      await expect(member.locator(`iframe[title="${x.previewOf(booklet)}"]`)).toBeVisible();
      await memberContext.close();
    });
  });
}
