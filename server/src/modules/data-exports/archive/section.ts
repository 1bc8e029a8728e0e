import type { Locale } from '@evenkeel/common';
import type { Db } from '../../../db/client';
import type { users } from '../../../db/schema';
import type { ServerTranslate } from '../../../i18n';
import { StreamedArray, StreamedObject } from './json-writer';

/** What the member gave (answers, logs, messages, settings) or what Evenkeel computed (scores, bands, screens). */
export type Provenance = 'provided' | 'derived';

export type Member = typeof users.$inferSelect;

/** What every part of the export reads from. */
export type ExportScope = { db: Db; member: Member; locale: Locale; t: ServerTranslate };

/** A section of evenkeel.json: its provenance first, then its rows (read as they are written). */
export const listSection = (provenance: Provenance, items: AsyncIterable<unknown> | Iterable<unknown>) =>
  new StreamedObject([
    ['provenance', provenance],
    ['items', new StreamedArray(items)],
  ]);

/** A section that is one record (the account, the preferences). */
export const recordSection = (provenance: Provenance, record: Record<string, unknown> | null) => ({
  provenance,
  ...(record ?? {}),
});

/** A person other than the member, by name only: never their e-mail or anything else of theirs. */
export const personName = (
  person: { firstName: string | null; lastName: string | null } | null | undefined,
) => (person?.firstName != null ? `${person.firstName} ${person.lastName ?? ''}`.trim() : null);
