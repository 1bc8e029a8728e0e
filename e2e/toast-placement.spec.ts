import type { Page } from '@playwright/test';
import { followEmailLink, openLatestEmail, submitSignUp, texts, uniqueEmail } from './support';
import { expect, test } from './test';

/**
 * Issue 27, item 8: the welcome toast ("your e-mail address is confirmed") comes while the
 * signed-in shell is still loading; it must never be drawn over Crisis help, in any frame.
 */

const PASSWORD = 'a calm river at dusk';

/**
 * Watches every frame: records each time a shown toast's box meets the Crisis help link's
 * (a toast the page keeps hidden, or fully transparent, covers nothing).
 */
async function watchToastsAgainstCrisisHelp(page: Page) {
  await page.addInitScript(() => {
    const overlaps: string[] = [];
    const seen: string[] = [];
    (window as unknown as { toastOverlaps: string[]; toastsSeen: string[] }).toastOverlaps = overlaps;
    (window as unknown as { toastOverlaps: string[]; toastsSeen: string[] }).toastsSeen = seen;
    const shown = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
          return false;
      }
      return true;
    };
    const check = () => {
      const link = document.querySelector('header a[href="/crisis"]');
      for (const toast of document.querySelectorAll('.mantine-Notification-root')) {
        if (!shown(toast)) continue;
        const a = toast.getBoundingClientRect();
        if (!seen.includes(toast.textContent ?? '')) seen.push(toast.textContent ?? '');
        if (!link || !shown(link)) continue;
        const b = link.getBoundingClientRect();
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
          overlaps.push(
            `toast ${Math.round(a.top)}–${Math.round(a.bottom)} over link ${Math.round(b.top)}–${Math.round(b.bottom)}`,
          );
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test.describe(`the welcome toast at ${width} px`, () => {
    test.use({ locale: 'en-CA', viewport: { width, height } });

    test('is never drawn over Crisis help, however late the signed-in shell is laid out', async ({
      page,
    }) => {
      const x = texts.en;
      await watchToastsAgainstCrisisHelp(page);
      for (const [run, delay] of [0, 150, 400, 800].entries()) {
        // The signed-in shell's code and style arrive late, as on a slow connection.
        await page.unroute('**/assets/**');
        await page.route(/\/assets\/(app-layout|layout)-[^/]*\.(js|css)$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, delay));
          await route.continue();
        });
        const email = uniqueEmail(`welcome-toast-${width}-${run}`);
        await submitSignUp(page, 'en', email, PASSWORD);
        await openLatestEmail(page, email);
        await followEmailLink(page);
        await expect(page.getByRole('heading', { level: 1, name: x.welcome })).toBeVisible();
        // The toast closes by itself after a few seconds; on a loaded machine it may be gone before
        // the page settles, so wait on the frame record (every frame it was shown in), not on now.
        await expect
          .poll(() =>
            page.evaluate(() => (window as unknown as { toastsSeen: string[] }).toastsSeen.join(' | ')),
          )
          .toContain('your e-mail address is confirmed');
        await expect(page.locator('header').getByRole('link', { name: x.crisis })).toBeVisible();
        // Watch the toast for a second after the page settled, then read every frame's record.
        await page.waitForTimeout(1000);
        const record = await page.evaluate(() => ({
          overlaps: (window as unknown as { toastOverlaps: string[] }).toastOverlaps,
          seen: (window as unknown as { toastsSeen: string[] }).toastsSeen,
        }));
        expect(record.seen.join(' | '), `run ${run}`).toContain('your e-mail address is confirmed');
        expect(record.overlaps, `run ${run} (shell ${delay} ms late)`).toEqual([]);
        await page.context().clearCookies();
      }
    });
  });
}
