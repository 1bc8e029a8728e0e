import { REPORT_CONTEXT_MESSAGES } from '@evenkeel/common';
import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { blocks, conversations, messageReports, messages, users } from '../../db/schema';
import type { ChatDeps } from './conversations';
import type { MessageRow } from './message-rows';

/**
 * Blocks and reports (issue 29, Safety). Audit rows carry public ids only, never a message's
 * text or a note (security.md 16).
 */

export type BlockRow = {
  id: number;
  slug: string;
  blockerId: number;
  blockedId: number;
  createdAt: Date;
  userSlug: string;
  firstName: string;
  lastName: string;
  profilePictureUrl: string | null;
};

const selectBlocks = (db: Db) =>
  db
    .select({
      id: blocks.id,
      slug: blocks.slug,
      blockerId: blocks.blockerId,
      blockedId: blocks.blockedId,
      createdAt: blocks.createdAt,
      userSlug: users.slug,
      firstName: users.firstName,
      lastName: users.lastName,
      profilePictureUrl: users.profilePictureUrl,
    })
    .from(blocks)
    .innerJoin(users, eq(users.id, blocks.blockedId));

export async function listBlocks(db: Db, blockerId: number): Promise<BlockRow[]> {
  return selectBlocks(db)
    .where(eq(blocks.blockerId, blockerId))
    .orderBy(desc(blocks.createdAt), desc(blocks.id));
}

export async function findBlock(db: Db, slug: string): Promise<BlockRow | undefined> {
  const [row] = await selectBlocks(db).where(eq(blocks.slug, slug));
  return row;
}

/** The conversation of a pair, if they have one (a block reaches its readers through it). */
async function pairConversation(db: Db, a: number, b: number) {
  const [low, high] = a < b ? [a, b] : [b, a];
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userLowId, low), eq(conversations.userHighId, high)));
  return row ? { id: row.id, userIds: [low, high] } : undefined;
}

export const sharesConversation = async (db: Db, a: number, b: number) =>
  (await pairConversation(db, a, b)) !== undefined;

/** Blocks a person once: a second block of the same person answers the first (`created: false`). */
export async function createBlock(
  { db, bus }: ChatDeps,
  actor: { id: number; ip: string },
  blockedId: number,
): Promise<{ block: BlockRow; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(blocks)
      .values({ blockerId: actor.id, blockedId })
      .onConflictDoNothing()
      .returning({ slug: blocks.slug });
    if (!row) return false;
    await recordAudit(tx, {
      action: 'chat_block_created',
      actorId: actor.id,
      subjectUserId: blockedId,
      detail: row.slug,
      ip: actor.ip,
    });
    return true;
  });
  const [block] = await selectBlocks(db).where(
    and(eq(blocks.blockerId, actor.id), eq(blocks.blockedId, blockedId)),
  );
  if (!block) throw new Error('block neither created nor found');
  if (created) await announcePair({ db, bus }, actor.id, blockedId);
  return { block, created };
}

export async function deleteBlock({ db, bus }: ChatDeps, actor: { id: number; ip: string }, block: BlockRow) {
  await db.transaction(async (tx) => {
    await tx.delete(blocks).where(eq(blocks.id, block.id));
    await recordAudit(tx, {
      action: 'chat_block_deleted',
      actorId: actor.id,
      subjectUserId: block.blockedId,
      detail: block.slug,
      ip: actor.ip,
    });
  });
  await announcePair({ db, bus }, block.blockerId, block.blockedId);
}

async function announcePair({ db, bus }: ChatDeps, a: number, b: number) {
  const conversation = await pairConversation(db, a, b);
  if (conversation)
    bus.publish({ kind: 'conversation', conversationId: conversation.id, userIds: conversation.userIds });
}

/** One line of a report's excerpt as stored: the sender's id is kept so deleting an account can erase its lines. */
export type ExcerptLine = {
  seq: number;
  sender_id: number | null;
  sender_name: string | null;
  body: string | null;
  created_at: string;
  reported: boolean;
};

export type ReportRow = typeof messageReports.$inferSelect & {
  messageSlug: string | null;
  reporterName: string | null;
};

