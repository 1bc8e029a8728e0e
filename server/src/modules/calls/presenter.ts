import type { callResource, Presented } from '@evenkeel/common';
import type { Env } from '../../env';
import { iceServersFor } from './ice';
import type { CallRow } from './service';

/**
 * A call as one of its two people reads it, with the ICE servers their browser uses: TURN
 * credentials minted for this reader at each read, so the client's refresh at half their life
 * (GET /api/calls/{id}) gets a fresh pair.
 */
export function presentCall(
  call: CallRow,
  reader: { id: number; slug: string },
  env: Pick<Env, 'EVENKEEL_ICE_SERVERS' | 'EVENKEEL_TURN_SECRET' | 'EVENKEEL_ICE_TRANSPORT_POLICY'>,
): Presented<typeof callResource> {
  const ice = iceServersFor(env, reader.slug);
  return {
    type: 'calls',
    id: call.slug,
    state: call.state,
    caller_is_me: call.callerId === reader.id,
    created_at: call.createdAt.toISOString(),
    answered_at: call.answeredAt?.toISOString() ?? null,
    ended_at: call.endedAt?.toISOString() ?? null,
    ice_servers: ice.servers,
    ice_expires_at: ice.expiresAt?.toISOString() ?? null,
    ice_transport_policy: env.EVENKEEL_ICE_TRANSPORT_POLICY,
    relationshipNames: ['conversation'],
    conversation: { type: 'conversations', id: call.conversation.slug },
  };
}
