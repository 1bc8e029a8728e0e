import type { Writable } from 'node:stream';
import type { Locale } from '@evenkeel/common/locale';
import { EXPORT_FORMAT_VERSION } from '@evenkeel/common/privacy';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { users } from '../../../db/schema';
import { ZipWriter } from './zip-writer';

export type ArchiveRequest = {
  /** The member whose data it is. */
  userId: number;
  /** The language of the labels (column names and codes stay the same in both). */
  locale: Locale;
  generatedAt: Date;
};

export type ArchiveSummary = { sizeBytes: number; sha256: string; files: number };

/**
 * Writes a member's whole export as one ZIP into `out`, as it is made (never whole in memory):
 * `manifest.json` last, listing every other file with its SHA-256. What goes in, and in which
 * file, is docs/privacy-exports.md. The caller owns `out` (a file in storage, a test's buffer).
 */
export async function writeArchive(
  ctx: AppContext,
  request: ArchiveRequest,
  out: Writable,
): Promise<ArchiveSummary> {
  const [member] = await ctx.db.select().from(users).where(eq(users.id, request.userId));
  if (!member) throw new Error(`data export: no user ${request.userId}`);
  const zip = new ZipWriter(out);
  await zip.addBuffer(
    'evenkeel.json',
    JSON.stringify(
      {
        format_version: EXPORT_FORMAT_VERSION,
        account: {
          provenance: 'provided',
          id: member.slug,
          email: member.email,
          first_name: member.firstName,
          last_name: member.lastName,
          locale: member.locale,
        },
      },
      null,
      2,
    ),
  );
  const files = zip.manifestFiles();
  await zip.addBuffer(
    'manifest.json',
    JSON.stringify(
      {
        format_version: EXPORT_FORMAT_VERSION,
        generated_at: request.generatedAt.toISOString(),
        member: { id: member.slug, email: member.email },
        files,
      },
      null,
      2,
    ),
  );
  const { sizeBytes, sha256 } = await zip.finish();
  return { sizeBytes, sha256, files: files.length + 1 };
}
