import { type Lang, scriptReady, signOut, signUpQuickly, texts, uniqueEmail } from './support';
import { expect, test } from './test';

/**
 * What the signed-out pages' few bytes of script add to the server's HTML
 * (web/src/front-door/front-door.ts, docs/decisions/0008-front-door.md), and the app's guard
 * for when the server does not draw those pages (app/server-page.tsx).
 */
const words = {
  en: {
    showPassword: 'Show or hide the password',
    closeMessage: 'Close the message',
    usePosition: 'Use my position',
    positionDenied: 'Your position was not shared. Please choose a country.',
    helpForFrance: 'Help for France',
    routeError: 'Something went wrong',
  },
  fr: {
    showPassword: 'Afficher ou masquer le mot de passe',
    closeMessage: 'Fermer le message',
    usePosition: 'Utiliser ma position',
    positionDenied: 'Votre position n’a pas été partagée. Veuillez choisir un pays.',
    helpForFrance: 'De l’aide pour : France',
    routeError: 'Un problème est survenu',
  },
};

const PARIS = { latitude: 48.8566, longitude: 2.3522 };

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];
  const x = texts[lang];

  test.describe(`the signed-out pages' script (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('the password shows and hides with its button, which says whether it is pressed', async ({
      page,
    }) => {
      await page.goto('/sign-in');
      await scriptReady(page);
      const password = page.getByRole('textbox', { name: x.password, exact: true });
      const toggle = page.getByRole('button', { name: w.showPassword });
      await password.fill('a calm river at dusk');
      await expect(password).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await toggle.click();
      await expect(password).toHaveAttribute('type', 'text');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      // Shown as text, what was typed is unchanged.
      await expect(password).toHaveValue('a calm river at dusk');
      await toggle.click();
      await expect(password).toHaveAttribute('type', 'password');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    });

    test('once the page says its script is ready, Enter sends nothing, however late the script came', async ({
      page,
    }) => {
      // A slow network or a loaded machine: the page's script arrives well after the form.
      await page.route(/\/assets\/front-door-[^/]*\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      let signInPosts = 0;
      page.on('request', (request) => {
        if (request.method() === 'POST' && new URL(request.url()).pathname === '/sign-in') signInPosts += 1;
      });
      // Not waiting for the load event (as after a click or a redirect, where the gap was seen):
      // the form is there, the script not yet.
      await page.goto('/sign-in', { waitUntil: 'commit' });
      await expect(page.getByRole('heading', { level: 1, name: x.signInTitle })).toBeVisible();
      await expect(page.locator('html')).not.toHaveAttribute('data-enhanced', 'true');
      await scriptReady(page);
      await page.getByLabel(x.email).fill('enter-late@example.test');
      const password = page.getByRole('textbox', { name: x.password, exact: true });
      await password.fill('a calm river at dusk');
      await password.press('Enter');
      await page.waitForTimeout(500);
      expect(signInPosts).toBe(0);
      await expect(page.getByRole('heading', { level: 1, name: x.signInTitle })).toBeVisible();
    });

    test('the message a sign-out leaves closes with its button', async ({ page }) => {
      await signUpQuickly(page, lang, uniqueEmail(`flash-${lang}`), 'a calm river at dusk');
      // The flash also closes by itself after a few seconds: with the page's clock held still,
      // only the button can close it.
      // Held as soon as the sign-in page is there (its heading is drawn by the server, before the
      // script sets the flash's timer), so a slow machine cannot let 5 s pass before the hold.
      await page.clock.install();
      await signOut(page, lang);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
      await scriptReady(page);
      const flash = page.getByRole('status').filter({ hasText: x.signedOut });
      await expect(flash).toBeVisible();
      await flash.getByRole('button', { name: w.closeMessage }).click();
      await expect(flash).toHaveCount(0);
    });
  });

  test.describe(`the native app's device fields (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('go with the sign-in form, and the device token with the sign-out', async ({ page }) => {
      // The native app opens its first page with its fields in the address; the tab keeps them.
      await page.goto('/sign-in?native_app=1&hardware=Pixel%208&os=Android&one_signal_token=tok-123');
      await scriptReady(page);
      await page.getByLabel(x.email).fill(uniqueEmail(`device-${lang}`));
      await page.getByRole('textbox', { name: x.password, exact: true }).fill('a calm river at dusk');
      const signIn = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/sign-in',
      );
      await page.getByRole('button', { name: x.signInSubmit }).click();
      const sent = new URLSearchParams((await signIn).postData() ?? '');
      expect(sent.get('hardware')).toBe('Pixel 8');
      expect(sent.get('os')).toBe('Android');
      expect(sent.get('one_signal_token')).toBe('tok-123');
      expect(sent.getAll('hardware')).toHaveLength(1);

      await signUpQuickly(page, lang, uniqueEmail(`device-out-${lang}`), 'a calm river at dusk');
      const signOutPost = page.waitForRequest(
        (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/sign-out',
      );
      await signOut(page, lang);
      const left = new URLSearchParams((await signOutPost).postData() ?? '');
      expect(left.get('device_token')).toBe('tok-123');
      expect(left.get('hardware')).toBeNull();
    });
  });

  test.describe(`"Use my position" on a visitor's crisis help (${lang})`, () => {
    // A time zone that names no country: the page asks where the visitor is.
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', timezoneId: 'Etc/GMT+3' });

    test('with the position shared, the lines of the nearest place open', async ({ context, page }) => {
      await context.grantPermissions(['geolocation']);
      await context.setGeolocation(PARIS);
      await page.goto('/crisis');
      await scriptReady(page);
      await expect(page.getByTestId('crisis-lines')).toHaveCount(0);
      await page.getByRole('button', { name: w.usePosition }).click();
      // The script asks the API for the nearest place (GET /api/places/nearest), then opens its lines.
      await expect(page).toHaveURL(/\/crisis\?country=FR(&|$)/);
      await expect(page.getByRole('heading', { level: 2, name: w.helpForFrance })).toBeVisible();
      await expect(page.getByTestId('crisis-lines')).toContainText('3114');
    });

    test('with the position refused, it says so and the country form stays', async ({ page }) => {
      // No permission granted: the browser refuses the position.
      await page.goto('/crisis');
      await scriptReady(page);
      await page.getByRole('button', { name: w.usePosition }).click();
      await expect(page.getByRole('alert').filter({ hasText: w.positionDenied })).toBeVisible();
      await expect(page).toHaveURL(/\/crisis$/);
      await expect(page.getByTestId('crisis-lines')).toHaveCount(0);
    });
  });

  test.describe(`the app's guard against a server that does not draw the signed-out pages (${lang})`, () => {
    // Without the service worker, whose network fetch of a page page.route() would not see once
    // it controls the tab (it plays no part in the guard).
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA', serviceWorkers: 'block' });

    test('the app answering /sign-in again shows the error page, not a reload without end', async ({
      page,
    }) => {
      // A server without the front door (an old one, a misrouted proxy) answers /sign-in with the app.
      const signInLoads: string[] = [];
      await page.route(/\/sign-in(\?|$)/, async (route) => {
        if (route.request().resourceType() !== 'document') return route.continue();
        signInLoads.push(route.request().url());
        const app = await route.fetch({ url: new URL('/privacy', route.request().url()).href });
        await route.fulfill({ response: app });
      });
      // A member's page sends a visitor to sign in, which the app hands to the server.
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: w.routeError })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/sign-in');
      // One load of the address from the server, then the guard: no more.
      await page.waitForTimeout(1000);
      expect(signInLoads).toHaveLength(1);
    });
  });
}
