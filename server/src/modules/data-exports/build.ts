import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { EXPORT_KEEP_DAYS } from '@evenkeel/common/privacy';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { dataExports, users } from '../../db/schema';
import { queueDelivery, recordEmail } from '../../mail/outbox';
import { newStorageKey } from '../../storage/storage';
import { writeArchive } from './archive';

/** Tries of one build (the first and its retries); after the last the export is `failed`. */
export const EXPORT_BUILD_ATTEMPTS = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Where the member is sent: the account page's "Your data" tab. */
export const dataTabUrl = (publicUrl: string) => `${publicUrl}/profile#data`;

/**
 * Builds one export (the `data_exports.build` job): claims it (`running`, one more attempt),
 * writes the ZIP to a temporary file then into storage, and marks it `ready` with its size,
 * SHA-256 and `expires_at` (ready + EXPORT_KEEP_DAYS), recording the member's e-mail in the same
 * transaction (to a verified address only; a link to the app, never data). Idempotent: a row
 * already built, or gone with its account, is left alone; a run cut short by a restart is
 * claimed again when the queue retries its job. A failure puts it back to `queued` and throws,
 * so the queue retries it, until the last attempt, which marks it `failed`.
 */
export async function buildExport(ctx: AppContext, exportId: number, now = () => new Date()): Promise<void> {
  const [claimed] = await ctx.db
    .update(dataExports)
    .set({ status: 'running', startedAt: now(), attempts: sql`${dataExports.attempts} + 1` })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'running'])))
    .returning();
  if (!claimed) return;
  const folder = await mkdtemp(path.join(tmpdir(), 'evenkeel-export-'));
  const file = path.join(folder, 'export.zip');
  const key = newStorageKey('zip');
  let stored = false;
  let committed = false;
  try {
    const summary = await writeZip(ctx, claimed, file, now());
    await ctx.storage.putFile(key, file);
    stored = true;
    const readyAt = now();
    const emailId = await ctx.db.transaction(async (tx) => {
      const [ready] = await tx
        .update(dataExports)
        .set({
          status: 'ready',
          readyAt,
          expiresAt: new Date(readyAt.getTime() + EXPORT_KEEP_DAYS * DAY_MS),
          sizeBytes: summary.sizeBytes,
          sha256: summary.sha256,
          storageKey: key,
        })
        .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')))
        .returning({ userId: dataExports.userId });
      if (!ready) return undefined;
      const [member] = await tx.select().from(users).where(eq(users.id, ready.userId));
      if (!member?.emailVerifiedAt) return null;
      return recordEmail(tx, {
        userId: member.id,
        to: member.email,
        locale: member.locale,
        template: { kind: 'data_export_ready', name: member.firstName, url: dataTabUrl(ctx.env.publicUrl) },
      });
    });
    committed = true;
    // The row went (its account deleted) or another run finished first: this copy is nobody's.
    if (emailId === undefined) await ctx.storage.delete(key);
    else if (emailId !== null) await queueDelivery(ctx.jobs, emailId);
  } catch (error) {
    // Once the row names the file, it stays (an e-mail not queued here is the sweeper's to send).
    if (committed) throw error;
    if (stored) await ctx.storage.delete(key).catch(() => undefined);
    const last = claimed.attempts >= EXPORT_BUILD_ATTEMPTS;
    await ctx.db
      .update(dataExports)
      .set(last ? { status: 'failed', failedAt: now() } : { status: 'queued' })
      .where(and(eq(dataExports.id, exportId), eq(dataExports.status, 'running')));
    // Thrown either way: the queue logs it, and retries it unless this was the last attempt.
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function writeZip(
  ctx: AppContext,
  row: typeof dataExports.$inferSelect,
  file: string,
  generatedAt: Date,
) {
  const out = new PassThrough();
  const written = pipeline(out, createWriteStream(file, { mode: 0o600 }));
  const summary = await writeArchive(ctx, { userId: row.userId, locale: row.locale, generatedAt }, out).catch(
    (error: unknown) => {
      out.destroy(error as Error);
      throw error;
    },
  );
  out.end();
  await written;
  return summary;
}

/**
 * Deletes the files of exports past `expires_at` (the hourly `data_exports.expire` job), then
 * marks each row `expired` without its key; the row stays as the record that the export
 * happened (who asked, why, when). The file goes first: a removal that fails leaves the row due,
 * and the next run tries again, so no file outlives its row's knowledge of it.
 */
export async function expireExports(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  now = new Date(),
): Promise<number> {
  const due = await ctx.db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), lte(dataExports.expiresAt, now)));
  for (const { id, key } of due) {
    if (!key) continue;
    await ctx.storage.delete(key);
    await ctx.db
      .update(dataExports)
      .set({ status: 'expired', storageKey: null })
      .where(and(eq(dataExports.id, id), eq(dataExports.storageKey, key)));
  }
  return due.length;
}
