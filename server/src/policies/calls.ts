import type { Access } from './access';

/** The two people of a conversation (a deleted account's side is null). */
export type ConversationPair = { userLowId: number | null; userHighId: number | null };
/** A conversation as a call needs it: its pair, and whether both may still write (`readOnly`). */
export type CallConversationRef = ConversationPair & { readOnly: boolean };
export type CallRef = { callerId: number | null; conversation: ConversationPair };

const inConversation = (access: Pick<Access, 'userId'>, pair: ConversationPair) =>
  pair.userLowId === access.userId || pair.userHighId === access.userId;

/**
 * Calls belong to the conversation's two people and to nobody else, administrators included
 * (issue 29): anyone else reads "not found". A read-only conversation (relationship ended,
 * blocked, account deleted) takes no new call; only the callee answers or declines; either ends.
 */
export const callPolicy = {
  /** The conversation or call is the actor's: anything else is "not found". */
  canSee: (access: Pick<Access, 'userId'>, subject: ConversationPair | CallRef) =>
    inConversation(access, 'conversation' in subject ? subject.conversation : subject),
  canStart: (access: Pick<Access, 'userId'>, conversation: CallConversationRef) =>
    inConversation(access, conversation) && !conversation.readOnly,
  canAnswer: (access: Pick<Access, 'userId'>, call: CallRef) =>
    inConversation(access, call.conversation) && call.callerId !== access.userId,
  canEnd: (access: Pick<Access, 'userId'>, call: CallRef) => inConversation(access, call.conversation),
};
