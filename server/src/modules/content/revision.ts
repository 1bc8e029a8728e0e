import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contentRevision } from '../../db/schema';
import { statement } from '../../db/statements';
import { type KeptKey, keptDocuments } from '../../http/kept-documents';

/**
 * The content's revision (`content_revision.value`): it moves in the same transaction as every
 * change to `content_items` or `content_topics` (a trigger, migration 0014), so a value computed
 * from all the content at revision R stays true as long as the database says R. What is costly
 * to compute over every item (a list's total, the recommendation candidates) is cached per
 * instance under its revision; a write through any instance changes the key every instance reads.
 */
export const contentRevisionColumn = () =>
  sql<number>`(select ${contentRevision.value} from ${contentRevision} where ${contentRevision.id} = 1)`.mapWith(
    Number,
  );

export async function readContentRevision(db: Db): Promise<number> {
  const [row] = await statement(db, 'content_revision', (d) =>
    d
      .select({ value: contentRevision.value })
      .from(contentRevision)
      .where(eq(contentRevision.id, 1))
      .prepare('content_revision'),
  ).execute();
  return Number(row?.value ?? 0);
}

/**
 * Values computed from the content at a revision, under a name, in the kept documents of the
 * database handle (http/kept-documents.ts; two databases in one process never share them), the
 * revision their version. A value stored under R was computed by a read issued after R was
 * seen, so it is at least as new as R; once R moves on, no request asks for R again and the next
 * value replaces it.
 */
export type RevisionCache<T> = {
  get(revision: number, key: string): T | undefined;
  set(revision: number, key: string, value: T): void;
};

export function revisionCache<T extends object>(db: Db, name: string): RevisionCache<T> {
  const documents = keptDocuments(db);
  const file = (key: string): KeptKey => ({ route: name, reader: null, variant: key });
  return {
    get: (revision, key) => documents.get<T>(file(key), revision),
    // Weighed as JSON: the values are rows (a total, candidate articles), computed on a miss only.
    set: (revision, key, value) =>
      documents.set(file(key), revision, value, { size: JSON.stringify(value).length }),
  };
}
