import type { Locale } from '@evenkeel/common/locale';

/**
 * The browser loads its date data (ICU's calendars and patterns) the first time anything formats a
 * date: 15–60 ms of this machine's main thread (more on a phone, four times more under
 * Lighthouse's slowdown), the same for any date format or language afterwards costing a few. Left
 * to itself, that lands inside the render of the first page showing a date (home's check-up card,
 * insights, results) as one long task. That data is kept for the whole browser process, so a
 * worker of its own loads it (date-data.worker.ts) while the page's code runs: the page's first
 * date then costs a fraction of a millisecond and the main thread none of it (measured in Chromium:
 * 16–60 ms cold, 0.2 ms after the worker). It settles once the data is in (or the worker failed):
 * a member's first render waits for it, as for the page's code (app/preload.ts), since a date
 * formatted while the worker is still loading pays in full on the main thread too. Without
 * workers, the first date pays, as before.
 */
export function prepareDateFormatting(locale: Locale): Promise<void> {
  if (typeof Worker === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    try {
      const worker = new Worker(new URL('./date-data.worker.ts', import.meta.url), { type: 'module' });
      const done = () => {
        worker.terminate();
        resolve();
      };
      worker.addEventListener('message', done);
      worker.addEventListener('error', done);
      worker.postMessage(locale);
    } catch {
      // A page that may not start workers: the first date pays for the data.
      resolve();
    }
  });
}
