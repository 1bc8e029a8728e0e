import {
  type FieldError,
  LOG_DATE_MIN,
  type LogCreateInput,
  type LogKind,
  type LogUpdateInput,
  localDate,
  logTitleLabelKey,
  memberTimeZone,
} from '@evenkeel/common';
import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { activities, ailments, lifeEvents } from '../../db/schema';
import { statement } from '../../db/statements';
import { ApiError, notFound, validationFailed } from '../../http/errors';
import type { Page } from '../../http/jsonapi';
import { dynamicKey, type ServerTranslate } from '../../i18n';
import { bumpResultsVersion } from '../checkups';

/**
 * Life events, ailments and activities: one implementation for the three kinds (decision
 * 0005). The tables share one shape (db/schema/checkups.ts), so one of them types them all.
 */
type LogTable = typeof lifeEvents;
export const LOG_TABLES: Record<LogKind, LogTable> = {
  life_event: lifeEvents,
  ailment: ailments as unknown as LogTable,
  activity: activities as unknown as LogTable,
};
export type LogRow = LogTable['$inferSelect'];

/** Catalogue labels per translator: an ICU lookup costs tens of microseconds, and lists repeat keys. */
const labels = new WeakMap<ServerTranslate, Map<string, string>>();

export function logTitle(kind: LogKind, row: Pick<LogRow, 'titleKey' | 'title'>, t: ServerTranslate): string {
  if (!row.titleKey) return row.title ?? '';
  let cache = labels.get(t);
  if (!cache) {
    cache = new Map();
    labels.set(t, cache);
  }
  const key = logTitleLabelKey(kind, row.titleKey);
  let label = cache.get(key);
  if (label === undefined) {
    label = t(dynamicKey(key));
    cache.set(key, label);
  }
  return label;
}

/** Today (yyyy-mm-dd) in the member's timezone. */
export const todayFor = (user: Pick<User, 'timezone'>, now = new Date()) =>
  localDate(now, memberTimeZone(user.timezone));

/** Today in the member's timezone: a log's date may not be after it. */
function checkDate(user: User, date: string | undefined, t: ServerTranslate): FieldError[] {
  if (date === undefined) return [];
  const today = todayFor(user);
  if (date <= today) return [];
  return [{ field: 'date', pointer: '/data/attributes/date', message: t('validation.log_date_future') }];
}

const titleRequired = (t: ServerTranslate): FieldError => ({
  field: 'title',
  pointer: '/data/attributes/title',
  message: t('validation.log_title_required'),
});

function buildList(db: Db, kind: LogKind) {
  const table = LOG_TABLES[kind];
  return db
    .select({ log: table, total: windowTotal() })
    .from(table)
    .where(
      and(
        eq(table.userId, sql.placeholder('userId')),
        gte(table.date, sql.placeholder('from')),
        lte(table.date, sql.placeholder('to')),
      ),
    )
    .orderBy(desc(table.date), desc(table.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(`${kind}_list`);
}

export async function listLogs(
  db: Db,
  kind: LogKind,
  userId: number,
  range: { from?: string; to?: string },
  page: Page,
) {
  const from = range.from ?? LOG_DATE_MIN;
  const to = range.to ?? '9999-12-31';
  const rows = await statement(db, `${kind}_list`, (d) => buildList(d, kind)).execute({
    userId,
    from,
    to,
    limit: page.size,
    offset: page.offset,
  });
  const total = await totalOf(rows, page, async () => {
    const table = LOG_TABLES[kind];
    const [row] = await db
      .select({ value: sql<number>`count(*)`.mapWith(Number) })
      .from(table)
      .where(and(eq(table.userId, userId), gte(table.date, from), lte(table.date, to)));
    return row?.value ?? 0;
  });
  return { rows: rows.map((row) => row.log), total };
}

function buildFind(db: Db, kind: LogKind) {
  const table = LOG_TABLES[kind];
  return db
    .select()
    .from(table)
    .where(and(eq(table.slug, sql.placeholder('slug')), eq(table.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare(`${kind}_find`);
}

/** The actor's own log, or 404 (someone else's reads as not found). */
export async function findLog(db: Db, kind: LogKind, userId: number, slug: string): Promise<LogRow> {
  const [row] = await statement(db, `${kind}_find`, (d) => buildFind(d, kind)).execute({ slug, userId });
  if (!row) throw notFound();
  return row;
}

export async function createLog(
  db: Db,
  kind: LogKind,
  user: User,
  input: LogCreateInput,
  t: ServerTranslate,
): Promise<LogRow> {
  const errors = checkDate(user, input.date, t);
  if (errors.length > 0) throw validationFailed(errors);
  const table = LOG_TABLES[kind];
  return db.transaction(async (tx) => {
    await bumpResultsVersion(tx, user.id);
    const [row] = await tx
      .insert(table)
      .values({
        userId: user.id,
        date: input.date,
        titleKey: input.title_key ?? null,
        title: input.title ?? null,
        impact: input.impact,
        note: input.note ?? null,
      })
      .returning();
    if (!row) throw new ApiError(500, 'server_error', 'errors.server');
    return row;
  });
}

export async function updateLog(
  db: Db,
  kind: LogKind,
  user: User,
  slug: string,
  input: LogUpdateInput,
  t: ServerTranslate,
): Promise<LogRow> {
  const dateErrors = checkDate(user, input.date, t);
  if (dateErrors.length > 0) throw validationFailed(dateErrors);
  const table = LOG_TABLES[kind];
  return db.transaction(async (tx) => {
    await bumpResultsVersion(tx, user.id);
    const [current] = await tx
      .select()
      .from(table)
      .where(and(eq(table.slug, slug), eq(table.userId, user.id)))
      .for('update');
    if (!current) throw notFound();
    const titleKey = input.title_key !== undefined ? input.title_key : current.titleKey;
    const title = input.title !== undefined ? input.title : current.title;
    if (titleKey === null && title === null) throw validationFailed([titleRequired(t)]);
    const [row] = await tx
      .update(table)
      .set({
        ...(input.date !== undefined ? { date: input.date } : {}),
        ...(input.impact !== undefined ? { impact: input.impact } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
        titleKey,
        title,
      })
      .where(eq(table.id, current.id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

export async function deleteLog(db: Db, kind: LogKind, userId: number, slug: string): Promise<void> {
  const table = LOG_TABLES[kind];
  await db.transaction(async (tx) => {
    await bumpResultsVersion(tx, userId);
    const deleted = await tx
      .delete(table)
      .where(and(eq(table.slug, slug), eq(table.userId, userId)))
      .returning({ id: table.id });
    if (deleted.length === 0) throw notFound();
  });
}
