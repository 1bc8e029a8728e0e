import type { OrganizationMemberSort } from '@evenkeel/common';
import { localDate, memberTimeZone } from '@evenkeel/common';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, SqlRows } from '../../db/client';
import { sortKey, sortKeySql } from '../../db/sort-key';
import { ApiError } from '../../http/errors';

/** One person of the list: never a result, an answer or a time of activity finer than its week. */
export type MemberRow = {
  userId: number;
  slug: string;
  firstName: string;
  lastName: string;
  email: string;
  profilePictureUrl: string | null;
  city: string | null;
  administrator: boolean;
  joinedAt: Date;
  lastActiveWeek: string | null;
};

export type MemberQuery = {
  q: string;
  sort: OrganizationMemberSort;
  descending: boolean;
  /** The decoded `page[after]`: the last row's keys of the previous page. */
  after: string[] | null;
  size: number;
};

/** The keys each sort orders by (then the user's id), as columns of the `m` rows and their SQL types. */
const SORT_KEYS: Record<OrganizationMemberSort, { column: string; type: string }[]> = {
  name: [
    { column: 'last_key', type: 'text' },
    { column: 'first_key', type: 'text' },
  ],
  joined_at: [{ column: 'joined_at', type: 'timestamptz' }],
  // Never active sorts before any activity (`-infinity`), so the keys stay totally ordered.
  last_active: [{ column: 'active_key', type: 'timestamptz' }],
};

/**
 * `page[after]`: the sort's name and the last row's keys, as base64url JSON. A cursor of another
 * sort, or not one at all, is a 422 naming the parameter.
 */
export function encodeCursor(sort: OrganizationMemberSort, descending: boolean, keys: string[]): string {
  return Buffer.from(JSON.stringify([`${descending ? '-' : ''}${sort}`, ...keys])).toString('base64url');
}

