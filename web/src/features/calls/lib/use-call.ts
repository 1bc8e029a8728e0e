import type { ServerFrame } from '@evenkeel/common';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api-client';
import { chatSocket } from '../../../lib/chat-socket';
import {
  type Call,
  changeCall,
  readCall,
  refreshDelayMs,
  rtcConfiguration,
  startCall,
} from '../api/calls-api';
import { MediaError, type MediaProblem, openMedia } from './media';
import { Peer, type SignalPayload } from './peer';
import { exposeForTests } from './test-hook';

/** Where this tab is in a call of the conversation. */
export type Phase =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'outgoing'; call: Call }
  | { kind: 'incoming'; callId: string }
  | { kind: 'answering'; callId: string }
  | { kind: 'active'; call: Call };

/** How the last call ended, or what went wrong, for the line the controls show. */
export type Outcome =
  | { kind: 'declined' | 'missed' | 'ended' }
  | { kind: 'media'; problem: MediaProblem }
  | { kind: 'refused'; detail: string };

type SignalFrame = Extract<ServerFrame, { type: 'signal' }>;

/**
 * A conversation's call in this tab, driven by the socket's `call` frames (state changes, from
 * any instance) and `signal` frames (the other browser's descriptions and candidates). The peer
 * connection is made only once the call is answered, so nobody's network addresses reach a
 * person who has not picked up; signals that arrive before it are kept and applied then.
 */
