import {
  api,
  confirmSignUp,
  expectAccessible,
  signOut,
  signUpQuickly,
  submitSignUp,
  texts,
  uniqueEmail,
} from './support';
import { expect, type Page, test } from './test';

const PASSWORD = 'a calm river at dusk';
const ADMIN = { email: 'e2e-admin@example.test', password: 'e2e admin password 2026' };
const x = texts.en;

/** Where keyboard focus is: tag, then its accessible text, for failure messages. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return `${active?.tagName} ${active?.getAttribute('aria-label') ?? active?.textContent ?? ''}`.trim();
  });

test.describe('focus follows what changed, every control is named (issue 27)', () => {
  test.use({ locale: 'en-CA' });

  test('birthdate picker: choosing a decade’s year and a month keeps focus in the calendar; Esc closes it', async ({
    page,
  }) => {
    await signUpQuickly(page, 'en', uniqueEmail('picker-focus'), PASSWORD);
    await page.goto('/profile#personal');
    const field = page.getByRole('button', { name: 'Birthdate', exact: true });
    await field.click();
    const calendar = page.locator('[data-dates-dropdown]');
    await expect(calendar).toBeVisible();
    await calendar.getByRole('button', { name: '1990', exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-dates-dropdown]') !== null), {
        message: 'focus after choosing a year',
      })
      .toBe(true);
    await page.keyboard.press('Enter');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('[data-dates-dropdown]') !== null), {
        message: 'focus after choosing a month',
      })
      .toBe(true);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await expect(field).toBeFocused();
  });

  test('phone menu: Esc closes it, focus stays inside while open and returns to the menu button', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signUpQuickly(page, 'en', uniqueEmail('menu-trap'), PASSWORD);
    const burger = page.getByRole('button', { name: x.openMenu });
    await burger.click();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navigation.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expectAccessible(page);
    // Forty presses of Tab never leave the header and the menu.
    for (let press = 0; press < 40; press += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(() => {
        const active = document.activeElement;
        return (
          active !== null &&
          (active.closest('header') !== null || active.closest('#main-navigation') !== null)
        );
      });
      expect(inside, `Tab #${press + 1} on ${await focused(page)}`).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Escape');
    const closed = page.getByRole('button', { name: x.openMenu });
    await expect(closed).toHaveAttribute('aria-expanded', 'false');
    await expect(navigation.getByRole('link', { name: 'Profile' })).not.toBeInViewport();
    await expect(closed).toBeFocused();
  });

  test('after Save and Save my preferences, focus is on the button that saved, never on <body>', async ({
    page,
  }) => {
    await signUpQuickly(page, 'en', uniqueEmail('save-focus'), PASSWORD);
    await page.goto('/profile#personal');
    const save = page.getByRole('button', { name: 'Save', exact: true });
    await save.click();
    await expect(page.getByText('Your profile has been updated.')).toBeVisible();
    await expect(save, await focused(page)).toBeFocused();

    await page.goto('/profile#preferences');
    await page.getByRole('radio').first().check();
    const savePreferences = page.getByRole('button', { name: 'Save my preferences' });
    await savePreferences.click();
    await expect(page.getByRole('status').filter({ hasText: /saved|updated/i })).toBeVisible();
    await expect(savePreferences, await focused(page)).toBeFocused();
  });

  test('after deleting a connection, focus is on the Connections heading', async ({ page }) => {
    const asker = uniqueEmail('asker');
    const sharer = uniqueEmail('sharer');
    await signUpQuickly(page, 'en', asker, PASSWORD, 'Mina');
    await page.goto('/profile#permissions');
    const connections = page.getByRole('region', { name: 'Connections' });
    await connections.getByLabel(x.email).fill(sharer);
    await connections.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText(`Invitation sent to ${sharer}.`)).toBeVisible();
    await signOut(page, 'en');
    await signUpQuickly(page, 'en', sharer, PASSWORD, 'Sam');
    // Consent: the dialog opens on its safe choice, in plain words, and passes axe.
    await page.goto('/profile#invitations');
    const card = page.getByRole('article', { name: 'Mina Rivera' });
    await card.getByRole('button', { name: 'Will my data be shared?' }).click();
    await expect(card.getByText('Can do: contact you')).toBeVisible();
    await card.getByRole('button', { name: 'Accept' }).click();
    const consent = page.getByRole('dialog', { name: 'Share your check-up results?' });
    await expect(consent.getByRole('button', { name: 'Not now' })).toBeFocused();
    await expectAccessible(page);
    await consent.getByRole('button', { name: 'Accept and share' }).click();
    await expect(card.getByText('Accepted')).toBeVisible();
    await page.goto('/profile#permissions');
    const shared = page.getByRole('region', { name: 'Connections' });
    await shared.getByRole('button', { name: /Delete the connection with Mina/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Successfully deleted the connection')).toBeVisible();
    await expect(shared.getByRole('heading', { name: 'Connections' }), await focused(page)).toBeFocused();
  });

  test('onboarding on a phone: the steps done are named, axe passes at every step', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const email = uniqueEmail('stepper-phone');
    await submitSignUp(page, 'en', email, PASSWORD);
    await confirmSignUp(page, 'en', email);
    await page.getByRole('button', { name: x.continue }).click();
    for (const title of ['When were you born?', 'Where do you live?', 'When should we remind you?']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeFocused();
      await expectAccessible(page);
      await page.getByRole('button', { name: x.skip }).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: 'You are ready' })).toBeFocused();
    await expectAccessible(page);
    // Drawn as a tick alone on a phone, each step done is still named.
    await expect(page.getByRole('button', { name: 'Language' })).toBeAttached();
  });

  test('the password’s show button is reachable by keyboard, in the app and on the signed-out pages', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: x.password, exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Show or hide the password' })).toBeFocused();
    await signUpQuickly(page, 'en', uniqueEmail('toggle'), PASSWORD);
    await page.goto('/profile#security');
    await page.getByRole('textbox', { name: 'New password' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('BUTTON Show or hide the password');
  });

  test('axe finds nothing serious with the care search’s long lists open, and they scroll by keyboard', async ({
    page,
  }) => {
    await signUpQuickly(page, 'en', uniqueEmail('axe-lists'), PASSWORD);
    await page.goto('/care');
    for (const name of ['Specialties', 'Languages']) {
      const field = page.getByRole('combobox', { name, exact: true });
      await field.click();
      const list = page.getByRole('listbox');
      await expect(list).toBeVisible();
      await expectAccessible(page);
      // Arrow keys walk the options; the last one reached is scrolled into view.
      for (let press = 0; press < 12; press += 1) await page.keyboard.press('ArrowDown');
      const selected = list.locator('[data-combobox-selected]');
      await expect(selected).toBeInViewport();
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
    }
  });

  test('on a 320 px phone, a long invitation address wraps whole and Revoke stays on screen', {
    tag: '@phone',
  }, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await api(page, 'POST', '/api/session', {
      data: { type: 'sessions', attributes: { email: ADMIN.email, password: ADMIN.password } },
    });
    const created = await api(page, 'POST', '/api/organizations', {
      data: { type: 'organizations', attributes: { name: `Long Address ${Date.now().toString(36)}` } },
    });
    const id = created.data.id as string;
    const address = `${'a-very-long-mailbox-name-'.repeat(2)}${Date.now()}@a-rather-long-domain-name.example.test`;
    await api(page, 'POST', '/api/invitations', {
      data: {
        type: 'invitations',
        attributes: { scope: 'organization', role: 'administrator', email: address },
        relationships: { organization: { data: { type: 'organizations', id } } },
      },
    });
    await page.goto(`/organizations/${id}`);
    const text = page.getByText(address);
    await expect(text).toBeVisible();
    const revoke = text.locator('xpath=..').getByRole('button', { name: 'Revoke' });
    await revoke.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo({ left: 0, top: window.scrollY }));
    const box = await revoke.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0), 'Revoke’s right edge').toBeLessThanOrEqual(320);
    await expect(revoke).toBeInViewport({ ratio: 1 });
    // Nothing wider than the screen: no sideways scrolling.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await revoke.click();
    await expect(page.getByRole('heading', { name: 'Invitations waiting for an answer' })).toBeFocused();
  });
});
