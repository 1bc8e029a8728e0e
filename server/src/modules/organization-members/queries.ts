import type { OrganizationMemberSort } from '@evenkeel/common';
import { isoWeekLabel, localDate, memberTimeZone } from '@evenkeel/common';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, SqlRows } from '../../db/client';
import { executePrepared } from '../../db/prepared-sql';
import { sortKey } from '../../db/sort-key';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../http/keyset-cursor';

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

/** How many keys each sort's cursor holds before the row id. */
const SORT_KEYS: Record<OrganizationMemberSort, { type: string }[]> = {
  name: [{ type: 'text' }, { type: 'text' }],
  joined_at: [{ type: 'timestamptz' }],
  last_active: [{ type: 'timestamptz' }],
};

/**
 * `page[after]`: the sort's name and the last row's keys, as base64url JSON. A cursor of another
 * sort, or not one at all, is a 422 naming the parameter.
 */
export function encodeCursor(sort: OrganizationMemberSort, descending: boolean, keys: string[]): string {
  return encodeKeysetCursor([`${descending ? '-' : ''}${sort}`, ...keys]);
}

export function decodeCursor(
  raw: unknown,
  sort: OrganizationMemberSort,
  descending: boolean,
): string[] | null {
  const expected = SORT_KEYS[sort].length + 2;
  const parts = decodeKeysetCursor(
    raw,
    (keys) =>
      keys.length === expected &&
      keys[0] === `${descending ? '-' : ''}${sort}` &&
      /^\d{1,19}$/.test(keys[expected - 1] as string) &&
      !(
        SORT_KEYS[sort][0]?.type === 'timestamptz' &&
        Number.isNaN(Date.parse(keys[1] as string)) &&
        keys[1] !== '-infinity'
      ),
  );
  return parts ? parts.slice(1) : null;
}

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Each sort walks an index in its order and stops after the page (issue 31's bench: 10,000
 * members): names and last activity walk the users' indexes (migration 0025), keeping those with a
 * role in the organization; joining walks the organization's roles by creation, keeping each
 * person's first. `keys` are what the cursor holds, then the walked row's id.
 */
function walk(sort: OrganizationMemberSort, organizationId: number) {
  const member = sql`exists (select 1 from organization_roles m where m.organization_id = ${organizationId} and m.user_id = u.id)`;
  if (sort === 'name') {
    return {
      from: sql`users u`,
      where: member,
      keys: [sql`u.sort_last_name`, sql`u.sort_first_name`, sql`u.id`],
      texts: sql`u.sort_last_name as k1, u.sort_first_name as k2, u.id::text as k3`,
    };
  }
  if (sort === 'last_active') {
    const active = sql`coalesce(u.last_active_at, '-infinity'::timestamptz)`;
    return {
      from: sql`users u`,
      where: member,
      keys: [active, sql`u.id`],
      texts: sql`${active}::text as k1, u.id::text as k2`,
    };
  }
  return {
    from: sql`organization_roles j join users u on u.id = j.user_id`,
    where: sql`j.organization_id = ${organizationId} and not exists (
      select 1 from organization_roles e
      where e.organization_id = ${organizationId} and e.user_id = j.user_id
        and (e.created_at, e.id) < (j.created_at, j.id))`,
    keys: [sql`j.created_at`, sql`j.id`],
    texts: sql`j.created_at::text as k1, j.id::text as k2`,
  };
}

/**
 * The organization's people (any role there), one row each, filtered, in the asked order, from
 * the cursor on, `size + 1` rows telling whether a next page exists; the total beside it.
 */
