/**
 * Registers the service worker (web/public/sw.js) for every visitor, signed in or not, so that
 * crisis help opens even without a network. It caches the no-JavaScript crisis page only, never
 * personal data; reminders' push subscriptions use the same registration.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded: the worker's install fetches the crisis page, which must not
  // compete with the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, a browser setting): everything works, crisis help needs a network.
    });
  });
}