export function decodeCursor(
  raw: unknown,
  sort: OrganizationMemberSort,
  descending: boolean,
): string[] | null {
  if (raw === undefined || raw === '') return null;
  const refused = new ApiError(
    422,
    'invalid_page',
    'errors.invalid_cursor',
    {},
    [],
    {},
    {
      parameter: 'page[after]',
    },
  );
  if (typeof raw !== 'string' || raw.length > 500) throw refused;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw refused;
  }
  const expected = SORT_KEYS[sort].length + 2;
  if (
    !Array.isArray(parsed) ||
    parsed.length !== expected ||
    parsed[0] !== `${descending ? '-' : ''}${sort}` ||
    !parsed.every((part) => typeof part === 'string') ||
    !/^\d{1,19}$/.test(parsed[expected - 1] as string) ||
    (SORT_KEYS[sort][0]?.type === 'timestamptz' &&
      Number.isNaN(Date.parse(parsed[1] as string)) &&
      parsed[1] !== '-infinity')
  ) {
    throw refused;
  }
  return (parsed as string[]).slice(1);
}

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** ISO 8601 week (`2026-W48`) of a calendar date. */
export function isoWeekOf(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  const weekday = at.getUTCDay() || 7;
  // The week belongs to the year of its Thursday.
  at.setUTCDate(at.getUTCDate() + 4 - weekday);
  const weekYear = at.getUTCFullYear();
  const week = Math.ceil(((at.getTime() - Date.UTC(weekYear, 0, 1)) / 86_400_000 + 1) / 7);
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/**
 * The organization's people (any role there), one row each, filtered, in the asked order, from
 * the cursor on: one statement. `size + 1` rows tell whether a next page exists; `total` counts
 * every row the filter keeps (a window over the grouped rows).
 */
export async function readMembers(
  db: Db,
  organizationId: number,
  query: MemberQuery,
  /** One person only (after a change, the row as the list shows it). */
  slug?: string,
): Promise<{ rows: MemberRow[]; total: number; next: string | null }> {
  const keys = SORT_KEYS[query.sort];
  let search = query.q ? searchCondition(query.q) : sql`true`;
  if (slug !== undefined) search = sql`${search} and u.slug = ${slug}`;
  const direction = sql.raw(query.descending ? 'desc' : 'asc');
  const keyColumns = [...keys.map((k) => k.column), 'id'];
  const order = sql.join(
    keyColumns.map((column) => sql`m.${sql.raw(column)} ${direction}`),
    sql`, `,
  );
  let from: SQL = sql`true`;
  if (query.after) {
    const left = sql.join(
      keyColumns.map((column) => sql`m.${sql.raw(column)}`),
      sql`, `,
    );
    const right = sql.join(
      [...keys.map((k) => k.type), 'bigint'].map((type, i) => sql`${query.after?.[i]}::${sql.raw(type)}`),
      sql`, `,
    );
    from = sql`(${left}) ${sql.raw(query.descending ? '<' : '>')} (${right})`;
  }
  const result = (await db.execute(sql`
    with m as (
      select u.id, u.slug, u.first_name, u.last_name, u.email, u.profile_picture_url, u.locality,
        u.timezone, u.last_active_at,
        ${sortKeySql(sql`u.last_name`)} as last_key,
        ${sortKeySql(sql`u.first_name`)} as first_key,
        coalesce(u.last_active_at, '-infinity'::timestamptz) as active_key,
        bool_or(r.type = 'administrator') as administrator,
        min(r.created_at) as joined_at,
        count(*) over () as total
      from organization_roles r
      join users u on u.id = r.user_id
      where r.organization_id = ${organizationId} and ${search}
      group by u.id
    )
    select m.id::text as id, m.slug, m.first_name, m.last_name, m.email, m.profile_picture_url,
      m.locality, m.timezone, m.administrator, m.total::int as total,
      (extract(epoch from m.joined_at) * 1000)::float8 as joined_ms,
      (extract(epoch from m.last_active_at) * 1000)::float8 as active_ms,
      m.last_key, m.first_key, m.joined_at::text as joined_text, m.active_key::text as active_text
    from m
    where ${from}
    order by ${order}
    limit ${query.size + 1}
  `)) as unknown as SqlRows;
  const raw = result.rows as Record<string, unknown>[];
  const page = raw.slice(0, query.size);
  const rows = page.map(toMemberRow);
  let total = Number(raw[0]?.total ?? 0);
  if (raw.length === 0 && query.after) total = await countMembers(db, organizationId, query.q);
  const last = page[page.length - 1];
  const next =
    raw.length > query.size && last
      ? encodeCursor(query.sort, query.descending, [...keyTexts(query.sort, last), String(last.id)])
      : null;
  return { rows, total, next };
}

function keyTexts(sort: OrganizationMemberSort, row: Record<string, unknown>): string[] {
  if (sort === 'name') return [String(row.last_key), String(row.first_key)];
  if (sort === 'joined_at') return [String(row.joined_text)];
  return [String(row.active_text)];
}

/** Name (accents and case folded, first then last or last alone) or e-mail containing the text. */
function searchCondition(q: string): SQL {
  const pattern = `%${likeLiteral(sortKey(q))}%`;
  return sql`(
    ${sortKeySql(sql`u.first_name || ' ' || u.last_name`)} like ${pattern}
    or ${sortKeySql(sql`u.last_name || ' ' || u.first_name`)} like ${pattern}
    or lower(u.email) like ${`%${likeLiteral(q.toLowerCase())}%`}
  )`;
}

async function countMembers(db: Db, organizationId: number, q: string): Promise<number> {
  const search = q ? searchCondition(q) : sql`true`;
  const result = (await db.execute(sql`
    select count(distinct r.user_id)::int as total
    from organization_roles r join users u on u.id = r.user_id
    where r.organization_id = ${organizationId} and ${search}
  `)) as unknown as SqlRows;
  return Number((result.rows[0] as { total?: unknown } | undefined)?.total ?? 0);
}

function toMemberRow(row: Record<string, unknown>): MemberRow {
  const activeMs = row.active_ms === null ? null : Number(row.active_ms);
  return {
    userId: Number(row.id),
    slug: String(row.slug),
    firstName: String(row.first_name),
    lastName: String(row.last_name),
    email: String(row.email),
    profilePictureUrl: (row.profile_picture_url as string | null) ?? null,
    city: (row.locality as string | null) ?? null,
    administrator: row.administrator === true,
    joinedAt: new Date(Number(row.joined_ms)),
    // The week in the member's own time zone: the only trace of activity an administrator sees.
    lastActiveWeek:
      activeMs === null
        ? null
        : isoWeekOf(localDate(new Date(activeMs), memberTimeZone(row.timezone as string | null))),
  };
}

/** How many administrators the organization has (the last one is neither removed nor demoted). */
export async function administratorCount(db: Db, organizationId: number): Promise<number> {
  const result = (await db.execute(sql`
    select count(*)::int as total from organization_roles
    where organization_id = ${organizationId} and type = 'administrator'
  `)) as unknown as SqlRows;
  return Number((result.rows[0] as { total?: unknown } | undefined)?.total ?? 0);
}
