import {
  checkupTexts,
  expectAccessible,
  type Lang,
  openCrisisPage,
  signInThroughForm,
  signOut,
  signUpQuickly,
  texts,
  uniqueEmail,
} from './support';
import { expect, type Locator, type Page, test } from './test';

const PASSWORD = 'a calm river at dusk';

const words = {
  en: {
    ...checkupTexts.en,
    supportTitle: "You don't have to go through this alone",
    roomToImprove: 'Room to improve',
    socialArea: 'Relationships',
    answerRequired: 'Please answer this question.',
    quebecLine: /Suicide\.ca|1 866 APPELLE|1-866-277-3553/,
    insightsTitle: 'Insights',
    logSomething: 'Log something',
    kind: 'Kind',
    ailment: 'Ailment',
    what: 'What happened',
    migraine: 'Migraine',
    impact: 'Impact',
    save: 'Save',
    saved: 'Saved to your log.',
    showTable: 'Show the data as a table',
    crisisTitle: 'Crisis help',
    country: 'Country',
    france: 'France',
    usePosition: 'Use my position',
    connections: 'Connections',
    askToShare: 'Send the invitation',
    accept: 'Accept',
    confirmTitle: 'Share your check-up results?',
    confirmAccept: 'Accept and share',
    accepted: 'Accepted',
    sharedWithMe: 'People who share with you',
    insightsOf: (name: string) => `Insights of ${name}`,
    historyOf: (name: string) => `${name}'s score over time`,
    scoreOf: (name: string) => `${name}'s Evenkeel Score`,
    safetyQuestion: /better off dead/,
    linesFor: (place: string) => `Crisis lines for ${place}`,
    changeCountry: 'Change the country',
    countryFirst: 'Where are you? Choose your country to see the crisis lines there.',
    canada: 'Canada',
  },
  fr: {
    ...checkupTexts.fr,
    supportTitle: 'Vous n’avez pas à traverser cela seul(e)',
    roomToImprove: 'Peut mieux aller',
    socialArea: 'Relations',
    answerRequired: 'Veuillez répondre à cette question.',
    quebecLine: /Suicide\.ca|1 866 APPELLE|1-866-277-3553/,
    insightsTitle: 'Tendances',
    logSomething: 'Noter quelque chose',
    kind: 'Type',
    ailment: 'Problème de santé',
    what: 'Ce qui s’est passé',
    migraine: 'Migraine',
    impact: 'Impact',
    save: 'Enregistrer',
    saved: 'Ajouté à votre journal.',
    showTable: 'Afficher les données sous forme de tableau',
    crisisTitle: 'Aide en cas de crise',
    country: 'Pays',
    france: 'France',
    usePosition: 'Utiliser ma position',
    connections: 'Relations',
    askToShare: 'Envoyer l’invitation',
    accept: 'Accepter',
    confirmTitle: 'Partager les résultats de vos bilans ?',
    confirmAccept: 'Accepter et partager',
    accepted: 'Acceptée',
    sharedWithMe: 'Personnes qui partagent avec vous',
    // "de" elides before a vowel: Tendances d’Alex Rivera.
    insightsOf: (name: string) => `Tendances d’${name}`,
    historyOf: (name: string) => `Le score d’${name} au fil du temps`,
    scoreOf: (name: string) => `Score Evenkeel d’${name}`,
    safetyQuestion: /mieux mort/,
    linesFor: (place: string) => `Lignes d’écoute pour : ${place}`,
    changeCountry: 'Changer de pays',
    countryFirst: 'Où êtes-vous ? Choisissez votre pays pour voir ses lignes d’écoute.',
    canada: 'Canada',
  },
};

/** Presses Tab until `target` has the focus, as a keyboard user moves through the page. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the element');
}

/**
 * Answers every question of the current part with the keyboard: Tab into the group (the
 * browser focuses its checked answer, or its first), arrow keys move to the wanted answer
 * (checking it), Space checks it where no arrow was needed.
 */
