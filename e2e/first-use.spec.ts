import { expectAccessible, type Lang, signUpQuickly, texts, uniqueEmail } from './support';
import { expect, type Page, test } from './test';

const PASSWORD = 'a calm river at dusk';

const words = {
  en: {
    landing: 'A weekly check-in on how you are doing',
    promise: 'Your answers stay yours',
    getStarted: 'Create an account',
    signIn: 'Sign in',
    privacyLink: 'How your data is handled',
    privacy: 'Privacy',
    neverShared: 'Your answer to the safety question and your private notes are never shared',
    whoSees: 'Who sees what',
    organizations: 'Organization administrators never see anyone’s individual results.',
    tenMembers: 'at least 10 active members',
    trackers: 'No trackers',
    deletion: 'Deleting your account',
    error: 'Something went wrong',
    reload: 'Reload the page',
    home: 'Go to the home page',
    crisisTitle: 'Crisis help',
    navigation: 'Main navigation',
    profile: 'Profile',
  },
  fr: {
    landing: 'Un point chaque semaine sur la façon dont vous allez',
    promise: 'Vos réponses restent à vous',
    getStarted: 'Créer un compte',
    signIn: 'Se connecter',
    privacyLink: 'Comment vos données sont traitées',
    privacy: 'Confidentialité',
    neverShared: 'Votre réponse à la question de sécurité et vos notes privées ne sont jamais partagées',
    whoSees: 'Qui voit quoi',
    organizations:
      'Les administrateurs d’une organisation ne voient jamais les résultats individuels de quiconque.',
    tenMembers: 'au moins 10 membres actifs',
    trackers: 'Aucun traceur',
    deletion: 'Supprimer votre compte',
    error: 'Un problème est survenu',
    reload: 'Recharger la page',
    home: 'Aller à l’accueil',
    crisisTitle: 'Aide en cas de crise',
    navigation: 'Navigation principale',
    profile: 'Profil',
  },
};

/** The code of one lazy page fails to load (as after a deploy, or a network fault). */
async function failChunk(page: Page, name: string) {
  await page.route(new RegExp(`/assets/${name}-[\\w-]+\\.js$`), (route) =>
    route.fulfill({ status: 500, body: 'broken' }),
  );
}

for (const lang of ['en', 'fr'] as Lang[]) {
  const w = words[lang];
  const x = texts[lang];

  test.describe(`first use (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('a visitor at / finds what Evenkeel is, the privacy promise, sign-up, sign-in and crisis help', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: w.landing })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: w.promise })).toBeVisible();
      await expect(page.getByText(w.neverShared)).toBeVisible();
      await expectAccessible(page);

      await page.getByRole('main').getByRole('link', { name: w.getStarted }).click();
      await expect(page.getByRole('heading', { level: 1, name: x.signUpTitle })).toBeVisible();
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: w.signIn, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: x.signInTitle })).toBeVisible();
      await page.goBack();
      await page.getByRole('main').getByRole('link', { name: x.crisis }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.crisisTitle })).toBeVisible();
      await page.goBack();
      await page.getByRole('link', { name: w.privacyLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: w.privacy })).toBeVisible();
      await expect(page.getByRole('link', { name: x.crisis })).toBeVisible();
    });

    test('the privacy page says what is collected, who sees what, and how to delete', async ({ page }) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: w.privacy })).toBeVisible();
      for (const heading of [w.whoSees, w.trackers, w.deletion]) {
        await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
      }
      await expect(page.getByText(w.neverShared)).toBeVisible();
      await expect(page.getByText(w.organizations)).toBeVisible();
      await expect(page.getByText(w.tenMembers)).toBeVisible();
      await expectAccessible(page);
    });

    test.describe(() => {
      // The service worker keeps the app's files as they load (issue 32 §1), and would serve the
      // page's code from its cache, past the failure these tests make (its fetches are not the
      // page's, so the page's routes never see them): without it, as on a first visit.
      test.use({ serviceWorkers: 'block' });
      test('a page whose code fails to load shows the translated error page in the public layout', async ({
        page,
      }) => {
        await failChunk(page, 'forgot-password-page');
        await page.goto('/forgot-password');
        const heading = page.getByRole('heading', { level: 1, name: w.error });
        await expect(heading).toBeVisible();
        await expect(heading).toBeFocused();
        await expect(page.getByRole('banner').getByRole('link', { name: x.crisis })).toBeVisible();
        await expect(page.getByRole('link', { name: w.home })).toHaveAttribute('href', '/');
        await expectAccessible(page);
        // Once the code loads again, the way back works.
        await page.unrouteAll();
        await page.getByRole('button', { name: w.reload }).click();
        // The page itself: its e-mail field, and no error heading.
        await expect(page.getByLabel(x.email)).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: w.error })).toHaveCount(0);
      });

      test('signed in, a failed page keeps the header, the navigation and crisis help', async ({ page }) => {
        await signUpQuickly(page, lang, uniqueEmail(`error-${lang}`), PASSWORD);
        await failChunk(page, 'profile-page');
        await page.goto('/profile');
        await expect(page.getByRole('heading', { level: 1, name: w.error })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: x.crisis })).toBeVisible();
        await expect(page.getByRole('navigation', { name: w.navigation })).toBeAttached();
        await expectAccessible(page);
        await page.getByRole('link', { name: w.home }).click();
        await expect(page.getByRole('heading', { level: 1, name: `${x.hello}Alex` })).toBeVisible();
      });
    });
  });
}

test.describe('icons', () => {
  test('the favicon, the app icons and the manifest are served and linked', async ({ page, request }) => {
    const svg = await request.get('/favicon.svg');
    expect(svg.status()).toBe(200);
    expect(svg.headers()['content-type']).toContain('image/svg+xml');
    for (const name of ['/icon-192.png', '/icon-512.png', '/apple-touch-icon.png']) {
      const png = await request.get(name);
      expect(png.status(), name).toBe(200);
      expect(png.headers()['content-type']).toBe('image/png');
    }
    const manifest = await request.get('/manifest.webmanifest');
    expect(manifest.status()).toBe(200);
    expect((await manifest.json()).icons).toEqual(
      expect.arrayContaining([expect.objectContaining({ src: '/icon-512.png', sizes: '512x512' })]),
    );
    await page.goto('/');
    await expect(page.locator('link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute(
      'href',
      '/favicon.svg',
    );
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      'href',
      '/apple-touch-icon.png',
    );
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });
});
