// Evenkeel's service worker: shows the weekly check-up reminder and opens the check-up on a
// click. Nothing else: no caching, no fetch handler. Served from / (same origin, CSP 'self').

const CHECKUP_PATH = '/checkup';

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
