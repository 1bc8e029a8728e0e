import type { CallState, callResource, Flat } from '@evenkeel/common';
import { apiRequest } from '../../../lib/api-client';
import { relayOnlyForTests } from '../lib/test-hook';

/** A call as the API presents it (common/src/resources/chat.ts), with its ICE servers for this reader. */
export type Call = Flat<typeof callResource>;

const path = (id: string) => `/api/calls/${encodeURIComponent(id)}`;

/** Rings the other person of a conversation (409 when a call is already ringing or active there). */
export async function startCall(conversationId: string): Promise<Call> {
  const { data } = await apiRequest<Call>('POST', '/api/calls', {
    body: {
      type: 'calls',
      attributes: {},
      relationships: { conversation: { data: { type: 'conversations', id: conversationId } } },
    },
  });
  return data;
}

/** The call's state and fresh TURN credentials (read again at half their life). */
export async function readCall(id: string): Promise<Call> {
  return (await apiRequest<Call>('GET', path(id))).data;
}

export async function changeCall(id: string, state: Extract<CallState, 'active' | 'declined' | 'ended'>) {
  return (await apiRequest<Call>('PATCH', path(id), { body: { type: 'calls', id, attributes: { state } } }))
    .data;
}

/** The peer connection's configuration from a call: its ICE servers and transport policy. */
export function rtcConfiguration(call: Pick<Call, 'ice_servers' | 'ice_transport_policy'>): RTCConfiguration {
  const relay = call.ice_transport_policy === 'relay' || relayOnlyForTests();
  return { iceServers: call.ice_servers, iceTransportPolicy: relay ? 'relay' : 'all' };
}

/**
 * When to read fresh credentials: at half their remaining life (issue 29), never sooner than a
 * minute; null when the call's servers carry no minted credentials.
 */
export function refreshDelayMs(call: Pick<Call, 'ice_expires_at'>, now = Date.now()): number | null {
  if (!call.ice_expires_at) return null;
  return Math.max(60_000, (Date.parse(call.ice_expires_at) - now) / 2);
}
