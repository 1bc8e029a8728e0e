/** Set in localStorage while a check-up waits on this device (offline-queue.ts, offline-start.ts). */
export const QUEUE_FLAG = 'evenkeel:offline-checkups';
