import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const who = process.argv[2] ?? 'maya@demo.evenkeel.app';
const tabs = (process.argv[3] ?? '/profile#data,/profile#access').split(',');
for (const [lang, width] of [['en', 1280], ['fr', 375]]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, locale: lang === 'fr' ? 'fr-CA' : 'en-CA' });
  const page = await ctx.newPage();
  await page.goto('http://localhost:3400/sign-in');
  await page.locator('input[type=email]').fill(who);
  await page.locator('input[type=password]').fill('evenkeel-demo-2026');
  await page.getByRole('button', { name: lang === 'fr' ? 'Se connecter' : 'Sign in', exact: true }).click();
  await page.waitForTimeout(4000);
  let i = 0;
  for (const tab of tabs) {
    await page.goto(`http://localhost:3400${tab}`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shot-${i++}-${lang}.png`, fullPage: true });
  }
  await ctx.close();
}
await browser.close();