export function useCall(conversationId: string) {
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [local, setLocal] = useState<MediaStream | null>(null);
  const [remote, setRemote] = useState<MediaStream | null>(null);
  const [connection, setConnection] = useState<RTCPeerConnectionState>('new');
  const phaseRef = useRef(phase);
  phaseRef.current = phase;
  const peer = useRef<Peer | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const pending = useRef<SignalFrame[]>([]);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const teardown = useCallback(() => {
    clearTimeout(refreshTimer.current);
    peer.current?.close();
    peer.current = null;
    exposeForTests(null);
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    pending.current = [];
    setLocal(null);
    setRemote(null);
    setConnection('new');
    setPhase({ kind: 'idle' });
  }, []);

  const fail = useCallback(
    (error: unknown) => {
      teardown();
      if (error instanceof MediaError) setOutcome({ kind: 'media', problem: error.problem });
      else if (error instanceof ApiRequestError) setOutcome({ kind: 'refused', detail: error.message });
      else setOutcome({ kind: 'refused', detail: '' });
    },
    [teardown],
  );

  /** Fresh TURN credentials at half their life, for as long as the call lasts. */
  const scheduleRefresh = useCallback((call: Call) => {
    const delay = refreshDelayMs(call);
    if (delay === null) return;
    refreshTimer.current = setTimeout(async () => {
      try {
        const fresh = await readCall(call.id);
        peer.current?.refresh(rtcConfiguration(fresh));
        scheduleRefresh(fresh);
      } catch {
        // A failed read is tried again at the next half-life; the current credentials still hold.
        scheduleRefresh(call);
      }
    }, delay);
  }, []);

  const connect = useCallback(
    (call: Call) => {
      const media = stream.current;
      if (!media || peer.current) return;
      const created = new Peer({
        configuration: rtcConfiguration(call),
        // The callee is polite: on an offer collision its own offer yields.
        polite: !call.caller_is_me,
        awaitOffer: !call.caller_is_me,
        signal: (payload: SignalPayload) =>
          chatSocket().send({
            type: 'signal',
            conversation_id: conversationId,
            call_id: call.id,
            ...(payload as Omit<SignalFrame, 'type' | 'conversation_id' | 'call_id'>),
          }),
        onRemoteStream: setRemote,
        onStateChange: setConnection,
        events: window,
      });
      peer.current = created;
      exposeForTests(created.pc);
      for (const track of media.getTracks()) created.pc.addTrack(track, media);
      const queued = pending.current.filter((frame) => frame.call_id === call.id);
      pending.current = [];
      for (const frame of queued) void created.receive(frame).catch(() => undefined);
      scheduleRefresh(call);
      setPhase({ kind: 'active', call });
    },
    [conversationId, scheduleRefresh],
  );

  const acquire = useCallback(async () => {
    const media = await openMedia();
    stream.current = media;
    setLocal(media);
  }, []);

  useEffect(() => {
    const socket = chatSocket();
    return socket.subscribe((frame) => {
      if (!('conversation_id' in frame) || frame.conversation_id !== conversationId) return;
      const current = phaseRef.current;
      if (frame.type === 'signal') {
        if (peer.current) void peer.current.receive(frame).catch(() => undefined);
        else pending.current.push(frame);
        return;
      }
      if (frame.type !== 'call') return;
      if (frame.state === 'ringing' && !frame.caller_is_me && current.kind === 'idle') {
        setOutcome(null);
        setPhase({ kind: 'incoming', callId: frame.call_id });
      } else if (
        frame.state === 'active' &&
        current.kind === 'outgoing' &&
        current.call.id === frame.call_id
      ) {
        connect({ ...current.call, state: 'active' });
      } else if (
        frame.state === 'active' &&
        current.kind === 'incoming' &&
        current.callId === frame.call_id
      ) {
        // Answered in another tab of the same person.
        setPhase({ kind: 'idle' });
      } else if (frame.state === 'ended' || frame.state === 'declined' || frame.state === 'missed') {
        const mine =
          (current.kind === 'outgoing' || current.kind === 'active') && current.call.id === frame.call_id;
        const ringing =
          (current.kind === 'incoming' || current.kind === 'answering') && current.callId === frame.call_id;
        if (!mine && !ringing) return;
        teardown();
        setOutcome({ kind: frame.state });
      }
    });
  }, [conversationId, connect, teardown]);

  const start = useCallback(async () => {
    setOutcome(null);
    setPhase({ kind: 'starting' });
    try {
      await acquire();
      const call = await startCall(conversationId);
      setPhase({ kind: 'outgoing', call });
    } catch (error) {
      fail(error);
    }
  }, [acquire, conversationId, fail]);

  const answer = useCallback(
    async (callId: string) => {
      setPhase({ kind: 'answering', callId });
      try {
        await acquire();
        const call = await readCall(callId);
        // The connection first, so the caller's offer (sent once it hears "active") finds it.
        connect(call);
        await changeCall(callId, 'active');
      } catch (error) {
        fail(error);
      }
    },
    [acquire, connect, fail],
  );

  const finish = useCallback(
    async (state: 'declined' | 'ended') => {
      const current = phaseRef.current;
      const callId =
        current.kind === 'outgoing' || current.kind === 'active'
          ? current.call.id
          : current.kind === 'incoming' || current.kind === 'answering'
            ? current.callId
            : null;
      teardown();
      setOutcome({ kind: state });
      if (callId) await changeCall(callId, state).catch(() => undefined);
    },
    [teardown],
  );

  // Leaving the conversation ends a call in progress here, and lets go of camera and microphone.
  useEffect(
    () => () => {
      const current = phaseRef.current;
      if (current.kind === 'outgoing' || current.kind === 'active')
        void changeCall(current.call.id, 'ended').catch(() => undefined);
      teardown();
    },
    [teardown],
  );

  /** Ends a call this tab does not hold (its tabs went away without ending it). */
  const endStale = useCallback(async (callId: string) => {
    try {
      await changeCall(callId, 'ended');
      setOutcome({ kind: 'ended' });
    } catch (error) {
      setOutcome({ kind: 'refused', detail: error instanceof ApiRequestError ? error.message : '' });
    }
  }, []);

  /** A call found ringing when the page opened. */
  const ring = useCallback((callId: string) => {
    if (phaseRef.current.kind === 'idle') setPhase({ kind: 'incoming', callId });
  }, []);

  return {
    phase,
    outcome,
    local,
    remote,
    connection,
    stream,
    peer,
    start,
    answer,
    finish,
    ring,
    endStale,
    setOutcome,
  };
}
