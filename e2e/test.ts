import { test as base } from '@playwright/test';
import { appReady } from './support';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose page, after `goto` and `reload`, waits until the app has drawn the
 * page. A member's page at an address they open directly first shows the server's painting of
 * it (server/src/modules/first-screens/first-paint.ts): the same heading, crisis help, and
 * nothing else that works yet. The journeys act on the app; what the painting alone shows is
 * tested in first-paint.spec.ts, which opens pages in contexts of its own.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await appReady(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await appReady(page);
      return response;
    };
    await use(page);
  },
});
