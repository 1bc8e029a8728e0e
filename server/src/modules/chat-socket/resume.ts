import { MESSAGE_PAGE_SIZE, type ServerFrame } from '@evenkeel/common';
import type { Db } from '../../db/client';
import { presentSocketMessage } from '../chat';
import { conversationOfReader, readerPage } from './reads';

/**
 * One page of a resume (issue 29, "Delivery"): everything after `afterSeq` in the reader's
 * conversation, from the database, ordered by sequence, at most MESSAGE_PAGE_SIZE; the client
 * asks again from `next_after_seq` until it is null. The same after a gap of a second or of 30
 * days: nothing is kept per client, so nothing expires. Null when the reader is not in the
 * conversation (the caller answers not_found, whether or not it exists).
 */
export async function resumePage(
  db: Db,
  readerId: number,
  conversationSlug: string,
  afterSeq: number,
): Promise<Extract<ServerFrame, { type: 'page' }> | null> {
  // One more than a page tells whether another page follows, without counting.
  const rows = await readerPage(db, readerId, conversationSlug, afterSeq, MESSAGE_PAGE_SIZE + 1);
  const first = rows[0];
  if (!first) {
    // Nothing after `afterSeq`, or not the reader's: the second read tells which.
    const conversation = await conversationOfReader(db, readerId, conversationSlug);
    if (!conversation) return null;
    return { type: 'page', conversation_id: conversation.slug, messages: [], next_after_seq: null };
  }
  const more = rows.length > MESSAGE_PAGE_SIZE;
  const page = more ? rows.slice(0, MESSAGE_PAGE_SIZE) : rows;
  return {
    type: 'page',
    conversation_id: first.conversationSlug,
    messages: page.map((row) => presentSocketMessage(row, readerId)),
    next_after_seq: more ? (page.at(-1)?.seq ?? afterSeq) : null,
  };
}