async function answerPart(page: Page, answerIndex: number) {
  const groups = page.locator('fieldset');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1) {
    const radios = groups.nth(index).getByRole('radio');
    await tabInto(page, groups.nth(index));
    const options = await radios.count();
    const focused = await radios.evaluateAll((elements) =>
      elements.indexOf(document.activeElement as HTMLElement),
    );
    const presses = (answerIndex - focused + options) % options;
    for (let press = 0; press < presses; press += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(radios.nth(answerIndex)).toBeChecked();
  }
}

/** Presses Tab until the focus is inside `container`. */
async function tabInto(page: Page, container: Locator) {
  for (let presses = 0; presses < 40; presses += 1) {
    if (await container.evaluate((element) => element.contains(document.activeElement))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the group');
}

async function nextPart(page: Page, label: string) {
  await tabTo(page, page.getByRole('button', { name: label }));
  await page.keyboard.press('Space');
}

/**
 * The whole check-up by keyboard: WHO-5 "More than half of the time" everywhere (score 60),
 * PHQ-4 "Not at all", life areas 7, and the safety question answered no or yes. `finish: false`
 * stays on the safety question after answering it.
 */
async function completeCheckup(
  page: Page,
  lang: Lang,
  { safety, finish = true }: { safety: 'no' | 'yes'; finish?: boolean },
) {
  const w = words[lang];
  await page.goto('/checkup');
  await expect(page.getByRole('heading', { level: 1, name: w.checkupTitle })).toBeVisible();
  await answerPart(page, 2);
  await nextPart(page, w.next);
  await answerPart(page, 0);
  await nextPart(page, w.next);
  await answerPart(page, 7);
  await nextPart(page, w.next);
  await expect(page.getByRole('group', { name: w.safetyQuestion })).toBeVisible();
  await answerPart(page, safety === 'yes' ? 1 : 0);
  // A "yes" brings crisis help at once, before the check-up is sent.
  const help = page.getByRole('note').filter({ hasText: w.supportTitle });
  await expect(help).toHaveCount(safety === 'yes' ? 1 : 0);
  if (!finish) return;
  if (safety === 'yes') await expect(help.getByTestId('crisis-lines')).toBeVisible();
  await nextPart(page, w.finish);
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];

  test.describe(`check-up and insights (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'America/Toronto' });

    test('a check-up by keyboard gives the score and band; a log shows on the chart', async ({ page }) => {
      // A whole check-up by keyboard and three axe scans, one with the log's dialog open.
      test.slow();
      await signUpQuickly(page, lang, uniqueEmail(`checkup-${lang}`), PASSWORD);
      await page.goto('/checkup');
      await expect(page.getByRole('heading', { level: 1, name: w.checkupTitle })).toBeVisible();
      await expectAccessible(page);

      // Moving on without answering says which question is missing, and stays on the part.
      await page.getByRole('button', { name: w.next }).click();
      await expect(page.getByText(w.answerRequired).first()).toBeVisible();

      // A reload keeps the answers given so far.
      await answerPart(page, 2);
      await page.reload();
      await expect(page.locator('fieldset').first().getByRole('radio').nth(2)).toBeChecked();

      // A draft saved before the life area `relationships` became `social` still goes through.
      await page.evaluate(() => {
        const key = Object.keys(sessionStorage).find((name) => name.startsWith('evenkeel:personal:checkup:'));
        if (!key) throw new Error('no check-up in progress');
        const draft = JSON.parse(sessionStorage.getItem(key) ?? '{}');
        draft.answers.relationships = 3;
        sessionStorage.setItem(key, JSON.stringify(draft));
      });
      await page.reload();
      await expect(page.locator('fieldset').first().getByRole('radio').nth(2)).toBeChecked();

      await completeCheckup(page, lang, { safety: 'no' });
      await expect(page.getByRole('heading', { level: 1, name: w.resultsTitle })).toBeVisible();
      await expect(page.getByTestId('score')).toHaveText('60');
      await expect(page.getByTestId('band')).toHaveText(w.roomToImprove);
      await expect(page.locator('#area-social')).toHaveText(w.socialArea);
      await expect(page.getByTestId('area-social')).toHaveText(/^7 /);
      await expectAccessible(page);

      // An ailment logged today appears in the log, on the chart and in its table.
      await page.goto('/insights');
      await expect(page.getByRole('heading', { level: 1, name: w.insightsTitle })).toBeVisible();
      await page.getByRole('button', { name: w.logSomething }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByLabel(w.kind).selectOption({ label: w.ailment });
      await dialog.getByRole('combobox', { name: w.what }).fill(w.migraine);
      await dialog.getByRole('radio', { name: '3' }).check();
      await dialog.getByRole('button', { name: w.save }).click();
      await expect(page.getByText(w.saved)).toBeVisible();
      await expect(page.getByTestId('logs-list')).toContainText(w.migraine);
      await expect(page.getByTestId('score-chart').locator('path[fill*="grape"]')).toHaveCount(1);
      await page.getByText(w.showTable).click();
      await expect(page.getByTestId('insights-table')).toContainText(`${w.ailment}: ${w.migraine}`);
      await expect(page.getByTestId('insights-table')).toContainText('60');
      await expectAccessible(page);
    });

    test('a safety "yes" shows crisis lines for Quebec before the score', async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`safety-${lang}`), PASSWORD);
      // The profile says Montréal: crisis help follows the member's region.
      await page.goto('/profile');
      await page.getByRole('combobox', { name: lang === 'fr' ? 'Ville' : 'City' }).fill('montr');
      await page
        .getByRole('option', { name: /^Montréal/ })
        .first()
        .click();
      await page.getByRole('button', { name: lang === 'fr' ? 'Enregistrer' : 'Save', exact: true }).click();
      await expect(
        page.getByText(lang === 'fr' ? 'Votre profil a été mis à jour.' : 'Your profile has been updated.'),
      ).toBeVisible();

      await completeCheckup(page, lang, { safety: 'yes' });
      const heading = page.getByRole('heading', { level: 1, name: w.supportTitle });
      await expect(heading).toBeVisible();
      const lines = page.getByTestId('crisis-lines');
      await expect(lines).toContainText(w.quebecLine);
      // The region by name, never as a code.
      await expect(page.getByTestId('crisis-place')).toHaveText(
        w.linesFor(lang === 'fr' ? 'Québec, Canada' : 'Quebec, Canada'),
      );
      // Crisis help comes before any number.
      const linesBox = await lines.boundingBox();
      const scoreBox = await page.getByTestId('score').boundingBox();
      expect(linesBox && scoreBox && linesBox.y < scoreBox.y).toBe(true);
      await expectAccessible(page);
    });

    test('crisis help without signing in, for a country chosen by hand', { tag: '@phone' }, async ({
      page,
    }) => {
      await openCrisisPage(page);
      await expect(page.getByRole('heading', { level: 1, name: w.crisisTitle })).toBeVisible();
      await page.getByLabel(w.country).selectOption({ label: w.france });
      await expect(page.getByTestId('crisis-lines')).toContainText('3114');
      await expect(page).toHaveURL(/country=FR/);
      await expectAccessible(page);
    });
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];
  test.describe(`crisis help by position (${lang})`, () => {
    test.use({
      locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
      permissions: ['geolocation'],
      geolocation: { latitude: 45.52, longitude: -73.58 },
    });

    test('follows the browser’s position when the person allows it', async ({ page }) => {
      await openCrisisPage(page);
      await page.getByRole('button', { name: w.usePosition }).click();
      await expect(page).toHaveURL(/country=CA&region=QC/);
      await expect(page.getByTestId('crisis-lines')).toContainText(w.quebecLine);
    });
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];

  test.describe(`crisis help first, for where the person is (${lang})`, () => {
    // An English browser in Paris: the lines follow the time zone, never the language.
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', timezoneId: 'Europe/Paris' });

    test('a safety "yes" opens the result at its top, crisis help focused, French lines', {
      tag: '@phone',
    }, async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`first-${lang}`), PASSWORD);
      await completeCheckup(page, lang, { safety: 'yes', finish: false });
      // The panel on the check-up page names the country it shows lines for.
      const help = page.getByRole('note').filter({ hasText: w.supportTitle });
      await expect(help.getByTestId('crisis-place')).toHaveText(w.linesFor('France'));
      await expect(help.getByTestId('crisis-lines')).toContainText('3114');
      await nextPart(page, w.finish);

      const heading = page.getByRole('heading', { level: 1, name: w.supportTitle });
      await expect(heading).toBeFocused();
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expect(heading).toBeInViewport();
      const lines = page.getByTestId('crisis-lines');
      await expect(page.getByTestId('crisis-place')).toHaveText(w.linesFor('France'));
      await expect(lines).toContainText('3114');
      await expect(lines).not.toContainText('988');
      await expectAccessible(page);

      // The person may be elsewhere: the country is one choice away.
      await page.getByLabel(w.changeCountry).selectOption({ label: w.canada });
      await expect(page.getByTestId('crisis-place')).toHaveText(w.linesFor(w.canada));
      await expect(lines).toContainText('988');
    });
  });

  test.describe(`crisis help with no known place (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-US', timezoneId: 'UTC' });

    test('the panel after a safety "yes" asks for the country before any list', async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`nowhere-${lang}`), PASSWORD);
      await completeCheckup(page, lang, { safety: 'yes', finish: false });
      const help = page.getByRole('note').filter({ hasText: w.supportTitle });
      await expect(help.getByText(w.countryFirst)).toBeVisible();
      await expect(help.getByTestId('crisis-lines')).toHaveCount(0);
      await expectAccessible(page);
      await help.getByLabel(w.country).selectOption({ label: w.france });
      await expect(help.getByTestId('crisis-place')).toHaveText(w.linesFor('France'));
      await expect(help.getByTestId('crisis-lines')).toContainText('3114');
    });
  });
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];
  const x = texts[lang];

  test.describe(`sharing insights (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'America/Toronto' });

    test('a connection sees the insights but never the safety answer', async ({ page }) => {
      test.setTimeout(120_000);
      const viewerEmail = uniqueEmail('viewer');
      const memberEmail = uniqueEmail('member');

      // The member signs up and answers "yes" to the safety question.
      await signUpQuickly(page, lang, memberEmail, PASSWORD);
      await completeCheckup(page, lang, { safety: 'yes' });
      await expect(page.getByRole('heading', { level: 1, name: w.supportTitle })).toBeVisible();
      await signOut(page, lang);

      // The viewer asks the member to share; the member accepts.
      await signUpQuickly(page, lang, viewerEmail, PASSWORD);
      await page.goto('/profile#permissions');
      const connections = page.getByRole('region', { name: w.connections });
      await connections.getByLabel(x.email).fill(memberEmail);
      await connections.getByRole('button', { name: w.askToShare }).click();
      await signOut(page, lang);
      await signInThroughForm(page, lang, memberEmail, PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
      await page.goto('/profile#invitations');
      await page.getByRole('button', { name: w.accept }).first().click();
      // Sharing results is consented to explicitly.
      await page
        .getByRole('dialog', { name: w.confirmTitle })
        .getByRole('button', { name: w.confirmAccept })
        .click();
      await expect(page.getByText(w.accepted, { exact: true })).toBeVisible();
      await signOut(page, lang);

      // The viewer finds the member among the people who share, and opens their insights.
      await signInThroughForm(page, lang, viewerEmail, PASSWORD);
      await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
      await page.goto('/insights');
      const sharers = page.getByRole('region', { name: w.sharedWithMe });
      const insightsResponse = page.waitForResponse((response) =>
        /\/api\/users\/[^/]+\/insights/.test(response.url()),
      );
      await sharers.getByRole('link', { name: 'Alex Rivera' }).click();
      const body = await (await insightsResponse).text();
      await expect(page.getByRole('heading', { level: 1, name: w.insightsOf('Alex Rivera') })).toBeVisible();
      await expect(page.getByTestId('score')).toHaveText('60');
      // Someone else's insights speak about them.
      await expect(page.getByRole('heading', { name: w.historyOf('Alex') })).toBeVisible();
      await expect(page.getByRole('heading', { name: w.scoreOf('Alex') })).toBeVisible();
      // Neither the page nor the data it received carries the safety answer.
      expect(body).not.toMatch(/safety|show_crisis_help/);
      await expect(page.getByText(w.supportTitle)).toHaveCount(0);
      await expectAccessible(page);
    });
  });
}