const selectReports = (db: Db) =>
  db
    .select({
      report: messageReports,
      messageSlug: messages.slug,
      reporterFirst: users.firstName,
      reporterLast: users.lastName,
    })
    .from(messageReports)
    .leftJoin(messages, eq(messages.id, messageReports.messageId))
    .leftJoin(users, eq(users.id, messageReports.reporterId));

const toReport = (
  row: Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number],
): ReportRow => ({
  ...row.report,
  messageSlug: row.messageSlug,
  reporterName: row.reporterFirst === null ? null : `${row.reporterFirst} ${row.reporterLast ?? ''}`.trim(),
});

/**
 * Reports a message the reporter received: it and the ten before it are copied, with the
 * senders' names as they are now, so the administrators read that and nothing else. One
 * report per message and reporter: a second answers the first (`created: false`).
 */
export async function reportMessage(
  db: Db,
  actor: { id: number; ip: string },
  message: MessageRow,
  note: string | undefined,
): Promise<{ report: ReportRow; created: boolean }> {
  const created = await db.transaction(async (tx) => {
    const lines = await tx
      .select({
        seq: messages.seq,
        senderId: messages.senderId,
        firstName: users.firstName,
        lastName: users.lastName,
        body: messages.body,
        deletedAt: messages.deletedAt,
        createdAt: messages.createdAt,
      })
      .from(messages)
      .leftJoin(users, eq(users.id, messages.senderId))
      .where(
        and(
          eq(messages.conversationId, message.conversationId),
          lte(messages.seq, message.seq),
          gte(messages.seq, message.seq - REPORT_CONTEXT_MESSAGES),
        ),
      )
      .orderBy(asc(messages.seq));
    const excerpt: ExcerptLine[] = lines.map((line) => ({
      seq: line.seq,
      sender_id: line.senderId,
      sender_name: line.firstName === null ? null : `${line.firstName} ${line.lastName ?? ''}`.trim(),
      body: line.deletedAt ? null : line.body,
      created_at: line.createdAt.toISOString(),
      reported: line.seq === message.seq,
    }));
    const [row] = await tx
      .insert(messageReports)
      .values({ messageId: message.id, reporterId: actor.id, note: note?.trim() ? note : null, excerpt })
      .onConflictDoNothing()
      .returning({ slug: messageReports.slug });
    if (!row) return false;
    await recordAudit(tx, { action: 'message_reported', actorId: actor.id, detail: row.slug, ip: actor.ip });
    return true;
  });
  const [row] = await selectReports(db).where(
    and(eq(messageReports.messageId, message.id), eq(messageReports.reporterId, actor.id)),
  );
  if (!row) throw new Error('report neither created nor found');
  return { report: toReport(row), created };
}

/** The queue: open reports first, then the newest. */
export async function listReports(db: Db, page: { size: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    selectReports(db)
      .orderBy(
        desc(sql`${messageReports.state} = 'open'`),
        desc(messageReports.createdAt),
        desc(messageReports.id),
      )
      .limit(page.size)
      .offset(page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(messageReports),
  ]);
  return { reports: rows.map(toReport), total: Number(total?.n ?? 0) };
}

export async function findReport(db: Db, slug: string): Promise<ReportRow | undefined> {
  const [row] = await selectReports(db).where(eq(messageReports.slug, slug));
  return row ? toReport(row) : undefined;
}

export async function closeReport(
  db: Db,
  actor: { id: number; ip: string },
  report: ReportRow,
): Promise<ReportRow> {
  await db.transaction(async (tx) => {
    await tx
      .update(messageReports)
      .set({ state: 'closed', closedAt: new Date(), closedById: actor.id })
      .where(and(eq(messageReports.id, report.id), eq(messageReports.state, 'open')));
    await recordAudit(tx, {
      action: 'message_report_closed',
      actorId: actor.id,
      detail: report.slug,
      ip: actor.ip,
    });
  });
  const closed = await findReport(db, report.slug);
  if (!closed) throw new Error('report vanished');
  return closed;
}
