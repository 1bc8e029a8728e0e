import path from 'node:path';
import { api, bookletPdf, expectAccessible, type Lang, signUpQuickly, uniqueEmail } from './support';
import { expect, type Page, test } from './test';

const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const PASSWORD = 'a calm river at dusk';

/** The visible texts of the care center, as the catalogues word them. */
const words = {
  en: {
    createTitle: 'Create your provider profile',
    choosePicture: 'Choose a picture',
    usePicture: 'Use this picture',
    pictureReady: 'Picture ready: it is saved when you create your profile.',
    profileUpdated: 'Your profile has been updated.',
    displayName: 'Name shown to members',
    credentials: 'Credentials',
    specialties: 'Specialties',
    languages: 'Languages',
    anxiety: 'Anxiety',
    french: 'French',
    video: 'Video',
    practiceLocation: 'Practice location',
    bioEn: 'About you, in English',
    phone: 'Phone',
    createProfile: 'Create Profile',
    created: 'Your provider profile has been created.',
    editProfile: 'Edit your profile',
    care: 'Care center',
    near: 'Near',
    found: /1 provider found/,
    why: 'Why this provider',
    specializes: 'Specializes in Anxiety',
    kmFrom: /km from Montréal/,
    services: 'Health services',
    nameEn: 'Name in English',
    nameFr: 'Name in French',
    category: 'Category',
    eap: 'Employee assistance program',
    addService: 'Add a health service',
    serviceAdded: 'The health service has been added.',
  },
  fr: {
    createTitle: 'Créer votre profil d’intervenant',
    choosePicture: 'Choisir une photo',
    usePicture: 'Utiliser cette photo',
    pictureReady: 'Photo prête : elle sera enregistrée à la création de votre profil.',
    profileUpdated: 'Votre profil a été mis à jour.',
    displayName: 'Nom affiché aux membres',
    credentials: 'Titres professionnels',
    specialties: 'Spécialités',
    languages: 'Langues',
    anxiety: 'Anxiété',
    french: 'Français',
    video: 'Vidéo',
    practiceLocation: 'Lieu de pratique',
    bioEn: 'À propos de vous, en anglais',
    phone: 'Téléphone',
    createProfile: 'Créer le profil',
    created: 'Votre profil d’intervenant a été créé.',
    editProfile: 'Modifier votre profil',
    care: 'Centre de soins',
    near: 'Près de',
    found: /1 intervenant trouvé/,
    why: 'Pourquoi cet intervenant',
    specializes: 'Spécialisé en Anxiété',
    kmFrom: /km de Montréal/,
    services: 'Services de santé',
    nameEn: 'Nom en anglais',
    nameFr: 'Nom en français',
    category: 'Catégorie',
    eap: 'Programme d’aide aux employés',
    addService: 'Ajouter un service de santé',
    serviceAdded: 'Le service de santé a été ajouté.',
  },
} as const;

const signIn = (page: Page, email: string, password: string) =>
  api(page, 'POST', '/api/session', { data: { type: 'sessions', attributes: { email, password } } });

/** Picks options in a Mantine multi-select by their visible names. */
async function pick(page: Page, label: string, options: string[]) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  for (const option of options) await page.getByRole('option', { name: option, exact: true }).click();
  await page.keyboard.press('Escape');
}

/** Types the start of a city and takes the first suggestion of that name. */
async function chooseCity(page: Page, label: string, typed: string, city: RegExp) {
  await page.getByRole('combobox', { name: label }).fill(typed);
  await page.getByRole('option', { name: city }).first().click();
}

/**
 * An organization anyone may join, its administrator (who speaks `lang`) and a provider invitation,
 * set up through the API as the platform administrator, then that administrator; answers the
 * organization's slug.
 */
