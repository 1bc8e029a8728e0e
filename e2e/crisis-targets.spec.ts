import { api, expectAccessible, openCrisisPage, signUpQuickly, uniqueEmail } from './support';
import { expect, type Locator, type Page, test } from './test';

/**
 * Issue 27, item 16's last words: the crisis header button's label is centred in it, and the
 * first crisis line's number (988 in Canada) is a 44 × 44 px target above the fold on a phone.
 */
const PASSWORD = 'a calm river at dusk';

/** Every check-up answer, the safety question answered yes. */
const safetyYes = {
  who5_1: 3,
  who5_2: 3,
  who5_3: 3,
  who5_4: 3,
  who5_5: 3,
  phq4_1: 0,
  phq4_2: 0,
  phq4_3: 0,
  phq4_4: 0,
  sleep: 7,
  energy: 7,
  stress: 7,
  social: 7,
  work: 7,
  meaning: 7,
  safety: 1,
};

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

/** The box of the link's words themselves (every line of them), not of the elements around them. */
const textBox = (link: Locator) =>
  link.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const rects: DOMRect[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const range = document.createRange();
      range.selectNodeContents(node);
      rects.push(...Array.from(range.getClientRects()));
    }
    const left = Math.min(...rects.map((rect) => rect.left));
    const right = Math.max(...rects.map((rect) => rect.right));
    const top = Math.min(...rects.map((rect) => rect.top));
    const bottom = Math.max(...rects.map((rect) => rect.bottom));
    return { x: left, y: top, width: right - left, height: bottom - top, lines: rects.length };
  });

/**
 * The label's box (Mantine's label element; the words themselves where a link has none) has its
 * centre within 2 px of the button's, and so do the words across, on every line they take.
 */
async function expectLabelCentred(page: Page) {
  const button = page.getByRole('banner').getByRole('link', { name: 'Crisis help' });
  const outer = await box(button);
  const text = await textBox(button);
  const labelElement = button.locator('.mantine-Button-label');
  const label = (await labelElement.count()) > 0 ? await box(labelElement) : text;
  const centre = (start: number, size: number) => start + size / 2;
  const seen = JSON.stringify({ outer, label, text });
  expect(
    Math.abs(centre(label.x, label.width) - centre(outer.x, outer.width)),
    `across ${seen}`,
  ).toBeLessThanOrEqual(2);
  expect(
    Math.abs(centre(label.y, label.height) - centre(outer.y, outer.height)),
    `down ${seen}`,
  ).toBeLessThanOrEqual(2);
  expect(
    Math.abs(centre(text.x, text.width) - centre(outer.x, outer.width)),
    `words ${seen}`,
  ).toBeLessThanOrEqual(2);
}

/** A 44 × 44 px target (WCAG 2.5.5) whose whole box is inside the viewport at the page's top. */
async function expectBigAndAboveTheFold(page: Page, link: Locator) {
  await expect(link).toBeVisible();
  const target = await box(link);
  expect(target.width, 'width').toBeGreaterThanOrEqual(44);
  expect(target.height, 'height').toBeGreaterThanOrEqual(44);
  const viewport = page.viewportSize();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect(target.y + target.height, 'bottom edge above the fold').toBeLessThanOrEqual(viewport?.height ?? 0);
}

test.describe('the crisis header button', () => {
  test.use({ locale: 'en-CA', timezoneId: 'America/Toronto' });

  for (const width of [1280, 320]) {
    test(`its label is centred at ${width} px, signed out and signed in`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await openCrisisPage(page);
      await expectLabelCentred(page);
      await signUpQuickly(page, 'en', uniqueEmail(`centred-${width}`), PASSWORD);
      await expectLabelCentred(page);
    });
  }
});

test.describe('the first crisis line on a phone', () => {
  test.use({ locale: 'en-CA', timezoneId: 'America/Toronto', isMobile: true, hasTouch: true });

  for (const size of [
    { width: 375, height: 667 },
    { width: 320, height: 568 },
  ]) {
    test(`988 is a 44 px target above the fold at ${size.width} × ${size.height}: crisis page and check-up result`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await openCrisisPage(page, '/crisis?country=CA');
      await expectBigAndAboveTheFold(page, page.locator('main a[href="tel:988"]').first());
      await expectAccessible(page);

      await signUpQuickly(page, 'en', uniqueEmail(`target-${size.width}`), PASSWORD);
      await api(page, 'POST', '/api/checkups', {
        data: { type: 'checkups', attributes: { answers: safetyYes } },
      });
      await page.goto('/checkup/result');
      await expect(page.getByTestId('crisis-place')).toContainText('Canada');
      await expectBigAndAboveTheFold(page, page.locator('main a[href="tel:988"]').first());
      await expectAccessible(page);
    });
  }
});
