// Evenkeel's service worker. Three jobs:
// - crisis help offline: the offline crisis page (/help/crisis/offline: the lines of the member's
//   place, or of the place last looked at, and the emergency number of every country, no
//   JavaScript), the plain crisis page and their stylesheet are cached when the worker installs.
//   A visit to crisis help with a network refreshes the offline copy for the place looked at.
//   Without a network: any page that cannot load shows the offline copy instead of the browser's
//   error, and a country chosen there (or any crisis address naming a country) opens that copy at
//   the country's emergency number (#cc-CA).
// - the check-up offline (issue 32 §1, docs/decisions/0026-offline-checkup.md): the app's built
//   files (hashed, the same for everyone) are kept as they load; the signed-in member's pages that
//   open offline (home, the check-up, its result: each carries the member's session) and the
//   questionnaire are kept in a cache of that member only, emptied at sign-out and as soon as a
//   page comes for someone else or for nobody (a shared computer). Check-ups finished offline wait
//   in IndexedDB (web/src/features/checkup/lib/offline-queue.ts) and are sent by Background Sync.
//   No other personal data is cached.
// - pushes (the weekly check-up reminder, an unread chat message): shows the push and opens its
//   page on a click (the check-up, or the conversation: a path of this app, never another site).
// Served from / (same origin, CSP 'self').