async function organizationWithInvitations(page: Page, lang: Lang, admin: string, provider: string) {
  await signIn(page, ADMIN.email, ADMIN.password);
  const created = await api(page, 'POST', '/api/organizations', {
    data: {
      type: 'organizations',
      attributes: { name: `Harbour Care ${Math.random().toString(36).slice(2, 7)}`, state: 'subscribable' },
    },
  });
  const organization = created.data.id as string;
  const inviteTo = (role: string, scope: string, email: string) =>
    api(page, 'POST', '/api/invitations', {
      data: {
        type: 'invitations',
        attributes: { scope, role, email },
        relationships: { organization: { data: { type: 'organizations', id: organization } } },
      },
    });
  await inviteTo('administrator', 'organization', admin);
  await api(page, 'DELETE', '/api/session');
  // Providers are invited by the organization's administrators.
  await signUpQuickly(page, lang, admin, PASSWORD, 'Olive');
  const pending = await api(page, 'GET', '/api/invitations');
  await api(page, 'POST', `/api/invitations/${pending.data[0].id}/accept`);
  await inviteTo('provider', 'provider', provider);
  await api(page, 'DELETE', '/api/session');
  return organization;
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];

  test.describe(`care center (${lang})`, () => {
    test('a provider completes a profile from an invitation, an administrator adds a health service, a member finds the provider with filters @phone', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const adminEmail = uniqueEmail('careadmin');
      const providerEmail = uniqueEmail('provider');
      const organization = await organizationWithInvitations(page, lang, adminEmail, providerEmail);

      // The provider: the invitation's Create Profile page, the whole profile in one form.
      await signUpQuickly(page, lang, providerEmail, PASSWORD, 'Noor');
      const invitations = await api(page, 'GET', '/api/invitations');
      await page.goto(invitations.data[0].attributes.dashboard_path);
      await expect(page.getByRole('heading', { level: 1, name: w.createTitle })).toBeVisible();
      await expectAccessible(page);
      // A picture before the profile exists: the toast says it waits for the form, not that it is saved.
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: w.choosePicture }).click();
      await (await chooser).setFiles(path.join(import.meta.dirname, 'fixtures', 'portrait.png'));
      await page.getByRole('dialog').getByRole('button', { name: w.usePicture }).click();
      await expect(page.getByText(w.pictureReady)).toBeVisible();
      await expect(page.getByText(w.profileUpdated)).toHaveCount(0);
      await page.getByLabel(w.displayName).fill('Dr Noor Haddad');
      await page.getByLabel(w.credentials).fill('PhD');
      await pick(page, w.specialties, [w.anxiety]);
      await pick(page, w.languages, [w.french]);
      await page.getByRole('checkbox', { name: w.video }).check();
      await chooseCity(page, w.practiceLocation, 'Montr', /^Montréal, Q/);
      await page.getByLabel(w.bioEn).fill('Calm, practical help with anxiety.');
      await page.getByRole('textbox', { name: w.phone, exact: true }).fill('+1 514 555 0134');
      await page.getByRole('button', { name: w.createProfile }).click();
      await expect(page.getByText(w.created)).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Dr Noor Haddad' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.editProfile })).toBeVisible();
      // The picture came with the profile.
      const created = await api(page, 'GET', '/api/providers?filter[mine]=true');
      expect(created.data[0].attributes.picture_url).toMatch(/^\/uploads\//);
      await expectAccessible(page);
      await api(page, 'DELETE', '/api/session');

      // The administrator: the organization's care center, a new health service.
      await signIn(page, adminEmail, PASSWORD);
      await page.goto(`/organizations/${organization}/care`);
      await expect(page.getByRole('heading', { level: 3, name: 'Dr Noor Haddad' })).toBeVisible();
      await page.getByLabel(w.nameEn).fill('Assistance line');
      await page.getByLabel(w.nameFr).fill('Ligne d’aide');
      await page.getByRole('combobox', { name: w.category }).selectOption({ label: w.eap });
      await page.getByRole('button', { name: w.addService }).click();
      await expect(page.getByText(w.serviceAdded)).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 3, name: lang === 'fr' ? 'Ligne d’aide' : 'Assistance line' }),
      ).toBeVisible();
      await expectAccessible(page);
      await api(page, 'DELETE', '/api/session');

      // A member joins, then searches: near Montréal, anxiety, video.
      await signUpQuickly(page, lang, uniqueEmail('member'), PASSWORD, 'Mia');
      await api(page, 'POST', `/api/organizations/${organization}/memberships`);
      await page.goto('/care');
      await expect(page.getByRole('heading', { level: 1, name: w.care })).toBeVisible();
      await chooseCity(page, w.near, 'Montr', /^Montréal, Q/);
      await pick(page, w.specialties, [w.anxiety]);
      await page.getByRole('checkbox', { name: w.video }).check();
      await expect(page.getByRole('status').filter({ hasText: w.found })).toBeVisible();
      const card = page.getByRole('article', { name: 'Dr Noor Haddad' });
      await expect(card.getByText(w.why)).toBeVisible();
      await expect(card.getByText(w.specializes)).toBeVisible();
      await expect(card.getByText(w.kmFrom)).toBeVisible();
      await expect(card.getByRole('link', { name: /514 555 0134/ })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.services })).toBeVisible();
      await expect(
        page.getByRole('heading', { level: 4, name: lang === 'fr' ? 'Ligne d’aide' : 'Assistance line' }),
      ).toBeVisible();
      await expectAccessible(page);
    });
  });
}

