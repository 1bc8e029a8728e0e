import { z } from 'zod';
import type { AppContext } from '../context';
import { MISS_CALL, missCall } from '../modules/calls/service';
import type { JobDefinition } from './queue';

/**
 * A call nobody answered is missed CALL_RING_MS after it started: a delayed job queued with the
 * call, kept in the database, so a restart of every instance in between still misses it.
 * Idempotent: it changes only a call that is still ringing.
 */
export function missCallJob(ctx: Pick<AppContext, 'db' | 'bus'>) {
  return {
    name: MISS_CALL,
    payload: z.object({ callId: z.number().int().positive() }),
    retryLimit: 5,
    async handle({ callId }) {
      await missCall(ctx, callId);
    },
  } satisfies JobDefinition;
}
