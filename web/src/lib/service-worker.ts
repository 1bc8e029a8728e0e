/**
 * Registers the service worker (web/public/sw.js) for every visitor, signed in or not, so that
 * crisis help opens even without a network. It caches the no-JavaScript crisis page only, never
 * personal data; reminders' push subscriptions use the same registration.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {
      // No worker (a private window, a browser setting): everything works, crisis help needs a network.
    });
  };
  // After the page has loaded: the worker's install fetches the crisis pages, which must not
  // compete with the first screen. The app starts in a task after its modules, often after the
  // `load` event: then at once, else that event would never come (issue 27).
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
