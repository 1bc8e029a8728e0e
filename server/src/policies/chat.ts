import {
  type Abilities,
  type BlockAbility,
  type ConversationAbility,
  MESSAGE_EDIT_WINDOW_MS,
  type MessageAbility,
  type MessageReportAbility,
} from '@evenkeel/common';
import type { Access } from './access';

/**
 * Chat (issue 29): who reads and writes a conversation, a message, a block, a report. Pure: the
 * relationship and the blocks are loaded with the conversation (modules/chat/contact.ts and
 * conversations.ts), so these predicates decide from what they are given.
 */
type Actor = Pick<Access, 'userId' | 'platformAdmin'>;

export type ConversationRef = {
  userLowId: number | null;
  userHighId: number | null;
  /** The other person, null when their account was deleted. */
  otherId: number | null;
  /** The two may contact each other now (contact.ts). */
  related: boolean;
  blockedByMe: boolean;
  blockedByOther: boolean;
};

export type ReadOnlyReason = 'relationship_ended' | 'blocked' | 'account_deleted';

/**
 * Why nobody may write in the conversation, or null. A block either way makes it read-only for
 * both: the blocked person's messages stop reaching the blocker, and the blocker cannot write to
 * someone who cannot answer. The reason shown to both is the same word, so the blocked person
 * never learns who blocked (issue 29, Safety).
 */
export function readOnlyReason(c: ConversationRef): ReadOnlyReason | null {
  if (c.otherId === null) return 'account_deleted';
  if (c.blockedByMe || c.blockedByOther) return 'blocked';
  if (!c.related) return 'relationship_ended';
  return null;
}

/** One of the two people: nobody else reads a conversation, administrators of anything included. */
const inIt = (actor: Pick<Actor, 'userId'>, c: Pick<ConversationRef, 'userLowId' | 'userHighId'>) =>
  c.userLowId === actor.userId || c.userHighId === actor.userId;

export const conversationPolicy = {
  canRead: inIt,
  /** A conversation starts only with someone the actor may contact, never with themselves. */
  canStartWith: (actor: Actor, target: { id: number; related: boolean }) =>
    target.id !== actor.userId && target.related,
  canSend: (actor: Actor, c: ConversationRef) => inIt(actor, c) && readOnlyReason(c) === null,
  canBlock: (actor: Actor, c: ConversationRef) => inIt(actor, c) && c.otherId !== null && !c.blockedByMe,
  canUnblock: (actor: Actor, c: ConversationRef) => inIt(actor, c) && c.blockedByMe,
};

export function conversationAbilities(actor: Actor, c: ConversationRef): Abilities<ConversationAbility> {
  const send = conversationPolicy.canSend(actor, c);
  return {
    send,
    call: send,
    end_session: inIt(actor, c),
    block: conversationPolicy.canBlock(actor, c),
    unblock: conversationPolicy.canUnblock(actor, c),
  };
}

export type MessageRef = { senderId: number | null; createdAt: Date; deletedAt: Date | null };

export const messagePolicy = {
  isSender: (actor: Actor, m: MessageRef) => m.senderId !== null && m.senderId === actor.userId,
  /** Edits stop 15 minutes after the send (MESSAGE_EDIT_WINDOW_MS). */
  withinEditWindow: (m: MessageRef, now: Date) =>
    now.getTime() - m.createdAt.getTime() <= MESSAGE_EDIT_WINDOW_MS,
  canEdit: (actor: Actor, m: MessageRef, c: ConversationRef, now: Date) =>
    messagePolicy.isSender(actor, m) &&
    m.deletedAt === null &&
    messagePolicy.withinEditWindow(m, now) &&
    readOnlyReason(c) === null,
  /** Deleting one's own message stays possible in a read-only conversation: it only removes text. */
  canDelete: (actor: Actor, m: MessageRef) => messagePolicy.isSender(actor, m) && m.deletedAt === null,
  /** Only a message the actor received: the other person's, whose account still exists. */
  canReport: (actor: Actor, m: MessageRef) => m.senderId !== null && m.senderId !== actor.userId,
};

export function messageAbilities(
  actor: Actor,
  m: MessageRef,
  c: ConversationRef,
  now: Date,
): Abilities<MessageAbility> {
  return {
    edit: messagePolicy.canEdit(actor, m, c, now),
    delete: messagePolicy.canDelete(actor, m),
    report: messagePolicy.canReport(actor, m),
  };
}

export const blockPolicy = {
  /** A block is its blocker's alone: the blocked person never sees it. */
  canRead: (actor: Actor, block: { blockerId: number }) => block.blockerId === actor.userId,
  /** A block needs someone the actor knows: a relationship now, or a conversation. */
  canCreateFor: (actor: Actor, target: { id: number; related: boolean; sharesConversation: boolean }) =>
    target.id !== actor.userId && (target.related || target.sharesConversation),
};

export const blockAbilities = (actor: Actor, block: { blockerId: number }): Abilities<BlockAbility> => ({
  delete: blockPolicy.canRead(actor, block),
});

/** The report queue is the platform administrators' alone (issue 29, Safety). */
export const messageReportPolicy = {
  canReview: (actor: Actor) => actor.platformAdmin,
  canClose: (actor: Actor, report: { state: string }) => actor.platformAdmin && report.state === 'open',
};

export const messageReportAbilities = (
  actor: Actor,
  report: { state: string },
): Abilities<MessageReportAbility> => ({ close: messageReportPolicy.canClose(actor, report) });