const CHECKUP_PATH = '/checkup';
const CRISIS_PAGE = '/help/crisis';
const CRISIS_OFFLINE_PAGE = '/help/crisis/offline';
const CRISIS_STYLESHEET = '/help/crisis.css';
const CRISIS_APP_PAGE = '/crisis';
const CRISIS_CACHE = 'evenkeel-crisis-v2';
const APP_CACHE = 'evenkeel-app-v1';
const MEMBER_CACHE = 'evenkeel-member-v1';
// Whose pages MEMBER_CACHE holds (the member's id, as their page's session names it).
const MEMBER_MARK = '/__evenkeel/member';
const MEMBER_PAGES = new Set(['/', '/checkup', '/checkup/result']);
const MEMBER_API = new Set(['/api/questionnaires/current']);
const PAGE_SESSION = /<script[^>]*id="evenkeel-session"[^>]*>([\s\S]*?)<\/script>/;
const JSONAPI = 'application/vnd.api+json';
const SYNC_TAG = 'evenkeel-checkups';
const OFFLINE_DB = 'evenkeel-offline';
const QUEUE_STORE = 'checkups';
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
      const current = [CRISIS_CACHE, APP_CACHE, MEMBER_CACHE];
      for (const name of await caches.keys()) {
        if (name.startsWith('evenkeel-') && !current.includes(name)) await caches.delete(name);
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

/** Sign-out, or a page for someone else or for nobody: the member's pages and kept check-ups go. */
async function forgetMember() {
  await caches.delete(MEMBER_CACHE);
}

/** The id of the member a page was sent to (its session, server/src/http/spa.ts), or null. */
function pageMember(html) {
  const found = PAGE_SESSION.exec(html);
  if (!found) return null;
  try {
    const id = JSON.parse(found[1]).data?.id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a member's page (as HTML, without the network's encodings) in their cache, with the built
 * files it links (its code and texts, member-preloads.ts); then the member's other offline pages
 * not kept yet, so the check-up opens offline although the member only opened home.
 */
async function keepMemberPage(path, response, others = true) {
  if (response.redirected || !response.ok) return;
  const html = await response.text();
  const member = pageMember(html);
  if (!member) return forgetMember();
  let cache = await caches.open(MEMBER_CACHE);
  const mark = await cache.match(MEMBER_MARK);
  if (mark && (await mark.text()) !== member) {
    await forgetMember();
    cache = await caches.open(MEMBER_CACHE);
  }
  await cache.put(MEMBER_MARK, new Response(member));
  await cache.put(path, new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8' } }));
  const files = [...html.matchAll(/(?:href|src)="(\/assets\/[^"]+)"/g)].map((found) => found[1]);
  await Promise.all(files.map((file) => appFile(new Request(file)).catch(() => undefined)));
  if (!others) return;
  for (const read of MEMBER_API) {
    if (await cache.match(read, { ignoreVary: true })) continue;
    try {
      const request = new Request(read, { headers: { accept: JSONAPI }, credentials: 'same-origin' });
      await keepMemberRead(request, await fetch(request));
    } catch {
      // Offline again: kept when the check-up reads it.
    }
  }
  for (const other of MEMBER_PAGES) {
    if (other === path || (await cache.match(other))) continue;
    try {
      await keepMemberPage(other, await fetch(other, { credentials: 'same-origin' }), false);
    } catch {
      // Offline again: kept at the next visit.
    }
  }
}

/** Keeps what the check-up reads from the API, only while a member's pages are kept. */
async function keepMemberRead(request, response) {
  if (!response.ok) return;
  const cache = await caches.open(MEMBER_CACHE);
  if (await cache.match(MEMBER_MARK)) await cache.put(request, response);
}

/** The built files are hashed and never change: the kept copy, else the network's (then kept). */
async function appFile(request) {
  const cache = await caches.open(APP_CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function memberCopy(request, options) {
  return (await caches.open(MEMBER_CACHE)).match(request, options);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && url.pathname === '/sign-out') {
    event.waitUntil(Promise.all([forgetMember(), clearQueue()]));
    return;
  }
  if (request.method !== 'GET') return;
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(appFile(request));
  } else if (MEMBER_API.has(url.pathname)) {
    event.respondWith(
      (async () => {
        try {
          const response = await fetch(request);
          event.waitUntil(keepMemberRead(request, response.clone()));
          return response;
        } catch (error) {
          return (await memberCopy(request, { ignoreVary: true })) ?? Promise.reject(error);
        }
      })(),
    );
  } else if (url.pathname === CRISIS_STYLESHEET) {
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
          if (MEMBER_PAGES.has(url.pathname)) event.waitUntil(keepMemberPage(url.pathname, response.clone()));
          return response;
        } catch (error) {
          const page = MEMBER_PAGES.has(url.pathname)
            ? await memberCopy(url.pathname, { ignoreSearch: true })
            : undefined;
          return page ?? (await offlineAnswer(url)) ?? Promise.reject(error);
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

// Background Sync (Chromium): the check-ups finished offline, sent when the network returns, even
// with every tab closed. Each is sent by its author's session only; the server stores a client id
// once, so a tab sending the same one at the same moment changes nothing.
self.addEventListener('sync', (event) => {
  if (event.tag === SYNC_TAG) event.waitUntil(sendQueued());
});

function openQueue() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(QUEUE_STORE, { keyPath: 'clientId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inQueue(mode, act) {
  const db = await openQueue();
  try {
    return await new Promise((resolve, reject) => {
      const transaction = db.transaction(QUEUE_STORE, mode);
      const request = act(transaction.objectStore(QUEUE_STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** At sign-out: a check-up not sent yet is not left on a shared computer. */
function clearQueue() {
  return inQueue('readwrite', (store) => store.clear()).catch(() => undefined);
}

async function sendQueued() {
  const queued = await inQueue('readonly', (store) => store.getAll());
  if (queued.length === 0) return;
  const session = await fetch('/api/session', { headers: { accept: JSONAPI }, credentials: 'same-origin' });
  if (!session.ok) return;
  const document = await session.json();
  const member = document.data?.id;
  const csrf = document.meta?.csrf_token;
  for (const entry of queued) {
    if (entry.member !== member || entry.state !== 'pending') continue;
    const attributes = { answers: entry.answers, completed_at: entry.completedAt };
    if (entry.replace) attributes.replace = true;
    const response = await fetch(`/api/checkups/${entry.clientId}`, {
      method: 'PUT',
      credentials: 'same-origin',
      headers: { accept: JSONAPI, 'content-type': JSONAPI, 'x-csrf-token': csrf ?? '' },
      body: JSON.stringify({ data: { type: 'checkups', attributes } }),
    });
    if (response.ok) {
      await inQueue('readwrite', (store) => store.delete(entry.clientId));
    } else if (
      response.status >= 400 &&
      response.status < 500 &&
      response.status !== 401 &&
      response.status !== 403
    ) {
      // The page shows the reason and lets the member choose (a 409: keep one of the two).
      const body = await response.json().catch(() => ({}));
      // A closed week (its check-up counted) leaves nothing to choose: refused, with the reason.
      const closed = body.errors?.[0]?.code === 'checkup_week_counted';
      const state = response.status === 409 && !closed ? 'conflict' : 'refused';
      await inQueue('readwrite', (store) =>
        store.put({ ...entry, state, message: body.errors?.[0]?.detail }),
      );
    } else {
      throw new Error(`check-up not sent (${response.status}): the browser tries again later`);
    }
  }
}
