import {
  api,
  checkupTexts,
  expectAccessible,
  type Lang,
  signOut,
  signUpQuickly,
  uniqueEmail,
} from './support';
import { expect, type Page, test } from './test';

// Issue 32 §1 (docs/decisions/0026-offline-checkup.md): once a member has used Evenkeel on the
// device, the check-up opens and can be completed without a network; it is kept on the device
// and sent once, by itself, when the network returns.

const PASSWORD = 'a calm river at dusk';

const words = {
  en: {
    ...checkupTexts.en,
    saved: 'Saved on this device — it will be sent when you are online.',
    sent: 'Sent',
    score: (score: number) => `Your check-up is sent. Your Evenkeel Score: ${score}.`,
  },
  fr: {
    ...checkupTexts.fr,
    saved: 'Enregistré sur cet appareil — il sera envoyé dès que vous serez en ligne.',
    sent: 'Envoyé',
    score: (score: number) => `Votre bilan est envoyé. Votre score Evenkeel : ${score}.`,
  },
};

/** WHO-5 "more than half of the time" (3) on each item: 15 × 4. */
const EXPECTED_SCORE = 60;

/** The check-up page, once its worker keeps the member's pages and questionnaire for offline use. */
async function openCheckupOnline(page: Page, lang: Lang) {
  // The worker registered on the first page installs, then takes the page over (clients.claim):
  // from then on, the pages it fetches are the ones it keeps.
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await page.goto('/checkup');
  await expect(page.getByRole('heading', { level: 1, name: words[lang].checkupTitle })).toBeVisible();
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          const cache = await caches.open('evenkeel-member-v1');
          const kept = await Promise.all(
            ['/checkup', '/api/questionnaires/current'].map((path) =>
              cache.match(path, { ignoreVary: true }),
            ),
          );
          return Boolean(navigator.serviceWorker.controller) && kept.every(Boolean);
        }),
      { timeout: 45_000 },
    )
    .toBe(true);
}

/** Answers each part by clicking (WHO-5: the third option, value 3; PHQ-4 "not at all"; areas 7; safety no). */
async function completeCheckup(page: Page, lang: Lang) {
  const w = words[lang];
  for (const [part, option] of [0, 0, 7, 0].entries()) {
    const groups = page.locator('fieldset');
    await expect(groups.first()).toBeVisible();
    const count = await groups.count();
    for (let index = 0; index < count; index += 1) {
      const answer = part === 0 ? 2 : option;
      await groups.nth(index).getByRole('radio').nth(answer).check();
    }
    await page.getByRole('button', { name: part === 3 ? w.finish : w.next }).click();
  }
}

async function storedCheckups(page: Page) {
  const document = await api(page, 'GET', '/api/checkups');
  return document.data as { id: string; attributes: { score: number } }[];
}

for (const [lang, phone] of [
  ['en', false],
  ['fr', true],
] as [Lang, boolean][]) {
  const w = words[lang];
  test.describe(`the check-up offline (${lang}${phone ? ', 375 px' : ''})`, () => {
    test.use(phone ? { viewport: { width: 375, height: 740 } } : {});

    test(`completed offline, kept across a reload, sent once back online${phone ? ' @phone' : ''}`, async ({
      page,
      context,
    }) => {
      await signUpQuickly(page, lang, uniqueEmail('offline-checkup'), PASSWORD);
      await openCheckupOnline(page, lang);

      await context.setOffline(true);
      await completeCheckup(page, lang);
      await expect(page.getByText(w.saved)).toBeVisible();
      await expectAccessible(page);

      // Still offline: the page opens again from the device, the check-up still kept.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w.checkupTitle })).toBeVisible();
      await expect(page.getByText(w.saved)).toBeVisible();

      await context.setOffline(false);
      await expect(page.getByText(w.score(EXPECTED_SCORE))).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(w.sent, { exact: true })).toBeVisible();
      await expectAccessible(page);
      const stored = await storedCheckups(page);
      expect(stored.map((checkup) => checkup.attributes.score)).toEqual([EXPECTED_SCORE]);
      await page.getByRole('link', { name: lang === 'en' ? 'See my results' : 'Voir mes résultats' }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.resultsTitle })).toBeVisible();

      // A shared computer: signing out leaves none of the member's pages on the device (the sign-in
      // page speaks the browser's language).
      await signOut(page, lang, 'en');
      await expect
        .poll(() => page.evaluate(async () => (await caches.keys()).includes('evenkeel-member-v1')))
        .toBe(false);
    });

    test(`with two tabs open, one check-up is stored${phone ? ' @phone' : ''}`, async ({ page, context }) => {
      await signUpQuickly(page, lang, uniqueEmail('offline-tabs'), PASSWORD);
      await openCheckupOnline(page, lang);
      const other = await context.newPage();
      await other.goto('/checkup');
      await expect(other.getByRole('heading', { level: 1, name: w.checkupTitle })).toBeVisible();

      await context.setOffline(true);
      await completeCheckup(page, lang);
      await expect(page.getByText(w.saved)).toBeVisible();
      // The other tab sees the same kept check-up once it reloads, still offline.
      await other.reload();
      await expect(other.getByText(w.saved)).toBeVisible();

      await context.setOffline(false);
      for (const tab of [page, other]) {
        await expect(tab.getByText(w.score(EXPECTED_SCORE))).toBeVisible({ timeout: 20_000 });
      }
      const stored = await storedCheckups(page);
      expect(stored.map((checkup) => checkup.attributes.score)).toEqual([EXPECTED_SCORE]);
    });
  });
}
