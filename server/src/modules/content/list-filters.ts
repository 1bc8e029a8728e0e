import type { ContentState, Locale, TipDifficulty } from '@evenkeel/common';
import { inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { contentItems } from '../../db/schema';
import type { ContentKind } from './queries';

// What a list of articles or tips asks for, as conditions on the item's own row: shared by the
// managers' lists (lists.ts) and the readers' prepared statements (reader-lists.ts).

export type ListFilters = {
  kind: ContentKind;
  userId: number;
  locale: Locale;
  topic?: string;
  q?: string;
  /** A slug, or `platform` for the platform's content. */
  organization?: string;
  bookmarked?: boolean;
  difficulty?: TipDifficulty;
  /** False when the request's sparse fieldset leaves the body out: it is not read then. */
  withBody?: boolean;
} & (
  | { view: 'reader'; readableOrganizationIds: number[] }
  | { view: 'manager'; states: ContentState[]; platform: boolean; managedOrganizationIds: number[] }
);

/**
 * Each language's query as a sub-select: PostgreSQL computes it once per execution (an init
 * plan), also in a prepared statement's generic plan, where `websearch_to_tsquery('english', $1)`
 * inline would be parsed again for every row it is compared with.
 */
const tsquery = (config: 'english' | 'french', q: unknown) =>
  sql`(select websearch_to_tsquery(${sql.raw(`'${config}'`)}, ${q}))`;

const search = (q: unknown) =>
  sql`((${contentItems.language} = 'en' and ${contentItems.search} @@ ${tsquery('english', q)}) or (${contentItems.language} = 'fr' and ${contentItems.search} @@ ${tsquery('french', q)}))`;
/**
 * Best match first by the title and summary (`search_head`, small and stored in the row), against
 * the item's own language's query.
 */
export const rank = (q: unknown) =>
  sql`ts_rank(${contentItems.searchHead}, case when ${contentItems.language} = 'fr' then ${tsquery('french', q)} else ${tsquery('english', q)} end)`;

/**
 * How a list query takes its values: inline (a query built per request), or as named placeholders
 * of a prepared statement, the values kept aside for `execute`.
 */
type Binder = {
  value(name: string, value: unknown): unknown;
  /** `column in (ids)`: a list inline, one array parameter when prepared. */
  ids(name: string, column: typeof contentItems.organizationId, ids: number[]): SQL;
};

const inline: Binder = {
  value: (_name, value) => value,
  ids: (_name, column, ids) => (ids.length ? inArray(column, ids) : sql`false`),
};

export function placeholders(values: Record<string, unknown>): Binder {
  return {
    value(name, value) {
      values[name] = value;
      return sql.placeholder(name);
    },
    ids(name, column, ids) {
      values[name] = ids;
      return sql`${column} = any(${sql.placeholder(name)}::bigint[])`;
    },
  };
}

/**
 * Every filter as a condition on the item's own row (subqueries, no join), so that PostgreSQL
 * can walk `content_items_published_idx` newest first and stop at the page.
 */
export function conditions(filters: ListFilters, bind: Binder = inline): SQL[] {
  const where: SQL[] = [sql`${contentItems.kind} = ${bind.value('kind', filters.kind)}`];
  if (filters.view === 'reader') {
    // A literal, not a value: a prepared statement's generic plan may then use the partial index
    // `content_items_published_idx` (where state = 'published'), which a placeholder cannot prove.
    where.push(sql`${contentItems.state} = 'published'`);
    where.push(
      or(
        isNull(contentItems.organizationId),
        bind.ids('organizations', contentItems.organizationId, filters.readableOrganizationIds),
      ) as SQL,
    );
    // The reader's language first: the other language only where no translation is published.
    // A scalar sub-select, looked up by key for the rows the walk reaches: as `not exists` it was
    // planned as a hash of every published item, built whole (10,000 rows) at its first use.
    where.push(
      sql`(${contentItems.language} = ${bind.value('locale', filters.locale)} or ${contentItems.translationId} is null or (select tr.state from content_items tr where tr.id = ${contentItems.translationId}) is distinct from 'published')`,
    );
  } else {
    where.push(inArray(contentItems.state, filters.states));
    const owners = [bind.ids('organizations', contentItems.organizationId, filters.managedOrganizationIds)];
    if (filters.platform) owners.push(isNull(contentItems.organizationId));
    where.push(or(...owners) as SQL);
  }
  if (filters.topic !== undefined) {
    where.push(
      sql`exists (select 1 from content_topics ct join topics t on t.id = ct.topic_id where ct.item_id = ${contentItems.id} and t.slug = ${bind.value('topic', filters.topic)})`,
    );
  }
  if (filters.q !== undefined) where.push(search(bind.value('q', filters.q)));
  if (filters.organization === 'platform') where.push(isNull(contentItems.organizationId));
  else if (filters.organization !== undefined)
    where.push(
      sql`${contentItems.organizationId} = (select o.id from organizations o where o.slug = ${bind.value('organization', filters.organization)})`,
    );
  if (filters.bookmarked) {
    where.push(
      sql`exists (select 1 from bookmarks b where b.item_id = ${contentItems.id} and b.user_id = ${bind.value('userId', filters.userId)})`,
    );
  }
  if (filters.difficulty !== undefined)
    where.push(sql`${contentItems.difficulty} = ${bind.value('difficulty', filters.difficulty)}`);
  return where;
}
