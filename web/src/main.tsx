import './lib/zod-jitless';
import './lib/message-locale';
// Mantine's global styles (reset, variables, focus classes), then the app's. Each module imports
// the stylesheets of the Mantine components it draws (web/scripts/mantine-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { preloadLinkTargets, startFirstScreen } from './app/preload';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { startOfflineCheckups } from './features/checkup/lib/offline-start';
import { installEnterBlocker } from './lib/block-enter';
import { setupI18n } from './lib/i18n';
import { captureDeviceFields } from './lib/native-app';
import { registerServiceWorker } from './lib/service-worker';
import { storeUtmParams } from './lib/utm';

/**
 * How long a member's first render waits for their page's code and texts before drawing the
 * loader instead: on a fast connection they are in well before (about 250 ms on localhost), and on
 * a slow one the screen does not stay blank for long.
 */
const FIRST_SCREEN_WAIT_MS = 1000;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function start() {
  // The session and this page's code are on their way before anything waits (the texts).
  const { member, ready } = startFirstScreen();
  preloadLinkTargets();
  storeUtmParams();
  captureDeviceFields();
  installEnterBlocker();
  registerServiceWorker();
  startOfflineCheckups();
  // A member's first render waits for their page's code, texts and first data, and the date data
  // (app/preload.ts; at most FIRST_SCREEN_WAIT_MS: a page that fails to load shows its error when
  // drawn), so it draws the page once, not a loader or an empty page first.
  await Promise.all([setupI18n(member?.locale), Promise.race([ready, delay(FIRST_SCREEN_WAIT_MS)])]);
  const root = document.getElementById('root');
  if (!root) return;
  // As a transition, the first render is drawn in slices of a few milliseconds with the browser
  // free in between, rather than in one long task (a phone's total blocking time).
  startTransition(() =>
    createRoot(root).render(
      <Providers>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>,
    ),
  );
}

// In a task of its own: evaluating the modules above is one long task already, and what start()
// asks for (the session, the page's code) adds to it on a phone (Lighthouse's total blocking time).
setTimeout(() => void start(), 0);
