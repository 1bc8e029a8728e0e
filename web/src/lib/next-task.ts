/**
 * Lets the browser run what waits (input, painting, other tasks) before going on: the rest of the
 * work continues in a task of its own. A member's start-up is a few such steps, each short, rather
 * than one long task: on a phone a long task holds back the page's first tap (Lighthouse's total
 * blocking time counts every task over 50 ms). `scheduler.yield` where the browser has it (the
 * continuation goes ahead of other tasks), else a timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
