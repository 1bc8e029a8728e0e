import { randomBytes } from 'node:crypto';
import {
  type ArticleCreateInput,
  type ArticleUpdateInput,
  type ContentState,
  RESTORABLE_DAYS,
  readingMinutes,
  type TipCreateInput,
  type TipUpdateInput,
} from '@evenkeel/common';
import { and, eq, inArray, lte, or, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { contentItems, contentTopics } from '../../db/schema';
import { contentConflict } from './errors';
import { type ContentKind, findItem, type ItemRecord } from './queries';

export type Actor = { id: number; ip: string };

/** What an item's writable relationships resolve to (internal ids), when given. */
export type Links = {
  topicIds?: number[];
  /** null: no translation (clears the link). */
  translationId?: number | null;
};

/** "sleep-hygiene-basics-3fa9c1": readable, and unique thanks to its random tail. */
export function slugFor(words: string): string {
  const base = words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'item'}-${randomBytes(3).toString('hex')}`;
}

type Columns = Partial<typeof contentItems.$inferInsert>;

function articleColumns(input: ArticleUpdateInput): Columns {
  const columns: Columns = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.summary !== undefined) columns.summary = input.summary;
  if (input.body !== undefined) {
    columns.body = input.body;
    columns.readingMinutes = readingMinutes(input.body);
  }
  if (input.language !== undefined) columns.language = input.language;
  if (input.cover_image_url !== undefined) columns.coverImageUrl = input.cover_image_url;
  return columns;
}

function tipColumns(input: TipUpdateInput): Columns {
  const columns: Columns = {};
  if (input.text !== undefined) columns.body = input.text;
  if (input.difficulty !== undefined) columns.difficulty = input.difficulty;
  if (input.language !== undefined) columns.language = input.language;
  return columns;
}

export const columnsOf = (kind: ContentKind, input: ArticleUpdateInput | TipUpdateInput) =>
  kind === 'article' ? articleColumns(input as ArticleUpdateInput) : tipColumns(input as TipUpdateInput);

async function setTopics(tx: Db, itemId: number, topicIds: number[]): Promise<void> {
  await tx.delete(contentTopics).where(eq(contentTopics.itemId, itemId));
  if (topicIds.length) {
    await tx
      .insert(contentTopics)
      .values([...new Set(topicIds)].map((topicId) => ({ itemId, topicId })))
      .onConflictDoNothing();
  }
}

/** Both rows point at each other; any previous partner of either is let go. */
async function setTranslation(tx: Db, itemId: number, translationId: number | null): Promise<void> {
  const ids = translationId === null ? [itemId] : [itemId, translationId];
  await tx
    .update(contentItems)
    .set({ translationId: null })
    .where(or(inArray(contentItems.id, ids), inArray(contentItems.translationId, ids)));
  if (translationId === null) return;
  await tx.update(contentItems).set({ translationId }).where(eq(contentItems.id, itemId));
  await tx.update(contentItems).set({ translationId: itemId }).where(eq(contentItems.id, translationId));
}

async function applyLinks(tx: Db, itemId: number, links: Links): Promise<void> {
  if (links.topicIds !== undefined) await setTopics(tx, itemId, links.topicIds);
  if (links.translationId !== undefined) await setTranslation(tx, itemId, links.translationId);
}

/**
 * The item as a write left it, read in the write's transaction (with its owner, topics and
 * translation, and the actor's own bookmark and review): what the route answers with.
 */
async function written(tx: Db, kind: ContentKind, slug: string, actor: Actor): Promise<ItemRecord> {
  const record = await findItem(tx, kind, slug, actor.id);
  if (!record) throw new Error('content item not written');
  return record;
}

/** A new article or tip, unpublished (spec §4), owned by `organizationId` (null: the platform). */
export async function createItem(
  db: Db,
  kind: ContentKind,
  input: ArticleCreateInput | TipCreateInput,
  organizationId: number | null,
  links: Links,
  actor: Actor,
): Promise<ItemRecord> {
  return db.transaction(async (tx) => {
    const columns = columnsOf(kind, input);
    const words = kind === 'article' ? (input as ArticleCreateInput).title : (input as TipCreateInput).text;
    const [row] = await tx
      .insert(contentItems)
      .values({
        slug: slugFor(words),
        kind,
        organizationId,
        authorId: actor.id,
        language: input.language,
        body: columns.body ?? '',
        ...columns,
        state: 'unpublished',
      })
      .returning({ id: contentItems.id, slug: contentItems.slug });
    if (!row) throw new Error('content item not created');
    await applyLinks(tx, row.id, links);
    await recordAudit(tx, { action: `${kind}_created`, actorId: actor.id, detail: row.slug, ip: actor.ip });
    return written(tx, kind, row.slug, actor);
  });
}

export async function updateItem(
  db: Db,
  record: ItemRecord,
  input: ArticleUpdateInput | TipUpdateInput,
  links: Links,
  actor: Actor,
): Promise<ItemRecord> {
  const { item } = record;
  return db.transaction(async (tx) => {
    const columns = columnsOf(item.kind, input);
    const [updated] = await tx
      .update(contentItems)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(contentItems.id, item.id), sql`${contentItems.state} <> 'deleted'`))
      .returning({ id: contentItems.id });
    if (!updated) throw contentConflict(item.kind, 'deleted');
    await applyLinks(tx, item.id, links);
    await recordAudit(tx, {
      action: `${item.kind}_updated`,
      actorId: actor.id,
      detail: item.slug,
      ip: actor.ip,
    });
    return written(tx, item.kind, item.slug, actor);
  });
}

export type Transition = 'publish' | 'unpublish' | 'delete' | 'restore';

const FROM: Record<Transition, ContentState[]> = {
  publish: ['unpublished'],
  unpublish: ['published'],
  delete: ['published', 'unpublished'],
  restore: ['deleted'],
};

const PAST: Record<Transition, string> = {
  publish: 'published',
  unpublish: 'unpublished',
  delete: 'deleted',
  restore: 'restored',
};

function changes(transition: Transition, now: Date): Columns {
  switch (transition) {
    case 'publish':
      return { state: 'published', publishedAt: now };
    case 'unpublish':
      return { state: 'unpublished' };
    case 'delete':
      return {
        state: 'deleted',
        deletedAt: now,
        restorableUntil: new Date(now.getTime() + RESTORABLE_DAYS * 86_400_000),
      };
    case 'restore':
      return { state: 'unpublished', deletedAt: null, restorableUntil: null };
  }
}

/**
 * One state change, in the caller's transaction with its audit row. The update names the states
 * it leaves from (and, to restore, a deadline still ahead), so a concurrent change cannot be
 * overwritten: it answers 409 instead.
 */
async function changeState(tx: Db, record: ItemRecord, to: Transition, actor: Actor, now: Date) {
  const { item } = record;
  const guard = and(
    eq(contentItems.id, item.id),
    inArray(contentItems.state, FROM[to]),
    to === 'restore' ? sql`${contentItems.restorableUntil} > ${now.toISOString()}` : undefined,
  );
  const [row] = await tx
    .update(contentItems)
    .set({ ...changes(to, now), updatedAt: now })
    .where(guard)
    .returning({ id: contentItems.id });
  if (!row) throw contentConflict(item.kind, item.state === 'deleted' ? 'deleted' : item.state);
  await recordAudit(tx, {
    action: `${item.kind}_${PAST[to]}`,
    actorId: actor.id,
    detail: item.slug,
    ip: actor.ip,
  });
}

/** Publish, unpublish or restore: the item in its new state. */
export async function transition(
  db: Db,
  record: ItemRecord,
  to: Exclude<Transition, 'delete'>,
  actor: Actor,
  now = new Date(),
): Promise<ItemRecord> {
  return db.transaction(async (tx) => {
    await changeState(tx, record, to, actor, now);
    return written(tx, record.item.kind, record.item.slug, actor);
  });
}

/** To the trash (restorable for RESTORABLE_DAYS); nothing to answer with but 204. */
export async function deleteItem(db: Db, record: ItemRecord, actor: Actor, now = new Date()): Promise<void> {
  await db.transaction((tx) => changeState(tx, record, 'delete', actor, now));
}

/**
 * Moves the item, and its translation with it (both always have one owner), to another
 * organization or to the platform (`null`). Audited with where from and where to.
 */
export async function transferItem(
  db: Db,
  record: ItemRecord,
  target: { id: number; slug: string } | null,
  actor: Actor,
): Promise<ItemRecord> {
  const { item } = record;
  const ids = record.translation ? [item.id, record.translation.id] : [item.id];
  return db.transaction(async (tx) => {
    await tx
      .update(contentItems)
      .set({ organizationId: target?.id ?? null, updatedAt: new Date() })
      .where(inArray(contentItems.id, ids));
    const from = record.organization?.slug ?? 'platform';
    const to = target?.slug ?? 'platform';
    for (const slug of [item.slug, ...(record.translation ? [record.translation.slug] : [])]) {
      await recordAudit(tx, {
        action: `${item.kind}_transferred`,
        actorId: actor.id,
        detail: `${slug} from ${from} to ${to}`,
        ip: actor.ip,
      });
    }
    return written(tx, item.kind, item.slug, actor);
  });
}

/**
 * Removes deleted items whose 30 days have passed (their topics, bookmarks and reviews go with
 * them; a translation loses its link). Run by the `content.purge` job; the deadline is stored
 * with each row, so a restart, a missed run or two runs at once change nothing.
 */
export async function purgeDeletedItems(db: Db, now = new Date()): Promise<number> {
  return db.transaction(async (tx) => {
    const purged = await tx
      .delete(contentItems)
      .where(and(eq(contentItems.state, 'deleted'), lte(contentItems.restorableUntil, now)))
      .returning({ slug: contentItems.slug, kind: contentItems.kind });
    for (const row of purged) {
      await recordAudit(tx, { action: `${row.kind}_purged`, detail: row.slug });
    }
    return purged.length;
  });
}
