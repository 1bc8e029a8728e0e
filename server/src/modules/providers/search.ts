import { and, asc, eq, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { totalOf } from '../../db/paging';
import { organizations, providers } from '../../db/schema';
import type { Page } from '../../http/jsonapi';
import type { ProviderCriteria } from './search-criteria';
import {
  type Bind,
  distanceKmSql,
  PROVIDER_FILTERS,
  type ProviderFilter,
  type ProviderHit,
  round1,
} from './search-filters';
import type { ProviderRecord } from './service';

// The search's statement: the actor's scope and the filters used, prepared once per shape and run
// with the values (criteria in search-criteria.ts, the filters in search-filters.ts).

/** What the search may return the actor (providerPolicy.searchScope). */
export type SearchScope = {
  all: boolean;
  userId: number;
  memberOrganizationIds: number[];
  adminOrganizationIds: number[];
};

/** What the actor may find; its shape says which lists it has (their ids are values). */
function scopeCondition(scope: SearchScope, bind: Bind): { shape: string; condition: SQL } | undefined {
  if (scope.all) return undefined;
  const visible: SQL[] = [sql`${providers.userId} = ${bind('scope_user', scope.userId)}`];
  const shape = ['scope'];
  if (scope.memberOrganizationIds.length) {
    shape.push('member');
    visible.push(
      sql`(${providers.active} and ${providers.organizationId} = any(${bind('member_organizations', scope.memberOrganizationIds)}::bigint[]))`,
    );
  }
  if (scope.adminOrganizationIds.length) {
    shape.push('admin');
    visible.push(
      sql`${providers.organizationId} = any(${bind('admin_organizations', scope.adminOrganizationIds)}::bigint[])`,
    );
  }
  return { shape: shape.join('_'), condition: or(...visible) as SQL };
}

type Prepared = { execute(values: Record<string, unknown>): Promise<unknown[]> };

/** Prepared search statements per database handle, by shape. */
const prepared = new WeakMap<object, Map<string, Prepared>>();
function preparedFor(db: object): Map<string, Prepared> {
  let statements = prepared.get(db);
  if (!statements) {
    statements = new Map();
    prepared.set(db, statements);
  }
  return statements;
}

/**
 * How many ranked matches the statement keeps before the page is cut from them, as a constant:
 * 32, 64, 128… (never below offset + size). With the limit as a value, PostgreSQL's generic plan
 * assumes a tenth of the matches are kept and joins them to every profile by hash (content's
 * lists do the same: `walkLimit` in content/reader-lists.ts).
 */
const pageReach = (reach: number) => 2 ** Math.max(5, Math.ceil(Math.log2(Math.max(reach, 1))));

type SearchRow = {
  provider: ProviderRecord;
  organizationSlug: string;
  organizationState: string;
  distanceKm: number | string | null;
  total: number | string;
};

/**
 * A page of the providers the actor may find, nearest first when `near` is given, else by name:
 * one prepared statement per shape (scope and filters used, page depth; values as placeholders). It
 * ranks and counts the matches over narrow rows (counting and sorting whole
 * profiles, bios included, cost ~15 ms of PostgreSQL over 2,500 visible providers), keeps the
 * page, and reads only those profiles in full.
 */
export async function searchProviders(
  ctx: AppContext,
  scope: SearchScope,
  criteria: ProviderCriteria,
  page: Page,
  filters: ProviderFilter[] = PROVIDER_FILTERS,
): Promise<{ hits: ProviderHit[]; total: number }> {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql`${sql.placeholder(name)}`;
  };
  const parts = [
    scopeCondition(scope, bind),
    ...filters.map((filter) => filter.where(criteria, bind)),
  ].filter((part) => part !== undefined);
  const near = criteria.near;
  const distance = near ? distanceKmSql(bind, near) : sql<null>`null::double precision`;
  const where = and(...parts.map((part) => part.condition));
  const reach = pageReach(page.offset + page.size);
  const shape = [...parts.map((part) => part.shape), near ? 'nearest' : 'by_name', reach].join('_');
  const statements = preparedFor(ctx.db);
  let statement = statements.get(shape);
  if (!statement) {
    // Numbered: a shape's name could pass PostgreSQL's 63 characters.
    const name = `providers_search_${statements.size + 1}`;
    const ranked = ctx.db
      .select({
        id: sql<number>`${providers.id}`.as('page_id'),
        distanceKm: sql<number | null>`${distance}`.as('page_distance_km'),
        // By name as people read it (db/sort-key.ts), then the name itself, then the id.
        sortName: sql<string>`${providers.sortName}`.as('page_sort_name'),
        displayName: sql<string>`${providers.displayName}`.as('page_display_name'),
        total: sql<number>`count(*) over ()`.as('page_total'),
      })
      .from(providers)
      .innerJoin(organizations, eq(organizations.id, providers.organizationId))
      .where(where)
      .orderBy(
        ...(near ? [sql`page_distance_km asc nulls last`] : []),
        sql`page_sort_name`,
        sql`page_display_name`,
        sql`page_id`,
      )
      .limit(sql.raw(String(reach)) as never)
      .as('page');
    statement = ctx.db
      .select({
        provider: providers,
        organizationSlug: organizations.slug,
        organizationState: organizations.state,
        distanceKm: ranked.distanceKm,
        total: ranked.total,
      })
      .from(ranked)
      .innerJoin(providers, eq(providers.id, ranked.id))
      .innerJoin(organizations, eq(organizations.id, providers.organizationId))
      .orderBy(
        ...(near ? [sql`${ranked.distanceKm} asc nulls last`] : []),
        asc(ranked.sortName),
        asc(ranked.displayName),
        asc(ranked.id),
      )
      .limit(sql.placeholder('size') as never)
      .offset(sql.placeholder('offset') as never)
      .prepare(name);
    statements.set(shape, statement);
  }
  const rows = (await statement.execute({ ...values, size: page.size, offset: page.offset })) as SearchRow[];
  // Past the last page no row carries the total: counted apart (rare), with the same values.
  const total = await totalOf(
    rows.map((row) => ({ total: Number(row.total) })),
    page,
    async () => {
      let count = statements.get(`${shape}:count`);
      if (!count) {
        count = ctx.db
          .select({ value: sql<number>`count(*)`.mapWith(Number) })
          .from(providers)
          .innerJoin(organizations, eq(organizations.id, providers.organizationId))
          .where(where)
          .prepare(`providers_search_${statements.size + 1}`);
        statements.set(`${shape}:count`, count);
      }
      const [row] = (await count.execute(values)) as { value: number }[];
      return row?.value ?? 0;
    },
  );
  return {
    hits: rows.map((row) => ({
      provider: row.provider,
      organizationSlug: row.organizationSlug,
      organizationState: row.organizationState,
      distanceKm: row.distanceKm === null ? null : round1(Number(row.distanceKm)),
    })),
    total,
  };
}