export async function readMembers(
  db: Db,
  organizationId: number,
  query: MemberQuery,
  /** One person only (after a change, the row as the list shows it). */
  slug?: string,
): Promise<{ rows: MemberRow[]; total: number; next: string | null }> {
  const plan = walk(query.sort, organizationId);
  let where = plan.where;
  if (query.q) where = sql`${where} and ${searchCondition(query.q)}`;
  if (slug !== undefined) where = sql`${where} and u.slug = ${slug}`;
  const direction = sql.raw(query.descending ? 'desc' : 'asc');
  const order = sql.join(
    plan.keys.map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
  if (query.after) {
    const types = [...SORT_KEYS[query.sort].map((k) => k.type), 'bigint'];
    const right = sql.join(
      types.map((type, i) => sql`${query.after?.[i]}::${sql.raw(type)}`),
      sql`, `,
    );
    where = sql`${where} and (${sql.join(plan.keys, sql`, `)}) ${sql.raw(query.descending ? '<' : '>')} (${right})`;
  }
  // The page is found first (the walk stops after it); only its rows then read their roles, so
  // a search matching a thousand members aggregates 26 people's roles, not a thousand.
  const keyNames = plan.keys.map((_, i) => `o${i + 1}`);
  const inner = sql.join(
    plan.keys.map((key, i) => sql`${key} as ${sql.raw(keyNames[i] as string)}`),
    sql`, `,
  );
  const outerOrder = sql.raw(
    keyNames.map((name) => `p.${name} ${query.descending ? 'desc' : 'asc'}`).join(', '),
  );
  // A search's first page counts its matches in the same statement: the trigram index is read
  // once, not once for the page and again for the total (issue 31's bench: the search's database
  // time per request was twice the sorted pages'). Later pages start after the cursor, so their
  // rows no longer hold every match: the total is counted on its own there.
  const countedHere = Boolean(query.q) && !query.after && slug === undefined;
  const counted = countedHere ? sql`, count(*) over () as matches` : sql``;
  const [page, counting] = await Promise.all([
    executePrepared(
      db,
      'organization_members',
      sql`
      select p.*, a.administrator,
        (extract(epoch from a.joined_at) * 1000)::float8 as joined_ms,
        (extract(epoch from p.last_active_at) * 1000)::float8 as active_ms
      from (
        select u.id as user_id, u.id::text as id, u.slug, u.first_name, u.last_name, u.email, u.profile_picture_url,
          u.locality, u.timezone, u.last_active_at, ${plan.texts}, ${inner}${counted}
        from ${plan.from}
        where ${where}
        order by ${order}
        limit ${query.size + 1}
      ) p
      cross join lateral (
        select bool_or(r.type = 'administrator') as administrator, min(r.created_at) as joined_at
        from organization_roles r where r.organization_id = ${organizationId} and r.user_id = p.user_id
      ) a
      order by ${outerOrder}
    `,
    ),
    slug === undefined && !countedHere ? countMembers(db, organizationId, query.q) : Promise.resolve(1),
  ]);
  const raw = page.rows;
  const total = countedHere ? Number(raw[0]?.matches ?? 0) : counting;
  const shown = raw.slice(0, query.size);
  const last = shown[shown.length - 1];
  const keyCount = SORT_KEYS[query.sort].length + 1;
  const next =
    raw.length > query.size && last
      ? encodeCursor(
          query.sort,
          query.descending,
          Array.from({ length: keyCount }, (_, i) => String(last[`k${i + 1}`])),
        )
      : null;
  return { rows: shown.map(toMemberRow), total, next };
}

/** Name (accents and case folded, first then last or last alone) or e-mail containing the text. */
function searchCondition(q: string): SQL {
  const pattern = `%${likeLiteral(sortKey(q))}%`;
  const email = `%${likeLiteral(q.toLowerCase())}%`;
  // The indexed expression (users_member_search_idx) holds "first last first e-mail", so one
  // trigram lookup finds a name typed either way round or a part of the address; the three
  // precise conditions then keep only real matches (never one straddling a name and the address).
  const indexed = sql`(u.sort_first_name || ' ' || u.sort_last_name || ' ' || u.sort_first_name || ' ' || lower(u.email))`;
  return sql`(
    (${indexed} like ${pattern} or ${indexed} like ${email})
    and (
      (u.sort_first_name || ' ' || u.sort_last_name) like ${pattern}
      or (u.sort_last_name || ' ' || u.sort_first_name) like ${pattern}
      or lower(u.email) like ${email}
    )
  )`;
}

/** Everyone the search keeps; without a search, the organization's roles' index alone. */
async function countMembers(db: Db, organizationId: number, q: string): Promise<number> {
  const result = await executePrepared(
    db,
    'organization_members_count',
    q
      ? sql`select count(*)::int as total from users u
          where exists (select 1 from organization_roles m where m.organization_id = ${organizationId} and m.user_id = u.id)
            and ${searchCondition(q)}`
      : sql`select count(distinct user_id)::int as total from organization_roles where organization_id = ${organizationId}`,
  );
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
        : isoWeekLabel(localDate(new Date(activeMs), memberTimeZone(row.timezone as string | null))),
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
