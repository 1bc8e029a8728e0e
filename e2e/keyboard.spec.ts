import path from 'node:path';
import { confirmSignUp, expectAccessible, signUpQuickly, submitSignUp, texts, uniqueEmail } from './support';
import { expect, test } from './test';

const PASSWORD = 'a calm river at dusk';
const fixture = (name: string) => path.join(import.meta.dirname, 'fixtures', name);
const x = texts.en;

const focusedText = (page: import('@playwright/test').Page) =>
  page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent}`);

test.describe('keyboard and screen readers', () => {
  test.use({ locale: 'en-CA' });

  test('onboarding: each step moves focus to its heading, and passes axe on every step', async ({ page }) => {
    const email = uniqueEmail('focus-onboarding');
    await submitSignUp(page, 'en', email, PASSWORD);
    await confirmSignUp(page, 'en', email);
    await expect(page.getByRole('heading', { level: 1, name: x.welcome })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: x.continue }).click();
    for (const title of ['When were you born?', 'Where do you live?', 'When should we remind you?']) {
      const heading = page.getByRole('heading', { level: 2, name: title });
      await expect(heading).toBeFocused();
      await expectAccessible(page);
      if (title === 'When were you born?') {
        // The birthdate picker, open.
        await page.getByRole('button', { name: 'Birthdate', exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await expectAccessible(page);
        await page.keyboard.press('Escape');
      }
      await page.getByRole('button', { name: x.skip }).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'You are ready' })).toBeFocused();
  });

  test('after navigating, focus is on the new page’s h1', async ({ page }) => {
    await signUpQuickly(page, 'en', uniqueEmail('focus-nav'), PASSWORD);
    const burger = page.getByRole('button', { name: x.openMenu });
    if (await burger.isVisible()) await burger.click();
    await page.getByRole('navigation').getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    expect(await focusedText(page)).toMatch(/^H1 /);
    await page.getByRole('link', { name: x.crisis }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis help' })).toBeFocused();
  });

  test('account page: axe passes with the birthdate picker and the picture dialogs open', async ({
    page,
  }) => {
    await signUpQuickly(page, 'en', uniqueEmail('axe-dialogs'), PASSWORD);
    await page.goto('/profile#personal');
    await page.getByRole('button', { name: 'Birthdate', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(
      page
        .getByRole('button', { name: 'Previous' })
        .or(page.getByRole('button', { name: 'Next' }))
        .first(),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Choose a picture' }).click();
    await (await chooser).setFiles(fixture('portrait.png'));
    const crop = page.getByRole('dialog');
    await expect(crop).toBeVisible();
    await expect(
      crop.getByRole('button', { name: 'Close' }).or(crop.getByRole('button', { name: 'Close the message' })),
    ).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(crop).toBeHidden();

    await page.getByRole('button', { name: 'Use the webcam' }).click();
    const webcam = page.getByRole('dialog');
    await expect(webcam.getByRole('button', { name: 'Take the picture' })).toBeEnabled();
    await expect(webcam.getByRole('button', { name: 'Close' })).toBeVisible();
    await expectAccessible(page);
  });
});
