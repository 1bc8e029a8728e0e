import { api, type Lang, openCrisisPage, signUpQuickly, uniqueEmail } from './support';
import { expect, type Page, test } from './test';

/**
 * Issue 27: crisis help gives a number to call in every country, and the country shown is the
 * one named (docs/decisions/0016-crisis-every-country.md).
 */
const PASSWORD = 'a calm river at dusk';

/** A check-up sent as the app sends it: WHO-5 at its best (score 100), and the safety answer. */
async function sendCheckup(page: Page, lang: Lang, safety: 0 | 1, who5 = 5) {
  const answers: Record<string, number> = { safety };
  for (let item = 1; item <= 5; item += 1) answers[`who5_${item}`] = who5;
  for (let item = 1; item <= 4; item += 1) answers[`phq4_${item}`] = 0;
  for (const area of ['sleep', 'energy', 'stress', 'social', 'work', 'meaning']) answers[area] = 7;
  await api(page, 'POST', '/api/checkups', { data: { type: 'checkups', attributes: { answers } } }, lang);
}

test.describe('crisis help in India, signed out', () => {
  test.use({ locale: 'en-IN', timezoneId: 'Asia/Kolkata' });

  test('shows India’s emergency number and Tele-MANAS, India chosen, and any other country', async ({
    page,
  }) => {
    await openCrisisPage(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Help for India' })).toBeVisible();
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:112"]')).toBeVisible();
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:14416"]')).toBeVisible();
    const country = page.getByLabel('Country');
    await expect(country.locator('option:checked')).toHaveText('India');

    await country.selectOption({ label: 'New Zealand' });
    await expect(page.getByRole('heading', { level: 2, name: 'Help for New Zealand' })).toBeVisible();
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:111"]')).toBeVisible();
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:1737"]')).toBeVisible();

    // A country with its emergency number only: that number and an international directory.
    await page.getByLabel('Country').selectOption({ label: 'Tonga' });
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:911"]')).toBeVisible();
    await expect(page.getByTestId('crisis-directory').getByRole('link')).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
  });
});

test.describe('crisis help in India after a safety "yes"', () => {
  test.use({ locale: 'fr-FR', timezoneId: 'Asia/Kolkata' });

  test('the result shows India’s lines with India chosen (in French), and another country by choice', async ({
    page,
  }) => {
    await signUpQuickly(page, 'fr', uniqueEmail('india'), PASSWORD);
    await sendCheckup(page, 'fr', 1);
    await page.goto('/checkup/result');
    const lines = page.getByTestId('crisis-lines');
    await expect(page.getByTestId('crisis-place')).toHaveText('Lignes d’écoute pour : Inde');
    await expect(lines.locator('a[href="tel:112"]')).toBeVisible();
    await expect(lines.locator('a[href="tel:14416"]')).toBeVisible();
    const select = page.getByLabel('Changer de pays');
    await expect(select.locator('option:checked')).toHaveText('Inde');

    await select.selectOption({ label: 'Nouvelle-Zélande' });
    await expect(page.getByTestId('crisis-place')).toHaveText('Lignes d’écoute pour : Nouvelle-Zélande');
    await expect(lines.locator('a[href="tel:111"]')).toBeVisible();
    await expect(select.locator('option:checked')).toHaveText('Nouvelle-Zélande');
  });
});

test.describe('after a safety "yes", never "thriving"', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/Paris' });

  test('the result acknowledges it and asks to talk to someone today; home keeps crisis help and care first', async ({
    page,
  }) => {
    await signUpQuickly(page, 'en', uniqueEmail('safety-words'), PASSWORD);
    // WHO-5 at 4 everywhere: a score of 80, "thriving" by the band alone.
    await sendCheckup(page, 'en', 1, 4);
    await page.goto('/checkup/result');
    await expect(page.getByTestId('score')).toHaveText('80');
    await expect(page.getByTestId('result-text')).toContainText('Please talk to someone today');
    await expect(page.getByText('Thriving')).toHaveCount(0);
    await expect(page.getByText(/You are doing well/)).toHaveCount(0);

    await page.goto('/');
    const support = page.getByTestId('home-support');
    await expect(support.getByRole('heading', { level: 2, name: 'Support first this week' })).toBeVisible();
    await expect(support.getByTestId('crisis-lines')).toContainText('3114');
    await expect(support.getByRole('link', { name: 'Find a professional' })).toHaveAttribute('href', '/care');
    await expect(page.getByText('Thriving')).toHaveCount(0);
    // Crisis help comes before the score and the recommendations.
    const supportBox = await support.boundingBox();
    const checkupBox = await page.getByRole('heading', { name: "This week's check-up" }).boundingBox();
    expect(supportBox && checkupBox && supportBox.y < checkupBox.y).toBe(true);
  });
});

/** Answers every question of the check-up's current part with the answer at `index`. */
async function answerPart(page: Page, index: number) {
  const groups = page.locator('fieldset');
  for (let group = 0; group < (await groups.count()); group += 1) {
    await groups.nth(group).getByRole('radio').nth(index).check();
  }
}

test.describe('the safety panel on a phone', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London', viewport: { width: 375, height: 667 } });

  test('a safety "yes" is announced and its panel scrolled into sight, a number to call on screen', {
    tag: '@phone',
  }, async ({ page }) => {
    await signUpQuickly(page, 'en', uniqueEmail('safety-phone'), PASSWORD);
    await page.goto('/checkup');
    for (const answer of [2, 0, 7]) {
      await answerPart(page, answer);
      await page.getByRole('button', { name: 'Next' }).click();
    }
    const live = page.getByTestId('safety-live');
    await expect(live).toHaveAttribute('aria-live', 'assertive');
    await expect(live).toHaveText('');
    await answerPart(page, 1);
    await expect(live).toHaveText(/You don't have to go through this alone\. Thank you for telling us\./);
    const panel = page.getByTestId('safety-panel');
    await expect(panel.getByRole('heading', { name: /Emergency services|Samaritans/ }).first()).toBeVisible();
    await expect(panel.locator('a[href^="tel:"]').first()).toBeInViewport({ ratio: 1 });
  });
});
