// Evenkeel's service worker. Two jobs:
// - crisis help offline: the no-JavaScript crisis page (/help/crisis, under 14 KB) and its
//   stylesheet are cached when the worker installs; a visit to it goes to the network first (the
//   lines may have changed) and keeps the newest copy (the place last asked for), which answers
//   when the network cannot; any page that cannot load because the
//   device is offline shows that copy instead of the browser's error. Nothing else is cached: no
//   personal data is ever stored here.
// - the weekly check-up reminder: shows the push and opens the check-up on a click.
// Served from / (same origin, CSP 'self').

const CHECKUP_PATH = '/checkup';
const CRISIS_PAGE = '/help/crisis';
const CRISIS_STYLESHEET = '/help/crisis.css';
const CRISIS_CACHE = 'evenkeel-crisis-v1';

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CRISIS_CACHE);
      await cache.addAll([CRISIS_PAGE, CRISIS_STYLESHEET]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('evenkeel-crisis-') && name !== CRISIS_CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The network's answer, kept for later when it is the crisis page; the cached copy when offline. */
async function crisisFirst(request, path) {
  const cache = await caches.open(CRISIS_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && path === CRISIS_PAGE) await cache.put(CRISIS_PAGE, response.clone());
    return response;
  } catch (error) {
    const copy = await cache.match(path === CRISIS_STYLESHEET ? CRISIS_STYLESHEET : CRISIS_PAGE);
    if (copy) return copy;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === CRISIS_PAGE || url.pathname === CRISIS_STYLESHEET) {
    event.respondWith(crisisFirst(request, url.pathname));
  } else if (request.mode === 'navigate') {
    // Pages go to the network as always; only when it cannot be reached does crisis help answer.
    event.respondWith(
      fetch(request).catch(async (error) => (await caches.match(CRISIS_PAGE)) ?? Promise.reject(error)),
    );
  }
});

self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  const title = typeof data.title === 'string' ? data.title : 'Evenkeel';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : 'checkup-reminder',
      data: { url: CHECKUP_PATH },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(CHECKUP_PATH, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) return open.focus();
      const ours = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (ours && 'navigate' in ours) {
        try {
          const navigated = await ours.navigate(target);
          if (navigated) return navigated.focus();
        } catch {
          // A page this worker does not control cannot be navigated: open a new one.
        }
      }
      return self.clients.openWindow(target);
    })(),
  );
});
