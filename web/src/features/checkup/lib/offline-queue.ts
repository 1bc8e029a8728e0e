import type { Answers } from '../api/use-submit-checkup';
import { QUEUE_FLAG } from './offline-flag';

/**
 * Check-ups completed without a network, kept on the device until they are sent (issue 32 §1,
 * decision 0026): IndexedDB, one entry per client id, with the member it belongs to (only that
 * member's session sends it). web/public/sw.js reads and writes the same store for Background
 * Sync: the names and shape here are its too. A small flag in localStorage says whether anything
 * waits, so the app's start asks IndexedDB only then (lib/offline-start.ts).
 */
export type QueuedCheckup = {
  clientId: string;
  /** The member's id (slug): a check-up is sent by its author's session only. */
  member: string;
  answers: Answers;
  /** ISO 8601, when the member finished it. */
  completedAt: string;
  /** The member chose to replace the week's other check-up (after a 409). */
  replace: boolean;
  /** `conflict`: the week has another check-up (409); `refused`: the server said why (`message`). */
  state: 'pending' | 'conflict' | 'refused';
  message?: string;
};

export const OFFLINE_DB = 'evenkeel-offline';
const STORE = 'checkups';

function openQueue(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(OFFLINE_DB, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'clientId' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(
  mode: IDBTransactionMode,
  act: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openQueue();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

export const allQueued = () => inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedCheckup[]>);

export async function queuedFor(member: string): Promise<QueuedCheckup[]> {
  return (await allQueued()).filter((entry) => entry.member === member);
}

export async function keepQueued(entry: QueuedCheckup): Promise<void> {
  await inStore('readwrite', (store) => store.put(entry));
  localStorage.setItem(QUEUE_FLAG, '1');
}

export async function dropQueued(clientId: string): Promise<void> {
  await inStore('readwrite', (store) => store.delete(clientId));
  if ((await inStore('readonly', (store) => store.count())) === 0) localStorage.removeItem(QUEUE_FLAG);
}
