import { eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversations, messageEdits, messageReports, messages } from '../../db/schema';
import type { ExcerptLine } from './safety';

/**
 * What deleting an account erases of chat (issue 29: "Deleting an account erases the text of
 * every message it sent"; users/deletion.ts calls it in its transaction): the texts of the
 * person's messages and their earlier versions, their lines (name and text) in the excerpts
 * reports copied, and the notes of reports they wrote. The messages keep their place, so the
 * other person's sequence has no gap; the sender becomes null with the account. Answers the
 * conversations' other people, whom the caller tells after commit.
 */
export async function eraseChatOf(
  tx: Db,
  userId: number,
): Promise<{ conversationId: number; otherId: number }[]> {
  const pairs = await tx
    .select({ id: conversations.id, low: conversations.userLowId, high: conversations.userHighId })
    .from(conversations)
    .where(or(eq(conversations.userLowId, userId), eq(conversations.userHighId, userId)));
  const sent = tx.select({ id: messages.id }).from(messages).where(eq(messages.senderId, userId));
  await tx.delete(messageEdits).where(inArray(messageEdits.messageId, sent));
  await tx.update(messages).set({ body: null }).where(eq(messages.senderId, userId));
  await tx.update(messageReports).set({ note: null }).where(eq(messageReports.reporterId, userId));
  const quoted = await tx
    .select({ id: messageReports.id, excerpt: messageReports.excerpt })
    .from(messageReports)
    .where(sql`${messageReports.excerpt} @> ${JSON.stringify([{ sender_id: userId }])}::jsonb`);
  for (const report of quoted) {
    const excerpt = (report.excerpt as ExcerptLine[]).map((line) =>
      line.sender_id === userId ? { ...line, sender_id: null, sender_name: null, body: null } : line,
    );
    await tx.update(messageReports).set({ excerpt }).where(eq(messageReports.id, report.id));
  }
  // Who to tell after commit: the other person of each conversation, when they still have an account.
  return pairs.flatMap((pair) => {
    const otherId = pair.low === userId ? pair.high : pair.low;
    return otherId === null ? [] : [{ conversationId: pair.id, otherId }];
  });
}
