// Evenkeel's service worker. Two jobs:
// - crisis help offline: the offline crisis page (/help/crisis/offline: the lines of the member's
//   place, or of the place last looked at, and the emergency number of every country, no
//   JavaScript), the plain crisis page and their stylesheet are cached when the worker installs.
//   A visit to crisis help with a network refreshes the offline copy for the place looked at.
//   Without a network: any page that cannot load shows the offline copy instead of the browser's
//   error, and a country chosen there (or any crisis address naming a country) opens that copy at
//   the country's emergency number (#cc-CA). Nothing else is cached: no other personal data.
// - pushes (the weekly check-up reminder, an unread chat message): shows the push and opens its
//   page on a click (the check-up, or the conversation: a path of this app, never another site).
// Served from / (same origin, CSP 'self').

const CHECKUP_PATH = '/checkup';
const CRISIS_PAGE = '/help/crisis';
const CRISIS_OFFLINE_PAGE = '/help/crisis/offline';
const CRISIS_STYLESHEET = '/help/crisis.css';
const CRISIS_APP_PAGE = '/crisis';
const CRISIS_CACHE = 'evenkeel-crisis-v2';
// The pages a push may open: the check-up, or one conversation.
const PUSH_PATH = /^\/(checkup|chat\/[\w-]+)$/;

function pushPath(url) {
  return typeof url === 'string' && PUSH_PATH.test(url) ? url : CHECKUP_PATH;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CRISIS_CACHE);
      await cache.addAll([CRISIS_OFFLINE_PAGE, CRISIS_PAGE, CRISIS_STYLESHEET]);
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

/** The offline copy for the place in a crisis address (`?country=CA&region=QC`), kept for later. */
async function keepOfflineCopy(url) {
  const query = new URLSearchParams();
  for (const key of ['country', 'region', 'lang']) {
    const value = url.searchParams.get(key);
    if (value) query.set(key, value);
  }
  try {
    const response = await fetch(`${CRISIS_OFFLINE_PAGE}?${query}`, { credentials: 'same-origin' });
    if (response.ok) await (await caches.open(CRISIS_CACHE)).put(CRISIS_OFFLINE_PAGE, response);
  } catch {
    // Offline again: the copy kept before stays.
  }
}

/** Without a network: the offline copy, opened at the country asked for when there is one. */
async function offlineAnswer(url) {
  const country = (url.searchParams.get('country') ?? '').toUpperCase();
  if (/^[A-Z]{2}$/.test(country) && url.pathname !== CRISIS_OFFLINE_PAGE) {
    return Response.redirect(`${CRISIS_OFFLINE_PAGE}?country=${country}#cc-${country}`, 303);
  }
  const cache = await caches.open(CRISIS_CACHE);
  return (await cache.match(CRISIS_OFFLINE_PAGE)) ?? (await cache.match(CRISIS_PAGE));
}

const isCrisisAddress = (path) =>
  path === CRISIS_PAGE || path === CRISIS_APP_PAGE || path === CRISIS_OFFLINE_PAGE;

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === CRISIS_STYLESHEET) {
    event.respondWith(
      fetch(request).catch(async (error) => (await caches.match(CRISIS_STYLESHEET)) ?? Promise.reject(error)),
    );
  } else if (request.mode === 'navigate') {
    // Pages go to the network as always; only when it cannot be reached does crisis help answer.
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          if (response.ok && isCrisisAddress(url.pathname) && url.searchParams.get('country')) {
            event.waitUntil(keepOfflineCopy(url));
          }
          return response;
        } catch (error) {
          return (await offlineAnswer(url)) ?? Promise.reject(error);
        }
      })(),
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
  // A reminder's "Remind me tomorrow" and "Not this week" (issue 32 §4): each button keeps the
  // single-use token its click posts; nothing else from the push becomes an action.
  const actions = (Array.isArray(data.actions) ? data.actions : []).filter(
    (action) =>
      action &&
      SNOOZE_ACTIONS.includes(action.action) &&
      typeof action.title === 'string' &&
      typeof action.token === 'string',
  );
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : 'checkup-reminder',
      actions: actions.map(({ action, title }) => ({ action, title })),
      data: {
        url: pushPath(data.url),
        snooze: Object.fromEntries(actions.map(({ action, token }) => [action, token])),
      },
    }),
  );
});

// The actions a reminder may carry, and where their token goes (no session needed: the token
// authenticates, server/src/modules/reminders/routes.ts).
const SNOOZE_ACTIONS = ['tomorrow', 'week'];
const SNOOZE_API = '/api/reminder_snoozes';
const SNOOZE_PAGE = '/reminders/snooze';

/**
 * A reminder's action: posts its token, then says what was done (or why not: already used,
 * expired) in a notification in the member's language. Without a network, or on an answer it
 * cannot read, it opens the link's page, where the member can confirm.
 */
async function snooze(token, tag) {
  try {
    const response = await fetch(SNOOZE_API, {
      method: 'POST',
      credentials: 'omit',
      headers: { 'content-type': 'application/vnd.api+json', accept: 'application/vnd.api+json' },
      body: JSON.stringify({ data: { type: 'reminder_snoozes', attributes: { token } } }),
    });
    const document = await response.json();
    const said = response.ok
      ? { title: document.meta?.title, body: document.meta?.message }
      : { title: document.errors?.[0]?.title, body: document.errors?.[0]?.detail };
    if (typeof said.body !== 'string') throw new Error('unreadable answer');
    return self.registration.showNotification(typeof said.title === 'string' ? said.title : 'Evenkeel', {
      body: said.body,
      tag,
    });
  } catch {
    return self.clients.openWindow(`${SNOOZE_PAGE}?token=${encodeURIComponent(token)}`);
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const token = event.action ? event.notification.data?.snooze?.[event.action] : undefined;
  if (typeof token === 'string') {
    event.waitUntil(snooze(token, event.notification.tag));
    return;
  }
  const target = new URL(pushPath(event.notification.data?.url), self.location.origin).href;
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
