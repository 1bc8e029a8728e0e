import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/**
 * Rows of a prepared statement mapped by a function compiled once per statement, instead of
 * Drizzle's walk (`mapResultRow`), which asks `is()` (an `instanceof` chain) two or three times
 * per column of every row and grows each object key by key: 9–13 % of the server's CPU on the
 * sharing lists (1,500 columns for 50 invitations), the largest single cost after the socket
 * writes (bench/README.md). The compiled function builds each row as one nested object literal
 * with the same keys in the same order, decodes each column with the decoder Drizzle would use,
 * and turns a left-joined object to null as Drizzle does: when the first of its columns is null
 * (compiled-rows.test.ts compares both on rows with and without their joins).
 *
 * It relies on the prepared query's `fields`, `joinsNotNullableMap` and `customResultMapper`
 * (node-postgres and PGlite drivers alike); a statement without them is left to Drizzle.
 */
export function withCompiledRows<T>(statement: T): T {
  const prepared = statement as unknown as PreparedInternals;
  if (!Array.isArray(prepared.fields) || prepared.customResultMapper !== undefined) return statement;
  const mapRow = compileRowMapper(prepared.fields, prepared.joinsNotNullableMap);
  prepared.customResultMapper = (rows) => rows.map(mapRow);
  return statement;
}

type Decoder = { mapFromDriverValue(value: unknown): unknown };
type SelectedField = { path: string[]; field: unknown };
type PreparedInternals = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown[];
};

/** The decoder Drizzle's mapResultRow picks for a field (`decoder` is internal to Drizzle's SQL). */
function decoderOf(field: unknown): Decoder {
  const decoderOfSql = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** A nested object literal of the selection's shape; leaves are column indexes. */
type Shape = { [key: string]: Shape | number };

export function compileRowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): (row: unknown[]) => unknown {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const shape: Shape = {};
  for (const [index, { path }] of fields.entries()) {
    let node = shape;
    for (const chunk of path.slice(0, -1)) {
      let next = node[chunk];
      if (typeof next !== 'object') {
        next = {};
        node[chunk] = next;
      }
      node = next;
    }
    node[path.at(-1) as string] = index;
  }
  const nullWhen = joinsNotNullableMap ? nullableObjects(fields, joinsNotNullableMap) : new Map();
  const value = (index: number) =>
    `(r[${index}] === null ? null : d[${index}].mapFromDriverValue(r[${index}]))`;
  const literal = (node: Shape): string =>
    `{${Object.entries(node)
      .map(
        ([key, child]) =>
          `${JSON.stringify(key)}: ${typeof child === 'number' ? value(child) : literal(child)}`,
      )
      .join(', ')}}`;
  const topLevel = `{${Object.entries(shape)
    .map(([key, child]) => {
      const built = typeof child === 'number' ? value(child) : literal(child);
      const first = nullWhen.get(key);
      return `${JSON.stringify(key)}: ${first === undefined ? built : `(r[${first}] === null ? null : ${built})`}`;
    })
    .join(', ')}}`;
  // Generated from the statement's own field names (code, never data): one literal per row.
  return new Function('d', `return (r) => (${topLevel});`)(decoders) as (row: unknown[]) => unknown;
}

/**
 * The top-level objects Drizzle turns to null, each with the index of the column that decides:
 * an object whose table columns (path of two) all come from one table that is not always joined
 * (a left join's), null when the first of those columns is null.
 */
function nullableObjects(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean>,
): Map<string, number> {
  const objects = new Map<string, { table: string | false; first: number }>();
  for (const [index, { path, field }] of fields.entries()) {
    if (!is(field, Column) || path.length !== 2) continue;
    const name = path[0] as string;
    const table = getTableName(field.table);
    const seen = objects.get(name);
    if (!seen) objects.set(name, { table, first: index });
    else if (seen.table !== table) seen.table = false;
  }
  const nullable = new Map<string, number>();
  for (const [name, { table, first }] of objects) {
    if (table !== false && !joinsNotNullableMap[table]) nullable.set(name, first);
  }
  return nullable;
}
