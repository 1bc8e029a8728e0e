import type { Page } from '@playwright/test';
import { checkupTexts, type Lang, signUpQuickly, uniqueEmail } from './support';
import { expect, test } from './test';

/** Issue 27, item 9: each part of the check-up is its own history entry. */

const PASSWORD = 'a calm river at dusk';

/** Checks answer `answer` of every question of the part shown. */
async function answerPart(page: Page, answer: number) {
  const groups = page.locator('main fieldset');
  const count = await groups.count();
  for (let index = 0; index < count; index += 1)
    await groups.nth(index).getByRole('radio').nth(answer).check();
}

async function expectPartAnswered(page: Page, answer: number) {
  const groups = page.locator('main fieldset');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index += 1)
    await expect(groups.nth(index).getByRole('radio').nth(answer)).toBeChecked();
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const c = checkupTexts[lang];

  test.describe(`the check-up's parts in the browser's history (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'Pacific/Auckland' });

    test('Back goes to the previous part with its answers, Forward returns, a reload keeps the part', {
      tag: '@phone',
    }, async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`checkup-history-${lang}`), PASSWORD);
      await page.goto('/checkup');
      await expect(page.getByRole('heading', { level: 1, name: c.checkupTitle })).toBeVisible();
      const part = page.locator('#checkup-part-title');
      const first = (await part.textContent()) ?? '';
      await answerPart(page, 2);
      await page.getByRole('button', { name: c.next }).click();
      await expect(part).not.toHaveText(first);
      const second = (await part.textContent()) ?? '';
      await answerPart(page, 1);
      await page.getByRole('button', { name: c.next }).click();
      await expect(part).not.toHaveText(second);
      const third = (await part.textContent()) ?? '';

      // The browser's Back: the previous part, still in the check-up, its answers kept.
      await page.goBack();
      await expect(part).toHaveText(second);
      await expect(page).toHaveURL(/\/checkup\?part=2$/);
      await expectPartAnswered(page, 1);
      await page.goBack();
      await expect(part).toHaveText(first);
      await expectPartAnswered(page, 2);

      // Forward returns, part by part.
      await page.goForward();
      await expect(part).toHaveText(second);
      await expectPartAnswered(page, 1);
      await page.goForward();
      await expect(part).toHaveText(third);

      // A reload keeps the part and the answers before it.
      await answerPart(page, 3);
      await page.reload();
      await expect(part).toHaveText(third);
      await expectPartAnswered(page, 3);
      await page.goBack();
      await expect(part).toHaveText(second);
      await expectPartAnswered(page, 1);

      // A later part typed by hand before the earlier ones are answered shows the first unanswered.
      await page.evaluate(() => sessionStorage.clear());
      await page.goto('/checkup?part=3');
      await expect(part).toHaveText(first);
      await expect(page).toHaveURL(/\/checkup\?part=1$/);
    });
  });
}
