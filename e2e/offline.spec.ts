import { openCrisisPage } from './support';
import { expect, test } from './test';

// Someone in distress may have no network at the moment they need help: once Evenkeel has been
// opened on the device, its crisis page opens offline, and so does any page that cannot load.
test.describe('crisis help offline', () => {
  test.use({ locale: 'fr-CA', timezoneId: 'America/Toronto' });

  test('after one visit, crisis help opens without a network, also in place of a page that cannot load', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    // The worker has installed and kept the crisis page.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await navigator.serviceWorker.ready;
          return Boolean(await caches.match('/help/crisis'));
        }),
      )
      .toBe(true);

    // The lines for Quebec, looked at once with a network: the copy kept is the newest one seen.
    await page.goto('/help/crisis?country=CA&region=QC');
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

    await context.setOffline(true);
    await page.goto('/help/crisis?country=CA&region=QC');
    await expect(page.getByRole('heading', { level: 1, name: 'Aide en cas de crise' })).toBeVisible();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();

    await page.goto('/insights');
    await expect(page.getByRole('heading', { level: 1, name: 'Aide en cas de crise' })).toBeVisible();
    await expect(page.getByText(/APPELLE|Suicide\.ca|988/).first()).toBeVisible();
    await context.setOffline(false);
  });

  test('the crisis page a phone receives is under 14 KB (one round trip), compressed or not', async ({
    request,
  }) => {
    for (const encoding of ['br', 'gzip', 'identity']) {
      const response = await request.get('/help/crisis?country=CA&region=QC', {
        headers: { 'accept-encoding': encoding, 'accept-language': 'fr-CA' },
      });
      expect(response.status()).toBe(200);
      // Playwright hands back the decoded body: its length bounds what crossed the network.
      expect((await response.body()).length).toBeLessThan(14 * 1024);
    }
  });
});

test.describe('crisis help before the app has loaded', () => {
  test.use({ javaScriptEnabled: false, locale: 'en-CA' });

  test('the server paints /crisis: the emergency number and the lines, and a country form that works without scripts', async ({
    page,
  }) => {
    await page.goto('/crisis?country=CA&region=QC');
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis help' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Help for Quebec, Canada' })).toBeVisible();
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:911"]')).toBeVisible();

    await page.getByLabel('Country').selectOption({ label: 'France' });
    await page.getByLabel('Region (optional)').selectOption({ label: 'The whole country' });
    await page.getByRole('button', { name: 'Show the lines' }).click();
    await expect(page).toHaveURL(/\/crisis\?country=FR/);
    await expect(page.getByTestId('crisis-lines').locator('a[href="tel:112"]')).toBeVisible();
    await expect(page.getByText('3114').first()).toBeVisible();
  });
});

test.describe('crisis help after the first paint’s form', () => {
  test.use({ locale: 'en-CA' });

  test('the app reads the address that form sends (an empty region is the whole country)', async ({
    page,
  }) => {
    await openCrisisPage(page, '/crisis?country=FR&region=');
    await expect(page.getByTestId('crisis-lines')).toContainText('3114');
  });
});
