import { Readable, type Writable } from 'node:stream';
import { CURRENT_QUESTIONNAIRE } from '@evenkeel/common';
import type { Locale } from '@evenkeel/common/locale';
import { EXPORT_FORMAT_VERSION } from '@evenkeel/common/privacy';
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { checkups, users } from '../../../db/schema';
import { translator } from '../../../i18n';
import { fhirBundle } from '../fhir/bundle';
import { accountSections } from './account';
import { chatSections } from './chat';
import { checkupsCsv, coverageUsesCsv, logsCsv, messagesCsv } from './csv-files';
import { addUploadedFiles } from './files';
import { buffered, jsonChunks, StreamedObject } from './json-writer';
import { labelsFor } from './labels';
import { contentSections, privacySections } from './reading';
import { resultSections } from './results';
import type { ExportScope } from './section';
import { sharingSections } from './sharing';
import { ZipWriter } from './zip-writer';

export { EXPORTED_TABLES, NOT_EXPORTED } from './tables';

export type ArchiveRequest = {
  /** The member whose data it is. */
  userId: number;
  /** The language of the labels (column names and codes stay the same in both). */
  locale: Locale;
  generatedAt: Date;
};

export type ArchiveSummary = { sizeBytes: number; sha256: string; files: number };

const stream = (chunks: AsyncIterable<string>) => Readable.from(buffered(chunks));

/**
 * Writes a member's whole export as one ZIP into `out`, as it is made (never whole in memory):
 * `evenkeel.json`, the CSVs, `fhir/bundle.json`, the uploaded files, then `manifest.json` last,
 * listing every other file with its SHA-256. What goes in, and in which file, is
 * docs/privacy-exports.md. The caller owns `out` (a file in storage, a test's buffer).
 */
export async function writeArchive(
  ctx: AppContext,
  request: ArchiveRequest,
  out: Writable,
): Promise<ArchiveSummary> {
  const [member] = await ctx.db.select().from(users).where(eq(users.id, request.userId));
  if (!member) throw new Error(`data export: no user ${request.userId}`);
  const scope: ExportScope = { db: ctx.db, member, locale: request.locale, t: translator(request.locale) };
  const stored = await ctx.db
    .selectDistinct({ version: checkups.questionnaireVersion })
    .from(checkups)
    .where(eq(checkups.userId, member.id))
    .orderBy(asc(checkups.questionnaireVersion));
  // The current questionnaire always: its labels and CSV columns are there before a first check-up.
  const versions = [...new Set([...stored.map((row) => row.version), CURRENT_QUESTIONNAIRE.version])].sort(
    (a, b) => a - b,
  );
  const zip = new ZipWriter(out);
  await zip.addStream(
    'evenkeel.json',
    stream(jsonChunks(new StreamedObject(documentEntries(scope, request.generatedAt, versions)))),
  );
  await zip.addStream('csv/checkups.csv', stream(checkupsCsv(scope, versions)));
  await zip.addStream('csv/logs.csv', stream(logsCsv(scope)));
  await zip.addStream('csv/coverage_uses.csv', stream(coverageUsesCsv(scope)));
  await zip.addStream('csv/messages.csv', stream(messagesCsv(scope)));
  await zip.addStream('fhir/bundle.json', stream(jsonChunks(fhirBundle(scope, request.generatedAt))));
  const missing = await addUploadedFiles(ctx, member.id, zip);
  const files = zip.manifestFiles();
  await zip.addBuffer(
    'manifest.json',
    JSON.stringify(
      {
        format_version: EXPORT_FORMAT_VERSION,
        generated_at: request.generatedAt.toISOString(),
        language: request.locale,
        member: {
          id: member.slug,
          email: member.email,
          first_name: member.firstName,
          last_name: member.lastName,
        },
        files,
        missing_files: missing,
      },
      null,
      2,
    ),
  );
  const { sizeBytes, sha256 } = await zip.finish();
  return { sizeBytes, sha256, files: files.length + 1 };
}

async function* documentEntries(
  scope: ExportScope,
  generatedAt: Date,
  versions: number[],
): AsyncGenerator<[string, unknown]> {
  yield ['format_version', EXPORT_FORMAT_VERSION];
  yield ['generated_at', generatedAt.toISOString()];
  yield ['labels', labelsFor(scope.locale, versions)];
  yield* accountSections(scope);
  yield* resultSections(scope);
  yield* sharingSections(scope);
  yield* contentSections(scope);
  yield* chatSections(scope);
  yield* privacySections(scope);
}
