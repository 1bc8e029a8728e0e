import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium, never a downloaded browser. The flags keep it off the (closed) network.
const launchOptions = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    // A fake camera that needs no permission prompt: the webcam picture test uses it.
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};

export default defineConfig({
  testDir: './e2e',
  // A loaded CI machine runs these several times slower than a quiet one: generous bounds, so a
  // slow run is slow, not red. Speed is measured by the benchmarks in bench/, never here.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 15_000 : 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL, trace: 'retain-on-failure', launchOptions },
  projects: [
    { name: 'desktop', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      // At 375 px, the journeys whose layout changes on a phone (menu, toasts, dialogs, the check-up's
      // result with crisis help first, the account page's pickers), tagged @phone; every journey runs
      // at desktop width, and the day picker and other phone checks set 375 px themselves there.
      grep: /@phone/,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 740 },
        userAgent: devices['Pixel 7'].userAgent,
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: {
    command: `node --import tsx e2e/serve.ts`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(PORT) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
