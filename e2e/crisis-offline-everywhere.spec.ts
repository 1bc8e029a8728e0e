import { openCrisisPage, signUpQuickly, uniqueEmail } from './support';
import { expect, type Page, test } from './test';

/**
 * Issue 27, items 3 and 4: offline crisis help has numbers (the member's own lines and every
 * country's emergency number), the country choice works offline, and signed-in pages install it.
 */
const PASSWORD = 'a calm river at dusk';

/** The service worker has installed and kept the offline crisis page (containing `text`, if given). */
async function offlineCopyKept(page: Page, text = '') {
  await expect
    .poll(
      () =>
        page.evaluate(async (wanted) => {
          if (!('serviceWorker' in navigator)) return false;
          const copy = await caches.match('/help/crisis/offline');
          return Boolean(copy) && (await copy?.text())?.includes(wanted) === true;
        }, text),
      { timeout: 15_000 },
    )
    .toBe(true);
}

test.describe('crisis help offline for a member', () => {
  test.use({ locale: 'en-CA', timezoneId: 'America/Toronto' });

  test('signed in, first visit: offline, crisis help still has numbers to call', async ({
    page,
    context,
  }) => {
    await signUpQuickly(page, 'en', uniqueEmail('offline-first'), PASSWORD);
    // Nothing else visited: the app's own page installed the worker.
    await offlineCopyKept(page);
    await context.setOffline(true);
    await page.goto('/crisis');
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis help' })).toBeVisible();
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(100);
    await expect(page.locator('#cc-CA a[href="tel:911"]')).toBeVisible();
    await context.setOffline(false);
  });

  test('the lines looked at online show offline, and another country can be chosen offline', async ({
    page,
    context,
  }) => {
    await signUpQuickly(page, 'en', uniqueEmail('offline-choose'), PASSWORD);
    await offlineCopyKept(page);
    await openCrisisPage(page, '/crisis?country=CA');
    await expect(page.getByTestId('crisis-lines')).toContainText('988');
    await offlineCopyKept(page, 'tel:988');

    await context.setOffline(true);
    await page.goto('/insights');
    // The heading names the place the copy was kept for (issue 27, item 16 leftovers).
    await expect(
      page.getByRole('heading', { level: 1, name: 'Crisis help: Canada', exact: true }),
    ).toBeVisible();
    await expect(page.locator('[data-testid="crisis-lines"] a[href="tel:988"]').first()).toBeVisible();

    await page.getByLabel('Country', { exact: true }).selectOption({ label: 'Japan' });
    await page.getByRole('button', { name: 'Show the lines' }).click();
    await expect(page).toHaveURL(/#cc-JP$/);
    const japan = page.locator('#cc-JP');
    await expect(japan).toBeInViewport();
    await expect(japan.locator('a[href="tel:119"]')).toHaveText('Ambulance 119');
    await context.setOffline(false);
  });
});

test.describe('crisis help offline for a visitor', () => {
  test.use({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  test('after /crisis online, offline crisis help has numbers and the country choice works', async ({
    page,
    context,
  }) => {
    await openCrisisPage(page, '/crisis?country=FR');
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:3114"]')).toBeVisible();
    await offlineCopyKept(page);
    await context.setOffline(true);
    await page.goto('/crisis?country=FR');
    await expect(page.getByRole('heading', { level: 1, name: 'Aide en cas de crise' })).toBeVisible();
    expect(await page.locator('a[href^="tel:"]').count()).toBeGreaterThan(100);
    await expect(page.locator('#cc-FR a[href="tel:112"]')).toBeInViewport();

    await page.getByLabel('Pays', { exact: true }).selectOption({ label: 'Canada' });
    await page.getByRole('button', { name: 'Afficher les lignes' }).click();
    await expect(page).toHaveURL(/#cc-CA$/);
    await expect(page.locator('#cc-CA a[href="tel:911"]')).toBeInViewport();
    await context.setOffline(false);
  });
});
