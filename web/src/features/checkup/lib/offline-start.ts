import { QUEUE_FLAG } from './offline-flag';

/**
 * At the app's start and whenever the network returns, sends the check-ups kept on this device
 * (decision 0026). Only a flag is read here: the sending code loads only when something waits, so
 * the first screen of everyone else carries none of it (bench/bundle-size.ts).
 */
export function startOfflineCheckups(): void {
  const send = () => {
    if (localStorage.getItem(QUEUE_FLAG) !== '1' || !navigator.onLine) return;
    void import('./offline-send').then(({ sendQueued }) => sendQueued()).catch(() => undefined);
  };
  window.addEventListener('online', send);
  send();
}
