import type { FastifyRequest } from 'fastify';
import { ApiError, validationFailed } from '../../http/errors';
import type { ReadOnlyReason } from '../../policies/chat';

/**
 * Why a write in a read-only conversation is refused, in the reader's language. A block says
 * only "You cannot message this person.", whoever blocked (issue 29, Safety).
 */
export function readOnlyRefusal(reason: ReadOnlyReason): ApiError {
  if (reason === 'blocked') return new ApiError(403, 'blocked', 'errors.chat_blocked');
  if (reason === 'account_deleted')
    return new ApiError(403, 'conversation_read_only', 'errors.chat_account_deleted');
  return new ApiError(403, 'conversation_read_only', 'errors.chat_relationship_ended');
}

/** A 422 on a relationship of the body, with its translated message. */
export function relationshipRefusal(
  request: FastifyRequest,
  name: string,
  key: 'validation.conversation_self' | 'validation.block_self' | 'errors.message_not_received',
) {
  return validationFailed([{ field: name, pointer: `/data/relationships/${name}`, message: request.t(key) }]);
}
