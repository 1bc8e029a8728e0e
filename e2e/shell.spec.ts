import {
  expectAccessible,
  openCrisisPage,
  scriptReady,
  signInThroughForm,
  signOut,
  signUpQuickly,
  texts,
  uniqueEmail,
} from './support';
import { expect, type Locator, type Page, test } from './test';

const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };

test.describe('the shell', () => {
  // UTC names no country: crisis help asks where the person is (crisis-place.spec.ts has the rest).
  test.use({ locale: 'en-CA', timezoneId: 'UTC' });

  test('offers crisis help on every page, signed in or not', { tag: '@phone' }, async ({ page }) => {
    for (const path of ['/sign-in', '/sign-up', '/forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Crisis help' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Crisis help' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Crisis help' })).toBeVisible();
    // Signed out in a time zone that names no country, the country comes first, never the
    // interface language's (en-CA); then the lines of the country chosen.
    await expect(page.getByRole('heading', { level: 2, name: 'Choose where you are' })).toBeVisible();
    const lines = page.getByTestId('crisis-lines');
    await expect(lines).toHaveCount(0);
    await page.getByLabel('Country').selectOption({ label: 'United Kingdom' });
    await expect(lines).toContainText('116 123');
    await expectAccessible(page);

    await signUpQuickly(page, 'en', uniqueEmail('crisis'), 'a calm river at dusk');
    await page.getByRole('link', { name: 'Crisis help' }).first().click();
    await page.getByLabel('Country').selectOption({ label: 'France' });
    await expect(lines).toContainText('3114');
  });

  test('switches language with the visible switcher and remembers it', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    // The switch names the other language in that language, never a code.
    await expect(page.getByText('FR', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Se connecter' })).toBeVisible();
    await page.getByRole('link', { name: 'Aide en cas de crise' }).click();
    await scriptReady(page);
    await page.getByLabel('Pays').selectOption({ label: 'États-Unis' });
    await expect(page.getByTestId('crisis-lines')).toContainText('988');
    await expectAccessible(page);
  });

  test('never submits a form with the Enter key', async ({ page }) => {
    const email = uniqueEmail('enter');
    await signUpQuickly(page, 'en', email, 'a calm river at dusk');
    await signOut(page, 'en');
    // Enter is blocked by the page's script; before it runs, Enter sends the form as without scripts.
    await scriptReady(page);
    let signInCalls = 0;
    page.on('request', (request) => {
      // The sign-in form posts to the server (docs/decisions/0008-front-door.md).
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/sign-in') signInCalls += 1;
    });
    await page.getByLabel('E-mail').fill(email);
    const password = page.getByRole('textbox', { name: 'Password', exact: true });
    await password.fill('a calm river at dusk');
    await password.press('Enter');
    await page.waitForTimeout(500);
    expect(signInCalls).toBe(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Alex' })).toBeVisible();
    expect(signInCalls).toBe(1);
  });

  test('shows toasts top-right below the header, never over Crisis help; they close by themselves, three at most', {
    tag: '@phone',
  }, async ({ page }) => {
    const email = uniqueEmail('toast');
    await signUpQuickly(page, 'en', email, 'a calm river at dusk');
    await signOut(page, 'en');
    // The server's flash message, signed out, on its sign-in page.
    const toast = page.getByRole('status').filter({ hasText: 'You are signed out.' });
    await expect(toast).toBeVisible();
    await expectToastClearOfHeader(page, toast);
    await expectCrisisLinkUncovered(page);
    // No action in it: it closes by itself after a few seconds.
    await expect(toast).toBeHidden({ timeout: 8000 });

    // Signed in: five saves in a row show three toasts at once, below the fixed header.
    await signInThroughForm(page, 'en', email, 'a calm river at dusk');
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Alex' })).toBeVisible();
    await page.goto('/profile');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    for (let saves = 0; saves < 5; saves += 1) {
      await Promise.all([
        page.waitForResponse((response) => response.request().method() === 'PATCH'),
        save.click(),
      ]);
    }
    const toasts = page.locator('.mantine-Notification-root');
    await expect(toasts.first()).toBeVisible();
    // A fourth toast pushed out by the limit may still be fading for a moment: three once it has gone.
    await expect.poll(() => toasts.count()).toBeLessThanOrEqual(3);
    await expectToastClearOfHeader(page, toasts.first());
    await expectCrisisLinkUncovered(page);
  });

  test('keeps campaign parameters in first-party cookies for 30 days', async ({ page, context }) => {
    await page.goto('/sign-up?utm_source=newsletter&utm_campaign=autumn&utm_medium=email');
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
    const cookies = await context.cookies();
    const source = cookies.find((cookie) => cookie.name === 'utm_source');
    expect(source?.value).toBe('newsletter');
    expect(cookies.find((cookie) => cookie.name === 'utm_campaign')?.value).toBe('autumn');
    const days = ((source?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
  });

  test('profile tabs follow the URL hash, and the personal panel saves', async ({ page }) => {
    await signUpQuickly(page, 'en', uniqueEmail('tabs'), 'a calm river at dusk');
    await page.goto('/profile#permissions');
    await expect(page.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Check-up preferences' }).click();
    await expect(page).toHaveURL(/#preferences$/);
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Permissions' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Personal' }).click();
    await expectAccessible(page);
    await page.getByRole('textbox', { name: 'First name' }).fill('Alexandra');
    // The browser's own select (two languages): chosen as a person does with a native list.
    await page.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Français' });
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Votre profil a été mis à jour.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Prénom' })).toHaveValue('Alexandra');
    await expect(page.getByRole('tab', { name: 'Informations personnelles' })).toBeVisible();
  });

  test('shows each person the areas of their roles', {
    tag: '@phone',
  }, async ({ page }) => {
    await signUpQuickly(page, 'en', uniqueEmail('areas'), 'a calm river at dusk');
    const menu = page.getByRole('button', { name: texts.en.openMenu });
    if (await menu.isVisible()) await menu.click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Articles' })).toBeVisible();
    await expect(navigation.getByRole('link', { name: 'Administration' })).toHaveCount(0);
    await navigation.getByRole('link', { name: 'Chat' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Chat' })).toBeVisible();
    // A new member has nobody to talk to yet: the page says with whom they can.
    await expect(page.getByText('No conversations yet')).toBeVisible();
    await expectAccessible(page);
    // An area of another role is not there for a member, even by its address.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await signOut(page, 'en');

    await signInThroughForm(page, 'en', ADMIN.email, ADMIN.password);
    await expect(page.getByRole('heading', { level: 1, name: 'Hello, Platform' })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Administration' })).toBeVisible();
  });
});

/** The toast sits in the top-right corner, wholly below the page's header. */
async function expectToastClearOfHeader(page: Page, toast: Locator) {
  const box = await toast.boundingBox();
  const header = await page.locator('header').first().boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.y, `header ends at ${(header?.y ?? 0) + (header?.height ?? 0)}`).toBeGreaterThanOrEqual(
    (header?.y ?? 0) + (header?.height ?? 0),
  );
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(width - 40);
}

/** What is drawn at the centre of the Crisis help link is the link itself, even with a toast shown. */
async function expectCrisisLinkUncovered(page: Page) {
  const link = page.getByRole('link', { name: 'Crisis help' }).first();
  const hit = await link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return top !== null && element.contains(top);
  });
  expect(hit).toBe(true);
}

test.describe('content security policy', () => {
  test('pages with forms break none of the site’s own rules (no eval, nothing inline)', async ({ page }) => {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill('nobody@example.test');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('The e-mail or password is incorrect.')).toBeVisible();
    await page.goto('/sign-up');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await openCrisisPage(page, '/crisis?country=FR');
    await expect(page.getByTestId('crisis-lines')).toContainText('3114');
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });
});