/** What the recommendations' care cards say, as the catalogues word them. */
const careWords = {
  en: {
    recommended: 'Recommended for you',
    providerKind: 'Care provider',
    serviceKind: 'Health service',
    providerReason:
      'Your anxiety screen was positive: works with anxiety, covered by Full-time staff, 8 of 8 sessions left',
    serviceReason: (org: string) => `Your anxiety screen was positive: offered by ${org}`,
    profileLink: 'See the profile of Dr Noor Haddad',
    call: '1 800 555 0199, call Assistance line',
  },
  fr: {
    recommended: 'Recommandé pour vous',
    providerKind: 'Intervenant',
    serviceKind: 'Service de santé',
    providerReason:
      'Votre dépistage de l’anxiété était positif : spécialité anxiété, pris en charge par Full-time staff, 8 séances sur 8 restantes',
    serviceReason: (org: string) => `Votre dépistage de l’anxiété était positif : offert par ${org}`,
    profileLink: 'Voir le profil : Dr Noor Haddad',
    call: '1 800 555 0199, appeler Ligne d’aide',
  },
} as const;

/** Every check-up answer: WHO-5 at 3, a positive anxiety screen, life areas at 5, safety no. */
const anxiousAnswers = {
  who5_1: 3,
  who5_2: 3,
  who5_3: 3,
  who5_4: 3,
  who5_5: 3,
  phq4_1: 2,
  phq4_2: 2,
  phq4_3: 0,
  phq4_4: 0,
  sleep: 5,
  energy: 5,
  stress: 5,
  social: 5,
  work: 5,
  meaning: 5,
  safety: 0,
};

