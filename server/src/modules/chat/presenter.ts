import type {
  Abilities,
  BlockAbility,
  blockResource,
  ConversationAbility,
  chatPreferencesResource,
  conversationResource,
  MessageAbility,
  MessageReportAbility,
  messageReportResource,
  messageResource,
  Presented,
} from '@evenkeel/common';
import { readOnlyReason } from '../../policies/chat';
import { type ConversationView, unreadCount } from './conversation-view';
import type { MessageRow } from './message-rows';
import type { ChatSettings } from './preferences';
import type { BlockRow, ExcerptLine, ReportRow } from './safety';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/**
 * A conversation as its reader sees it. The other person's read state and the typing indicator
 * show only when both turned them on; a deleted account shows no name ("Deleted account").
 */
export function presentConversation(
  view: ConversationView,
  readerId: number,
  abilities: Abilities<ConversationAbility>,
): Presented<typeof conversationResource> {
  const last = view.lastMessage;
  return {
    type: 'conversations',
    id: view.slug,
    other_name: view.other ? fullName(view.other) : null,
    other_picture_url: view.other?.profilePictureUrl ?? null,
    last_seq: view.lastSeq,
    last_read_seq: Math.min(view.lastReadSeq, view.lastSeq),
    other_last_read_seq: view.receiptsShared ? Math.min(view.otherLastReadSeq, view.lastSeq) : null,
    typing_shared: view.typingShared,
    last_message_body: last?.body ?? null,
    last_message_at: last?.createdAt.toISOString() ?? null,
    last_message_mine: last ? last.senderId === readerId : null,
    read_only_reason: readOnlyReason(view),
    session_ended_at: view.sessionEndedAt?.toISOString() ?? null,
    session_ended_by_me: view.sessionEndedAt ? view.sessionEndedById === readerId : null,
    call_id: view.call?.slug ?? null,
    call_state: view.call?.state ?? null,
    created_at: view.createdAt.toISOString(),
    participant: view.other ? { type: 'users', id: view.other.slug } : null,
    relationshipNames: ['participant'],
    meta: { abilities, unread_count: unreadCount(view) },
  };
}

/** A message over HTTP: the socket's shape plus the earlier texts (none once deleted). */
export function presentMessage(
  row: MessageRow,
  readerId: number,
  edits: { body: string; replacedAt: Date }[],
  abilities: Abilities<MessageAbility>,
): Presented<typeof messageResource> {
  const deleted = row.deletedAt !== null;
  return {
    type: 'messages',
    id: row.slug,
    seq: row.seq,
    body: deleted ? null : row.body,
    client_id: row.clientId,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted,
    mine: row.senderId !== null && row.senderId === readerId,
    edits: deleted
      ? []
      : edits.map((edit) => ({ body: edit.body, replaced_at: edit.replacedAt.toISOString() })),
    conversation: { type: 'conversations', id: row.conversationSlug },
    sender: row.senderSlug ? { type: 'users', id: row.senderSlug } : null,
    relationshipNames: ['conversation', 'sender'],
    meta: { abilities },
  };
}

export function presentBlock(
  block: BlockRow,
  abilities: Abilities<BlockAbility>,
): Presented<typeof blockResource> {
  return {
    type: 'blocks',
    id: block.slug,
    full_name: fullName(block),
    profile_picture_url: block.profilePictureUrl,
    created_at: block.createdAt.toISOString(),
    user: { type: 'users', id: block.userSlug },
    relationshipNames: ['user'],
    meta: { abilities },
  };
}

/** A report: the excerpt as copied, without the senders' internal ids. */
export function presentReport(
  report: ReportRow,
  abilities: Abilities<MessageReportAbility>,
): Presented<typeof messageReportResource> {
  const excerpt = (report.excerpt as ExcerptLine[]).map((line) => ({
    seq: line.seq,
    sender_name: line.sender_name,
    body: line.body,
    created_at: line.created_at,
    reported: line.reported,
  }));
  return {
    type: 'message_reports',
    id: report.slug,
    note: report.note,
    state: report.state,
    created_at: report.createdAt.toISOString(),
    closed_at: report.closedAt?.toISOString() ?? null,
    reporter_name: report.reporterName,
    excerpt,
    message: report.messageSlug ? { type: 'messages', id: report.messageSlug } : null,
    relationshipNames: ['message'],
    meta: { abilities },
  };
}

export function presentChatSettings(
  userSlug: string,
  settings: ChatSettings,
): Presented<typeof chatPreferencesResource> {
  return {
    type: 'chat_preferences',
    id: userSlug,
    read_receipts: settings.readReceipts,
    typing_indicator: settings.typingIndicator,
    message_notifications: settings.messageNotifications,
  };
}
