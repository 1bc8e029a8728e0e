/**
 * Where to cut a JSON array of dated objects, oldest first, as the database writes the insights
 * document's `scores` and `logs` (queries.ts), into one piece per calendar year. A write changes
 * the pieces of the years it touches (the current one, almost always) and leaves the others byte
 * for byte as they were, so their gzip bytes can be kept (http/gzip-pieces.ts). Years rather
 * than fixed sizes: a piece's bounds depend only on its own year's objects, so a change to an
 * older year leaves every other year's piece intact. The cuts are looked for in the body's UTF-8
 * bytes when its gzip is made, not before: brotli and identity clients never pay for them.
 *
 * `dateKey` is the object's date key with its quotes (`"date":"`) and `firstKey` the key each
 * object starts with (`"kind"`). A string value cannot hold either unescaped (its quotes would
 * be `\"`), so both are found only where the database wrote them. Were the order not by date, the
 * pieces would be fewer or smaller, cut between objects all the same.
 */
export function yearCuts(dateKey: string, firstKey: string): (array: Buffer) => number[] {
  const date = Buffer.from(dateKey);
  const between = Buffer.from(`},{${firstKey}`);
  return (array) => {
    /** The year of the first object from `from` on (its four digits as one number), or -1. */
    const yearAt = (from: number) => {
      const at = array.indexOf(date, from) + date.length;
      return at < date.length || at + 4 > array.length ? -1 : array.readUInt32BE(at);
    };
    const cuts: number[] = [];
    let start = 0;
    let year = yearAt(0);
    for (;;) {
      // A bisection for the year's last object: `last` starts an object of `year` (or is the
      // array's start), and none does from `after` on. A few dozen short searches: 15-35 µs on
      // strings for the five-year document, where lastIndexOf from the end for each year took
      // 160 µs (2 % of the cold path's CPU) and one search for each next year's first date
      // 40-65 µs (text that starts with a quote, JSON's most common character, is slow to find).
      let last = start === 0 ? 0 : start - 2;
      let after = array.length;
      while (after - last > 1) {
        const middle = (last + after) >>> 1;
        const object = array.indexOf(between, middle);
        if (object >= 0 && object < after && yearAt(object) === year) last = object;
        else after = middle;
      }
      const cut = array.indexOf(between, last + 1);
      if (cut < 0) return cuts;
      // After the comma: each piece but the last ends with one.
      start = cut + 2;
      cuts.push(start);
      year = yearAt(cut);
    }
  };
}