for (const lang of ['en', 'fr'] as Lang[]) {
  const c = careWords[lang];

  test.describe(`covered care in recommendations (${lang})`, () => {
    test('after a positive anxiety screen, a member sees a covered provider and the EAP with their reasons, at home and on the result @phone', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const adminEmail = uniqueEmail('careadmin');
      const providerEmail = uniqueEmail('provider');
      const memberEmail = uniqueEmail('member');
      const organization = await organizationWithInvitations(page, lang, adminEmail, providerEmail);
      const { name: organizationName } = (await signInAndRead(page, adminEmail, organization)).attributes;

      // The provider's profile, through the API the Create Profile page calls.
      await api(page, 'DELETE', '/api/session');
      await signUpQuickly(page, lang, providerEmail, PASSWORD, 'Noor');
      const invitation = (await api(page, 'GET', '/api/invitations')).data[0].id as string;
      await api(page, 'POST', '/api/providers', {
        data: {
          type: 'providers',
          attributes: { display_name: 'Dr Noor Haddad', specialties: ['anxiety'] },
          relationships: { invitation: { data: { type: 'invitations', id: invitation } } },
        },
      });
      await api(page, 'DELETE', '/api/session');

      // The member joins the organization.
      await signUpQuickly(page, lang, memberEmail, PASSWORD, 'Mia');
      await api(page, 'POST', `/api/organizations/${organization}/memberships`);
      await api(page, 'DELETE', '/api/session');

      // The administrator: the EAP, a benefit group covering anxiety with the member in it.
      await signIn(page, adminEmail, PASSWORD);
      await api(page, 'POST', `/api/organizations/${organization}/health_services`, {
        data: {
          type: 'health_services',
          attributes: {
            name_en: 'Assistance line',
            name_fr: 'Ligne d’aide',
            category: 'eap',
            phone: '1 800 555 0199',
          },
        },
      });
      const group = (
        await api(page, 'POST', `/api/organizations/${organization}/benefit_groups`, {
          data: { type: 'benefit_groups', attributes: { name: 'Full-time staff' } },
        })
      ).data.id as string;
      await api(page, 'POST', `/api/benefit_groups/${group}/members`, {
        data: { type: 'benefit_group_members', attributes: { emails_csv: memberEmail } },
      });
      await api(page, 'POST', `/api/benefit_groups/${group}/coverages`, {
        data: {
          type: 'coverages',
          attributes: {
            target_kind: 'specialty',
            target_key: 'anxiety',
            sessions_per_year: 8,
            share_percent: 80,
            plan_year_start_month: 1,
            plan_year_start_day: 1,
          },
        },
      });
      await api(page, 'DELETE', '/api/session');

      // The member's check-up, then the home page and the result.
      await signIn(page, memberEmail, PASSWORD);
      await api(page, 'POST', '/api/checkups', {
        data: { type: 'checkups', attributes: { answers: anxiousAnswers } },
      });
      for (const path of ['/', '/checkup/result']) {
        await page.goto(path);
        const list = page.getByTestId('recommendations');
        await expect(list.getByRole('heading', { name: c.recommended })).toBeVisible();
        const cards = list.getByTestId('recommendation');
        await expect(cards.nth(0)).toHaveAttribute('data-kind', 'crisis_help');
        await expect(cards.nth(1)).toHaveAttribute('data-kind', 'provider');
        await expect(cards.nth(1).getByText(c.providerKind)).toBeVisible();
        await expect(cards.nth(1).getByText(c.providerReason)).toBeVisible();
        await expect(cards.nth(2)).toHaveAttribute('data-kind', 'health_service');
        await expect(cards.nth(2).getByText(c.serviceKind)).toBeVisible();
        await expect(cards.nth(2).getByText(c.serviceReason(organizationName))).toBeVisible();
        const eapCall = cards.nth(2).getByRole('link', { name: c.call, exact: true });
        await expect(eapCall).toHaveAttribute('href', 'tel:18005550199');
        // The EAP link's accessible name starts with its visible text (WCAG 2.5.3, Label in Name).
        const visible = (await eapCall.innerText()).trim();
        expect(c.call.startsWith(visible), `"${c.call}" starts with "${visible}"`).toBe(true);
        await expectAccessible(page);
      }
      // The provider's card opens their page.
      await page.getByRole('link', { name: c.profileLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Dr Noor Haddad' })).toBeVisible();
    });
  });
}

/** Signs in and reads an organization (its name, for the texts that name it). */
async function signInAndRead(page: Page, email: string, organization: string) {
  await signIn(page, email, PASSWORD);
  return (await api(page, 'GET', `/api/organizations/${organization}`)).data as {
    attributes: { name: string };
  };
}

/** The provider page's licences and the administrators' deactivation, as the catalogues word them. */
const pageWords = {
  en: {
    showLicences: 'Show licences',
    messageTo: (name: string) => `Message ${name}`,
    noLicences: 'No licences yet.',
    documentName: 'Document name',
    chooseFile: 'Choose a file',
    upload: 'Upload the document',
    added: 'Document added.',
    download: (name: string) => `Download PDF: ${name}`,
    showPreview: 'Show the preview',
    previewOf: (name: string) => `Preview of ${name}`,
    deactivate: (name: string) => `Deactivate ${name}`,
    reactivate: (name: string) => `Reactivate ${name}`,
    deactivated: 'The provider has been deactivated: members no longer find them.',
    hidden: 'Deactivated: hidden from members',
    reactivated: 'The provider has been reactivated.',
    noneFound: 'No provider found',
    oneFound: '1 provider found',
    notFound: 'Page not found',
  },
  fr: {
    showLicences: 'Afficher les permis',
    messageTo: (name: string) => `Écrire à ${name}`,
    noLicences: 'Aucun permis pour l’instant.',
    documentName: 'Nom du document',
    chooseFile: 'Choisir un fichier',
    upload: 'Téléverser le document',
    added: 'Document ajouté.',
    download: (name: string) => `Télécharger en PDF : ${name}`,
    showPreview: 'Afficher l’aperçu',
    previewOf: (name: string) => `Aperçu : ${name}`,
    deactivate: (name: string) => `Désactiver ${name}`,
    reactivate: (name: string) => `Réactiver ${name}`,
    deactivated: 'L’intervenant a été désactivé : les membres ne le trouvent plus.',
    hidden: 'Désactivé : caché aux membres',
    reactivated: 'L’intervenant a été réactivé.',
    noneFound: 'Aucun intervenant trouvé',
    oneFound: '1 intervenant trouvé',
    notFound: 'Page introuvable',
  },
} as const;

for (const lang of ['en', 'fr'] as Lang[]) {
  const x = pageWords[lang];

  test.describe(`provider page and deactivation (${lang})`, () => {
    test('a provider adds a licence, a member shows it on request; the administrator deactivates the provider, who disappears for the member, then reactivates them @phone', async ({
      page,
      browser,
    }) => {
      test.setTimeout(180_000);
      const adminEmail = uniqueEmail('careadmin');
      const providerEmail = uniqueEmail('provider');
      const name = 'Dr Lena Ortiz';
      const licence = `Licence ${Math.random().toString(36).slice(2, 7)}`;
      const organization = await organizationWithInvitations(page, lang, adminEmail, providerEmail);

      // The provider: a profile, then a licence from their page.
      await signUpQuickly(page, lang, providerEmail, PASSWORD, 'Lena');
      const invitation = (await api(page, 'GET', '/api/invitations')).data[0].id as string;
      const created = await api(page, 'POST', '/api/providers', {
        data: {
          type: 'providers',
          attributes: { display_name: name, specialties: ['anxiety'] },
          relationships: { invitation: { data: { type: 'invitations', id: invitation } } },
        },
      });
      const providerPath = created.data.attributes.dashboard_path as string;
      await page.goto(providerPath);
      // The server offers no conversation with oneself.
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('button', { name: x.messageTo(name) })).toHaveCount(0);
      await page.getByRole('button', { name: x.showLicences }).click();
      await expect(page.getByText(x.noLicences)).toBeVisible();
      await page.getByRole('textbox', { name: x.documentName }).fill(licence);
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('button', { name: x.chooseFile }).click();
      await (await chooser).setFiles({
        name: 'licence.pdf',
        mimeType: 'application/pdf',
        buffer: bookletPdf(licence),
      });
      await page.getByRole('button', { name: x.upload }).click();
      await expect(page.getByText(x.added)).toBeVisible();
      await expect(page.getByRole('link', { name: x.download(licence) })).toBeVisible();
      await api(page, 'DELETE', '/api/session');

      // A member: the licence only once asked for, then its preview.
      const memberContext = await browser.newContext({
        viewport: page.viewportSize() ?? undefined,
        isMobile: (page.viewportSize()?.width ?? 1280) < 500,
      });
      const member = await memberContext.newPage();
      await signUpQuickly(member, lang, uniqueEmail('member'), PASSWORD, 'Mia');
      await api(member, 'POST', `/api/organizations/${organization}/memberships`);
      await member.goto(providerPath);
      await expect(member.getByRole('heading', { level: 1, name })).toBeVisible();
      // A member of the provider's organization may write to them (the server's `message` ability).
      await expect(member.getByRole('button', { name: x.messageTo(name) })).toBeVisible();
      await expect(member.getByText(licence)).toHaveCount(0);
      await member.getByRole('button', { name: x.showLicences }).click();
      await expect(member.getByRole('link', { name: x.download(licence) })).toBeVisible();
      // Only the provider adds licences.
      await expect(member.getByRole('button', { name: x.upload })).toHaveCount(0);
      await member.getByRole('button', { name: x.showPreview }).click();
      await expect(member.locator(`iframe[title="${x.previewOf(licence)}"]`)).toBeVisible();
      await expectAccessible(member);

      // The administrator deactivates the provider in the organization's care center.
      await signIn(page, adminEmail, PASSWORD);
      await page.goto(`/organizations/${organization}/care`);
      await page.getByRole('button', { name: x.deactivate(name) }).click();
      await expect(page.getByText(x.deactivated)).toBeVisible();
      await expect(page.getByRole('article', { name }).getByText(x.hidden)).toBeVisible();
      await expect(page.getByRole('button', { name: x.reactivate(name) })).toBeVisible();
      await expectAccessible(page);

      // The member no longer finds them, in the search or at their address.
      await member.goto('/care');
      await expect(member.getByRole('status').filter({ hasText: x.noneFound })).toBeVisible();
      await expect(member.getByRole('article', { name })).toHaveCount(0);
      await member.goto(providerPath);
      await expect(member.getByRole('heading', { level: 1, name: x.notFound })).toBeVisible();

      // Reactivated, they are back.
      await page.getByRole('button', { name: x.reactivate(name) }).click();
      await expect(page.getByText(x.reactivated)).toBeVisible();
      await member.goto('/care');
      await expect(member.getByRole('status').filter({ hasText: x.oneFound })).toBeVisible();
      await expect(member.getByRole('article', { name })).toBeVisible();
      await memberContext.close();
    });
  });
}
