import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const uniqueEmail = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@example.test`;

/** Opens the newest e-mail to an address in the development outbox, waiting for its delivery. */
export async function openLatestEmail(page: Page, to: string): Promise<void> {
  await expect(async () => {
    await page.goto('/dev/mail');
    await expect(page.locator('li', { hasText: `to ${to}` }).first()).toContainText('sent', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  await page
    .locator('li', { hasText: `to ${to}` })
    .first()
    .getByRole('link')
    .click();
}

/** Follows the link in the open e-mail, as a person clicking it would. */
export async function followEmailLink(page: Page): Promise<void> {
  await page.locator('pre a').first().click();
}

/** No serious or critical WCAG 2.x A/AA violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
