import { aliasedTable, and, asc, eq, gt, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  blocks,
  calls,
  conversationParticipants,
  conversations,
  messageEdits,
  messageReports,
  messages,
  users,
} from '../../../db/schema';
import { iso, keysetRows, PAGE_SIZE } from './pages';
import { type ExportScope, listSection, personName } from './section';

const other = aliasedTable(users, 'other');

type Conversation = { id: number; slug: string; otherPerson: string | null };

/** The member's conversations, the other person by name only (a deleted account: null). */
async function conversationsOf(db: Db, userId: number) {
  return db
    .select({ conversation: conversations, participant: conversationParticipants, other })
    .from(conversations)
    .leftJoin(
      other,
      or(
        and(eq(conversations.userLowId, userId), eq(other.id, conversations.userHighId)),
        and(eq(conversations.userHighId, userId), eq(other.id, conversations.userLowId)),
      ),
    )
    .leftJoin(
      conversationParticipants,
      and(
        eq(conversationParticipants.conversationId, conversations.id),
        eq(conversationParticipants.userId, userId),
      ),
    )
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)))
    .orderBy(asc(conversations.id));
}

export type MessageRow = {
  conversation: string;
  other_person: string | null;
  seq: number;
  id: string;
  direction: 'sent' | 'received';
  body: string | null;
  created_at: string | null;
  edited_at: string | null;
  deleted_at: string | null;
  earlier_versions: { body: string; replaced_at: string | null }[];
};

/** Every message of the member's conversations, sent and received, conversation by conversation. */
export async function* messageRows(db: Db, userId: number): AsyncGenerator<MessageRow> {
  const list: Conversation[] = (await conversationsOf(db, userId)).map((row) => ({
    id: row.conversation.id,
    slug: row.conversation.slug,
    otherPerson: personName(row.other),
  }));
  for (const conversation of list) {
    let after = 0;
    for (;;) {
      const page = await db
        .select()
        .from(messages)
        .where(and(eq(messages.conversationId, conversation.id), gt(messages.seq, after)))
        .orderBy(asc(messages.seq))
        .limit(PAGE_SIZE);
      // The earlier texts of the member's own edited messages (the other person's are theirs).
      const edited = page.filter((row) => row.editedAt && row.senderId === userId).map((row) => row.id);
      const edits =
        edited.length > 0
          ? await db
              .select()
              .from(messageEdits)
              .where(inArray(messageEdits.messageId, edited))
              .orderBy(asc(messageEdits.id))
          : [];
      for (const row of page) {
        yield {
          conversation: conversation.slug,
          other_person: conversation.otherPerson,
          seq: row.seq,
          id: row.slug,
          direction: row.senderId === userId ? 'sent' : 'received',
          body: row.body,
          created_at: iso(row.createdAt),
          edited_at: iso(row.editedAt),
          deleted_at: iso(row.deletedAt),
          earlier_versions: edits
            .filter((edit) => edit.messageId === row.id)
            .map((edit) => ({ body: edit.body, replaced_at: iso(edit.replacedAt) })),
        };
      }
      const last = page.at(-1);
      if (page.length < PAGE_SIZE || !last) break;
      after = last.seq;
    }
  }
}

/** Conversations, messages, blocks, reports and calls. */
export async function* chatSections({ db, member }: ExportScope): AsyncGenerator<[string, unknown]> {
  const list = await conversationsOf(db, member.id);
  yield [
    'conversations',
    listSection(
      'provided',
      list.map(({ conversation, participant, other: person }) => ({
        id: conversation.slug,
        other_person: personName(person),
        other_account_deleted: person === null,
        created_at: iso(conversation.createdAt),
        last_message_at: iso(conversation.lastMessageAt),
        session_ended_at: iso(conversation.sessionEndedAt),
        session_ended_by_you: conversation.sessionEndedById === member.id,
        your_last_read_seq: participant?.lastReadSeq ?? null,
        notified_at: iso(participant?.notifiedAt),
      })),
    ),
  ];
  yield ['messages', listSection('provided', messageRows(db, member.id))];
  const blocked = await db
    .select({ block: blocks, other })
    .from(blocks)
    .innerJoin(other, eq(other.id, blocks.blockedId))
    .where(eq(blocks.blockerId, member.id))
    .orderBy(asc(blocks.id));
  yield [
    'blocks',
    listSection(
      'provided',
      blocked.map(({ block, other: person }) => ({
        blocked: personName(person),
        since: iso(block.createdAt),
      })),
    ),
  ];
  const reports = await db
    .select({ report: messageReports, message: messages.slug })
    .from(messageReports)
    .leftJoin(messages, eq(messages.id, messageReports.messageId))
    .where(eq(messageReports.reporterId, member.id))
    .orderBy(asc(messageReports.id));
  yield [
    'message_reports',
    listSection(
      'provided',
      reports.map(({ report, message }) => ({
        id: report.slug,
        message,
        note: report.note,
        state: report.state,
        created_at: iso(report.createdAt),
        closed_at: iso(report.closedAt),
      })),
    ),
  ];
  const conversationIds = list.map((row) => row.conversation.id);
  const slugs = new Map(list.map((row) => [row.conversation.id, row.conversation.slug]));
  yield [
    'calls',
    listSection(
      'provided',
      conversationIds.length === 0 ? [] : keysetCalls(db, conversationIds, member.id, slugs),
    ),
  ];
}

async function* keysetCalls(db: Db, conversationIds: number[], userId: number, slugs: Map<number, string>) {
  const rows = keysetRows(
    (after: number | null, limit) =>
      db
        .select()
        .from(calls)
        .where(
          and(
            inArray(calls.conversationId, conversationIds),
            after === null ? undefined : gt(calls.id, after),
          ),
        )
        .orderBy(asc(calls.id))
        .limit(limit),
    (row) => row.id,
  );
  for await (const call of rows) {
    yield {
      id: call.slug,
      conversation: slugs.get(call.conversationId) ?? null,
      you_called: call.callerId === userId,
      state: call.state,
      created_at: iso(call.createdAt),
      answered_at: iso(call.answeredAt),
      ended_at: iso(call.endedAt),
    };
  }
}
