import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { queryKeys } from '../../../lib/query-keys';
import { type Checkup, latestCheckupQuery } from '../api/use-latest-checkup';
import type { Answers } from '../api/use-submit-checkup';
import { dropQueued, keepQueued, type QueuedCheckup, queuedFor } from './offline-queue';
import { askBackgroundSync, OFFLINE_EVENT, type OfflineEventDetail, sendQueued } from './offline-send';

/** How often the page, while it shows a kept check-up, looks whether another tab or the service worker sent it. */
const LOOK_MS = 2000;

function refreshAfterSend(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.latestCheckup });
  void queryClient.invalidateQueries({ queryKey: queryKeys.questionnaire });
  void queryClient.invalidateQueries({ queryKey: queryKeys.insights });
  void queryClient.invalidateQueries({ queryKey: queryKeys.recommendations });
}

/**
 * The member's check-up kept on this device (decision 0026): `entry` while it waits (undefined
 * until IndexedDB answered), `sent` once the server has it, by this tab, another one or the
 * service worker's Background Sync (the entry is gone: the latest check-up is read).
 */
export function useOfflineCheckup(member: string) {
  const queryClient = useQueryClient();
  const [entry, setEntry] = useState<QueuedCheckup | null | undefined>(undefined);
  const [sent, setSent] = useState<Checkup | null>(null);
  const shown = useRef<string | null>(null);

  const look = useCallback(async () => {
    const expected = shown.current;
    const mine = (await queuedFor(member).catch(() => []))[0] ?? null;
    // Gone since it was shown (and not dropped or replaced here meanwhile): it was sent.
    if (expected && shown.current === expected && !mine) {
      shown.current = null;
      refreshAfterSend(queryClient);
      setSent(await queryClient.fetchQuery(latestCheckupQuery).catch(() => null));
    }
    shown.current = mine?.clientId ?? null;
    setEntry(mine);
  }, [member, queryClient]);

  const sendNow = useCallback(() => {
    if (navigator.onLine) void sendQueued().then(look);
  }, [look]);

  useEffect(() => {
    const onSent = (event: Event) => {
      const { clientId, checkup } = (event as CustomEvent<OfflineEventDetail>).detail;
      if (checkup && clientId === shown.current) {
        shown.current = null;
        refreshAfterSend(queryClient);
        setSent(checkup);
      }
      void look();
    };
    void look();
    sendNow();
    window.addEventListener('online', sendNow);
    window.addEventListener(OFFLINE_EVENT, onSent);
    const timer = window.setInterval(() => {
      if (shown.current) void look();
    }, LOOK_MS);
    return () => {
      window.removeEventListener('online', sendNow);
      window.removeEventListener(OFFLINE_EVENT, onSent);
      window.clearInterval(timer);
    };
  }, [look, sendNow, queryClient]);

  const keep = async (next: QueuedCheckup) => {
    await keepQueued(next);
    shown.current = next.clientId;
    setEntry(next);
    askBackgroundSync();
    sendNow();
  };

  return {
    entry,
    sent,
    /** Keeps a check-up finished without a network; it goes as soon as there is one. */
    save: (answers: Answers, replace: boolean) =>
      keep({
        clientId: crypto.randomUUID(),
        member,
        answers,
        completedAt: new Date().toISOString(),
        replace,
        state: 'pending',
      }),
    /** After a 409: this one replaces the week's other check-up. */
    replace: () =>
      entry ? keep({ ...entry, replace: true, state: 'pending', message: undefined }) : undefined,
    /** After a 409 (the week's other check-up stays) or a refusal: this copy goes. */
    drop: async () => {
      if (!entry) return;
      shown.current = null;
      await dropQueued(entry.clientId);
      setEntry(null);
    },
  };
}

export type OfflineCheckup = ReturnType<typeof useOfflineCheckup>;
