import { ApiRequestError, apiRequest } from '../../../lib/api-client';
import type { Checkup } from '../api/use-latest-checkup';
import { QUEUE_FLAG } from './offline-flag';
import { allQueued, dropQueued, keepQueued, type QueuedCheckup } from './offline-queue';

/** Told to the page (checkup-page.tsx) after each answer of the server about a kept check-up. */
export const OFFLINE_EVENT = 'evenkeel:offline-checkup';
export type OfflineEventDetail = { clientId: string; checkup?: Checkup };

/** What `navigator.serviceWorker.ready` gives where Background Sync exists (Chromium). */
type SyncRegistration = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };
export const SYNC_TAG = 'evenkeel-checkups';

/** Asks the service worker to send the kept check-ups when the network returns, even with the tab closed. */
export function askBackgroundSync(): void {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  void navigator.serviceWorker.ready
    .then((registration) => (registration as SyncRegistration).sync?.register(SYNC_TAG))
    .catch(() => undefined);
}

let running: Promise<void> | null = null;

/**
 * Sends every check-up kept on this device for the member signed in now (PUT with its client
 * id: a second tab or the service worker sending the same one stores it once). One run at a time
 * per tab; a network failure leaves the rest for the next try (`online`, the next start, a sync).
 */
export function sendQueued(): Promise<void> {
  running ??= sendAll().finally(() => {
    running = null;
  });
  return running;
}

async function sendAll(): Promise<void> {
  const queued = await allQueued();
  if (queued.length === 0) {
    localStorage.removeItem(QUEUE_FLAG);
    return;
  }
  let member: string;
  try {
    member = (await apiRequest<{ id: string }>('GET', '/api/session')).data.id;
  } catch {
    return; // Offline or signed out: each kept check-up waits for its author.
  }
  for (const entry of queued) {
    if (entry.member !== member || entry.state !== 'pending') continue;
    if (!(await sendOne(entry))) return;
  }
}

/** False when the network or the server failed: try again later. */
async function sendOne(entry: QueuedCheckup): Promise<boolean> {
  const attributes = {
    answers: entry.answers,
    completed_at: entry.completedAt,
    ...(entry.replace ? { replace: true } : {}),
  };
  try {
    const { data } = await apiRequest<Checkup>('PUT', `/api/checkups/${entry.clientId}`, {
      body: { type: 'checkups', attributes },
    });
    await dropQueued(entry.clientId);
    tell({ clientId: entry.clientId, checkup: data });
    return true;
  } catch (error) {
    if (!(error instanceof ApiRequestError) || error.status === 401 || error.status >= 500) return false;
    await keepQueued({
      ...entry,
      // A 409 offers a choice, unless the week is closed (its check-up counted): nothing to choose.
      state: error.status === 409 && error.code !== 'checkup_week_counted' ? 'conflict' : 'refused',
      message: error.message,
    });
    tell({ clientId: entry.clientId });
    return true;
  }
}

function tell(detail: OfflineEventDetail): void {
  window.dispatchEvent(new CustomEvent<OfflineEventDetail>(OFFLINE_EVENT, { detail }));
}
