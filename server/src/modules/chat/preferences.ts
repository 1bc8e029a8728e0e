import type { chatPreferencesUpdateSchema } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { chatPreferences } from '../../db/schema';

export type ChatSettings = { readReceipts: boolean; typingIndicator: boolean; messageNotifications: boolean };

/** Calm by default (issue 29): no read receipts, no typing shown; unread-message e-mails on. */
const DEFAULTS: ChatSettings = { readReceipts: false, typingIndicator: false, messageNotifications: true };

/** A person's chat settings; the defaults until they first change one (no row written by a read). */
export async function readChatSettings(db: Db, userId: number): Promise<ChatSettings> {
  const [row] = await db.select().from(chatPreferences).where(eq(chatPreferences.userId, userId));
  return row
    ? {
        readReceipts: row.readReceipts,
        typingIndicator: row.typingIndicator,
        messageNotifications: row.messageNotifications,
      }
    : DEFAULTS;
}

/** Saves what was sent over what was there (the row is created on the first change). */
export async function updateChatSettings(
  db: Db,
  userId: number,
  input: z.infer<typeof chatPreferencesUpdateSchema>,
): Promise<ChatSettings> {
  const changes = {
    ...(input.read_receipts !== undefined ? { readReceipts: input.read_receipts } : {}),
    ...(input.typing_indicator !== undefined ? { typingIndicator: input.typing_indicator } : {}),
    ...(input.message_notifications !== undefined
      ? { messageNotifications: input.message_notifications }
      : {}),
  };
  const [row] = await db
    .insert(chatPreferences)
    .values({ userId, ...DEFAULTS, ...changes })
    .onConflictDoUpdate({
      target: chatPreferences.userId,
      set: Object.keys(changes).length ? changes : { userId },
    })
    .returning();
  if (!row) throw new Error('chat preferences not saved');
  return {
    readReceipts: row.readReceipts,
    typingIndicator: row.typingIndicator,
    messageNotifications: row.messageNotifications,
  };
}
