/** Rows read this many at a time: enough to keep round trips few, small enough to keep memory flat. */
export const PAGE_SIZE = 500;

/**
 * Every row of a read, in keyset pages: `read(after, limit)` returns the rows whose key comes
 * after `after` (null: from the start), in key order; the last row's key starts the next page.
 */
export async function* keysetRows<Row, Key>(
  read: (after: Key | null, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => Key,
  size = PAGE_SIZE,
): AsyncGenerator<Row> {
  let after: Key | null = null;
  for (;;) {
    const rows = await read(after, size);
    yield* rows;
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = keyOf(last);
  }
}

/** Maps an async iterable lazily. */
export async function* mapRows<Row, Out>(
  rows: AsyncIterable<Row>,
  map: (row: Row) => Out,
): AsyncGenerator<Out> {
  for await (const row of rows) yield map(row);
}

/** ISO 8601 in UTC, or null. */
export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);
