import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import { appReady, type Lang, signUpQuickly, texts, uniqueEmail } from './support';
import { type Browser, expect, type Page, test } from './test';

/**
 * A member's page at an address they open directly shows the server's painting of its first screen
 * before any script has run (server/src/modules/first-screens/first-paint.ts): the heading the page
 * then draws, crisis help and the way home, where the app then puts them. Seen here without
 * JavaScript (what the painting alone shows), then with it (what the app draws over it).
 */
const words = {
  en: { country: 'Country', showLines: 'Show the lines' },
  fr: { country: 'Pays', showLines: 'Afficher les lignes' },
};

type Box = { x: number; y: number; width: number; height: number };

async function seen(page: Page) {
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const crisis = page.getByRole('banner').getByRole('link', { name: texts[langOf(page)].crisis });
  await expect(crisis).toBeVisible();
  return {
    heading: (await heading.textContent())?.trim(),
    headingBox: (await heading.boundingBox()) as Box,
    crisisBox: (await crisis.boundingBox()) as Box,
  };
}

const langs = new WeakMap<Page, Lang>();
const langOf = (page: Page) => langs.get(page) ?? 'en';

async function open(
  browser: Browser,
  baseURL: string,
  state: string,
  lang: Lang,
  width: number,
  js: boolean,
) {
  const context = await browser.newContext({
    baseURL,
    storageState: JSON.parse(state),
    viewport: { width, height: 740 },
    javaScriptEnabled: js,
    locale: lang === 'fr' ? 'fr-CA' : 'en-CA',
  });
  const page = await context.newPage();
  langs.set(page, lang);
  return page;
}

const near = (painted: Box, drawn: Box, what: string) => {
  expect(Math.abs(painted.x - drawn.x), `${what}: ${JSON.stringify({ painted, drawn })}`).toBeLessThanOrEqual(
    1,
  );
  expect(Math.abs(painted.y - drawn.y), `${what}: ${JSON.stringify({ painted, drawn })}`).toBeLessThanOrEqual(
    1,
  );
};

for (const lang of ['en', 'fr'] as Lang[]) {
  test.describe(`a member's first screen before the app (${lang})`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });

    test('each page opened by its address shows, without scripts, the heading and crisis help the app then draws in the same place', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      await signUpQuickly(page, lang, uniqueEmail(`paint-${lang}`), 'a calm river at dusk', 'Noor');
      const state = JSON.stringify(await page.context().storageState());
      // Every page in one language; home and insights in the other.
      const paths = lang === 'en' ? Object.keys(FIRST_SCREENS) : ['/', '/insights'];
      for (const width of [375, 1280]) {
        for (const path of paths) {
          const painted = await open(browser, baseURL ?? '', state, lang, width, false);
          await painted.goto(path);
          const before = await seen(painted);
          // Only the painting: no script ran, and its main says it is still busy.
          await expect(painted.locator('main')).toHaveAttribute('aria-busy', 'true');
          await painted.context().close();

          const drawn = await open(browser, baseURL ?? '', state, lang, width, true);
          await drawn.goto(path);
          await appReady(drawn);
          const after = await seen(drawn);
          await expect(drawn.getByRole('heading', { level: 1 })).toHaveCount(1);
          expect(before.heading, `${path} at ${width} px`).toBe(after.heading);
          near(before.headingBox, after.headingBox, `${path}'s heading at ${width} px`);
          near(before.crisisBox, after.crisisBox, `crisis help on ${path} at ${width} px`);
          await drawn.context().close();
        }
      }
    });

    test('on the narrowest phones crisis help stays wholly on screen, painted and drawn', async ({
      page,
      browser,
      baseURL,
    }) => {
      await signUpQuickly(page, lang, uniqueEmail(`paint-narrow-${lang}`), 'a calm river at dusk');
      const state = JSON.stringify(await page.context().storageState());
      // "Aide en cas de crise" is 200 px wide on one line: at 320 and 360 px it takes two.
      for (const width of [320, 360]) {
        const boxes: Box[] = [];
        for (const js of [false, true]) {
          const tab = await open(browser, baseURL ?? '', state, lang, width, js);
          await tab.goto('/insights');
          if (js) await appReady(tab);
          const { crisisBox } = await seen(tab);
          const where = `crisis help at ${width} px, ${js ? 'drawn' : 'painted'}: ${JSON.stringify(crisisBox)}`;
          expect(crisisBox.x, where).toBeGreaterThanOrEqual(0);
          expect(crisisBox.x + crisisBox.width, where).toBeLessThanOrEqual(width);
          expect(crisisBox.y + crisisBox.height, where).toBeLessThanOrEqual(60);
          expect(await tab.evaluate(() => document.documentElement.scrollWidth), where).toBe(width);
          boxes.push(crisisBox);
          await tab.context().close();
        }
        near(boxes[0] as Box, boxes[1] as Box, `crisis help at ${width} px`);
      }
    });

    test('crisis help works from the painting alone, before any script', async ({
      page,
      browser,
      baseURL,
    }) => {
      await signUpQuickly(page, lang, uniqueEmail(`paint-crisis-${lang}`), 'a calm river at dusk');
      const state = JSON.stringify(await page.context().storageState());
      const painted = await open(browser, baseURL ?? '', state, lang, 375, false);
      await painted.goto('/insights');
      await painted.getByRole('link', { name: texts[lang].crisis }).click();
      await expect(painted).toHaveURL(/\/crisis$/);
      // The server draws crisis help's page too, and its form works without scripts.
      await expect(painted.getByRole('heading', { level: 1, name: texts[lang].crisis })).toBeVisible();
      await painted.getByRole('combobox', { name: words[lang].country }).selectOption('CA');
      await painted.getByRole('button', { name: words[lang].showLines }).click();
      await expect(painted.locator('a[href^="tel:"]').first()).toBeVisible();
      await painted.context().close();
    });
  });
}
