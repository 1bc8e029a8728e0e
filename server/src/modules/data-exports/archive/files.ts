import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { uploads } from '../../../db/schema';
import { uploadPath } from './account';
import type { ZipWriter } from './zip-writer';

/**
 * The member's uploaded files (profile picture, documents they own: `uploads.user_id`), one at a
 * time from storage, each under `files/` by its purpose and id. A file missing from storage is
 * skipped (listed in the manifest's `missing_files`), so one lost object never blocks the export.
 */
export async function addUploadedFiles(ctx: AppContext, userId: number, zip: ZipWriter): Promise<string[]> {
  const rows = await ctx.db
    .select({ slug: uploads.slug, purpose: uploads.purpose, storageKey: uploads.storageKey })
    .from(uploads)
    .where(eq(uploads.userId, userId))
    .orderBy(asc(uploads.id));
  const missing: string[] = [];
  for (const row of rows) {
    const data = await ctx.storage.get(row.storageKey);
    if (data) await zip.addBuffer(uploadPath(row), data);
    else missing.push(uploadPath(row));
  }
  return missing;
}
