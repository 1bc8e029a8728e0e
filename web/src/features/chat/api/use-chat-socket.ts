import type { ServerFrame } from '@evenkeel/common';
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { type ChatSocketStatus, chatSocket, type StopReason } from '../../../lib/chat-socket';

/** The tab's socket status: "Reconnecting…" while it comes back, `stopped` when it will not. */
export function useChatSocketStatus(): { status: ChatSocketStatus; stopReason: StopReason | null } {
  const socket = chatSocket();
  const status = useSyncExternalStore(
    (notify) => socket.watch(notify),
    () => socket.status,
  );
  return { status, stopReason: socket.stopReason };
}

/** Calls `onFrame` with each frame the server sends (the latest callback, without resubscribing). */
export function useChatFrames(onFrame: (frame: ServerFrame) => void): void {
  const latest = useRef(onFrame);
  latest.current = onFrame;
  useEffect(
    () =>
      chatSocket().subscribe((frame) => {
        if (frame.type !== 'status') latest.current(frame);
      }),
    [],
  );
}
