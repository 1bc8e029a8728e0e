import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  blocks,
  calls,
  chatPreferences,
  conversationParticipants,
  conversations,
  messages,
  users,
} from '../../db/schema';
import type { ConversationRef } from '../../policies/chat';
import { relatedAmong } from './contact';
import { readerIn } from './message-rows';

/**
 * A conversation as one of its two people reads it: the row, the other person (null once their
 * account is deleted), both read states and chat settings, the last message, the live call, the
 * blocks either way, and whether the two are still related (contact.ts). Two queries, whatever
 * the number of conversations.
 */
export type ConversationView = ConversationRef & {
  id: number;
  slug: string;
  lastSeq: number;
  createdAt: Date;
  sessionEndedAt: Date | null;
  sessionEndedById: number | null;
  other: { slug: string; firstName: string; lastName: string; profilePictureUrl: string | null } | null;
  lastReadSeq: number;
  otherLastReadSeq: number;
  receiptsShared: boolean;
  typingShared: boolean;
  lastMessage: { body: string | null; senderId: number | null; deleted: boolean; createdAt: Date } | null;
  call: { slug: string; state: 'ringing' | 'active' | 'ended' | 'declined' | 'missed' } | null;
};

const other = alias(users, 'other');
const mine = alias(conversationParticipants, 'mine');
const theirs = alias(conversationParticipants, 'theirs');
const myPrefs = alias(chatPreferences, 'my_prefs');
const theirPrefs = alias(chatPreferences, 'their_prefs');
const lastMessage = alias(messages, 'last_message');

const otherIdOf = (readerId: number) =>
  sql<
    number | null
  >`case when ${conversations.userLowId} = ${readerId} then ${conversations.userHighId} else ${conversations.userLowId} end`;

/** Unread first, then the newest activity. */
const unreadFirst: SQL[] = [
  desc(sql`${conversations.lastSeq} > coalesce(${mine.lastReadSeq}, 0)`),
  desc(sql`coalesce(${conversations.lastMessageAt}, ${conversations.createdAt})`),
  desc(conversations.id),
];

