import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXPORT_KEEP_DAYS } from '@evenkeel/common/privacy';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { dataExports, users } from '../db/schema';
import { writeArchive } from '../modules/data-exports/archive';
import { newStorageKey } from '../storage/storage';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A finished export of the member's own (issue 30), built with the real archive writer once the
 * demo data is committed, so "Your data" shows it ready and its Download works. No e-mail: the
 * demo tells nobody at start. Kept the usual 7 days, then the hourly job deletes it like any other.
 */
export async function seedDemoExport(ctx: AppContext, email: string): Promise<void> {
  const [member] = await ctx.db.select().from(users).where(eq(users.email, email));
  if (!member) return;
  const folder = await mkdtemp(path.join(tmpdir(), 'evenkeel-demo-export-'));
  try {
    const file = path.join(folder, 'export.zip');
    const readyAt = new Date();
    const out = createWriteStream(file, { mode: 0o600 });
    const closed = new Promise<void>((resolve, reject) => {
      out.on('close', resolve);
      out.on('error', reject);
    });
    const summary = await writeArchive(
      ctx,
      { userId: member.id, locale: member.locale, generatedAt: readyAt },
      out,
    );
    out.end();
    await closed;
    const key = newStorageKey('zip');
    await ctx.storage.putFile(key, file);
    await ctx.db.insert(dataExports).values({
      userId: member.id,
      requestedById: member.id,
      requestedByName: `${member.firstName} ${member.lastName}`.trim(),
      locale: member.locale,
      status: 'ready',
      requestedAt: new Date(readyAt.getTime() - 60_000),
      startedAt: new Date(readyAt.getTime() - 30_000),
      readyAt,
      expiresAt: new Date(readyAt.getTime() + EXPORT_KEEP_DAYS * DAY_MS),
      sizeBytes: summary.sizeBytes,
      sha256: summary.sha256,
      storageKey: key,
      attempts: 1,
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
