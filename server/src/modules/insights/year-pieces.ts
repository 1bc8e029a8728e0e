/**
 * A JSON array of dated objects, oldest first, as the database writes the insights document's
 * `scores` and `logs` (queries.ts), cut into one piece per calendar year: their concatenation is
 * the array. A write changes the pieces of the years it touches (the current one, almost always)
 * and leaves the others byte for byte as they were, so their compressed bytes can be kept
 * (http/gzip-pieces.ts). Years rather than fixed sizes: a piece's bounds depend only on its own
 * year's objects, so a change to an older year leaves every other year's piece intact.
 *
 * `dateKey` is the object's date key with its quotes (`"date":"`) and `firstKey` the key each
 * object starts with (`"kind"`). A string value cannot hold either unescaped (its quotes would
 * be `\"`), so both are found only where the database wrote them. Were the order not by date, the
 * pieces would be fewer or smaller, their concatenation the array all the same.
 */
export function yearPieces(array: string, dateKey: string, firstKey: string): string[] {
  const between = `},{${firstKey}`;
  const pieces: string[] = [];
  let start = 0;
  for (;;) {
    const first = array.indexOf(dateKey, start);
    if (first < 0) break;
    const year = array.slice(first + dateKey.length, first + dateKey.length + 4);
    // The year's last object, then the comma after it: the next year starts there.
    const next = array.indexOf(between, array.lastIndexOf(`${dateKey}${year}`));
    if (next < 0) break;
    pieces.push(array.slice(start, next + 2));
    start = next + 2;
  }
  pieces.push(array.slice(start));
  return pieces;
}