function selectViews(db: Db, readerId: number) {
  const otherId = otherIdOf(readerId);
  return db
    .select({
      id: conversations.id,
      slug: conversations.slug,
      userLowId: conversations.userLowId,
      userHighId: conversations.userHighId,
      lastSeq: conversations.lastSeq,
      createdAt: conversations.createdAt,
      sessionEndedAt: conversations.sessionEndedAt,
      sessionEndedById: conversations.sessionEndedById,
      otherId: other.id,
      otherSlug: other.slug,
      otherFirstName: other.firstName,
      otherLastName: other.lastName,
      otherPicture: other.profilePictureUrl,
      lastReadSeq: mine.lastReadSeq,
      otherLastReadSeq: theirs.lastReadSeq,
      myReceipts: myPrefs.readReceipts,
      theirReceipts: theirPrefs.readReceipts,
      myTyping: myPrefs.typingIndicator,
      theirTyping: theirPrefs.typingIndicator,
      lastBody: lastMessage.body,
      lastSenderId: lastMessage.senderId,
      lastDeletedAt: lastMessage.deletedAt,
      lastCreatedAt: lastMessage.createdAt,
      callSlug: calls.slug,
      callState: calls.state,
      blockedByMe: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${readerId} and ${blocks.blockedId} = ${other.id})`,
      blockedByOther: sql<boolean>`exists (select 1 from ${blocks} where ${blocks.blockerId} = ${other.id} and ${blocks.blockedId} = ${readerId})`,
    })
    .from(conversations)
    .leftJoin(other, eq(other.id, otherId))
    .leftJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.userId, readerId)))
    .leftJoin(theirs, and(eq(theirs.conversationId, conversations.id), eq(theirs.userId, other.id)))
    .leftJoin(myPrefs, eq(myPrefs.userId, readerId))
    .leftJoin(theirPrefs, eq(theirPrefs.userId, other.id))
    .leftJoin(
      lastMessage,
      and(eq(lastMessage.conversationId, conversations.id), eq(lastMessage.seq, conversations.lastSeq)),
    )
    .leftJoin(
      calls,
      and(eq(calls.conversationId, conversations.id), inArray(calls.state, ['ringing', 'active'])),
    )
    .$dynamic();
}

type Raw = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];

function toView(row: Raw, related: Set<number>): ConversationView {
  return {
    id: row.id,
    slug: row.slug,
    userLowId: row.userLowId,
    userHighId: row.userHighId,
    lastSeq: row.lastSeq,
    createdAt: row.createdAt,
    sessionEndedAt: row.sessionEndedAt,
    sessionEndedById: row.sessionEndedById,
    otherId: row.otherId,
    related: row.otherId !== null && related.has(row.otherId),
    blockedByMe: Boolean(row.blockedByMe),
    blockedByOther: Boolean(row.blockedByOther),
    other:
      row.otherId !== null && row.otherSlug !== null
        ? {
            slug: row.otherSlug,
            firstName: row.otherFirstName ?? '',
            lastName: row.otherLastName ?? '',
            profilePictureUrl: row.otherPicture,
          }
        : null,
    lastReadSeq: row.lastReadSeq ?? 0,
    otherLastReadSeq: row.otherLastReadSeq ?? 0,
    receiptsShared: Boolean(row.myReceipts && row.theirReceipts),
    typingShared: Boolean(row.myTyping && row.theirTyping),
    lastMessage:
      row.lastCreatedAt !== null
        ? {
            body: row.lastDeletedAt ? null : row.lastBody,
            senderId: row.lastSenderId,
            deleted: row.lastDeletedAt !== null,
            createdAt: row.lastCreatedAt,
          }
        : null,
    call: row.callSlug && row.callState ? { slug: row.callSlug, state: row.callState } : null,
  };
}

async function withRelations(db: Db, readerId: number, rows: Raw[]): Promise<ConversationView[]> {
  const others = rows.map((row) => row.otherId).filter((id): id is number => id !== null);
  const related = await relatedAmong(db, readerId, others);
  return rows.map((row) => toView(row, related));
}

/** The reader's conversation by its public id, or undefined: not found and not theirs read the same. */
export async function findConversationView(
  db: Db,
  readerId: number,
  slug: string,
): Promise<ConversationView | undefined> {
  const rows = await selectViews(db, readerId).where(and(eq(conversations.slug, slug), readerIn(readerId)));
  return (await withRelations(db, readerId, rows))[0];
}

/** The reader's conversation by its row id (after a write). */
export async function conversationViewById(db: Db, readerId: number, id: number) {
  const rows = await selectViews(db, readerId).where(and(eq(conversations.id, id), readerIn(readerId)));
  const [view] = await withRelations(db, readerId, rows);
  if (!view) throw new Error('conversation not found after write');
  return view;
}

/** A page of the reader's conversations, unread first then newest, with the total and the unread sum. */
export async function listConversationViews(
  db: Db,
  readerId: number,
  page: { size: number; offset: number },
) {
  const [rows, [totals]] = await Promise.all([
    selectViews(db, readerId)
      .where(readerIn(readerId))
      .orderBy(...unreadFirst)
      .limit(page.size)
      .offset(page.offset),
    db
      .select({
        total: sql<number>`count(*)::int`,
        unread: sql<number>`coalesce(sum(greatest(${conversations.lastSeq} - coalesce(${mine.lastReadSeq}, 0), 0)), 0)::int`,
      })
      .from(conversations)
      .leftJoin(mine, and(eq(mine.conversationId, conversations.id), eq(mine.userId, readerId)))
      .where(or(eq(conversations.userLowId, readerId), eq(conversations.userHighId, readerId))),
  ]);
  return {
    views: await withRelations(db, readerId, rows),
    total: Number(totals?.total ?? 0),
    unreadTotal: Number(totals?.unread ?? 0),
  };
}

/** Unread messages for the reader in one conversation. */
export const unreadCount = (view: ConversationView) => Math.max(0, view.lastSeq - view.lastReadSeq);
