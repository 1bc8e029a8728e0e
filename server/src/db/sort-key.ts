import { type AnyColumn, asc, type SQL, sql } from 'drizzle-orm';

/**
 * Names sorted as people expect ("Émilie" with the E's, not after "Zoé"; "adam" before "Ben"),
 * the same on PGlite and PostgreSQL, neither of which may have ICU collations: a key made of the
 * name with its Latin accents and case folded away, kept as a stored generated column where a list
 * is sorted by the database (so every write, seeding and scripts included, keeps it) and computed
 * in the query for the people lists. `translate` maps each accented letter to its plain lower-case
 * one first, since `lower` only folds ASCII under the "C" collation; ligatures are spelled out.
 */
const ACCENTED =
  'ÀÁÂÃÄÅĀĂĄàáâãäåāăąÇĆĈĊČçćĉċčĎĐďđÈÉÊËĒĔĖĘĚèéêëēĕėęěĜĞĠĢĝğġģĤĦĥħÌÍÎÏĨĪĬĮİìíîïĩīĭįıĴĵĶķĹĻĽĿŁĺļľŀłÑŃŅŇñńņňÒÓÔÕÖØŌŎŐòóôõöøōŏőŔŖŘŕŗřŚŜŞŠśŝşšŢŤŦţťŧÙÚÛÜŨŪŬŮŰŲùúûüũūŭůűųŴŵÝŶŸýÿŷŹŻŽźżž';

/** The plain letter of each accented one (a stroke is no diacritic to Unicode: Ł, Đ, Ø, Ħ, Ŧ, ı, ŀ). */
const STROKES: Record<string, string> = {
  Ł: 'l',
  ł: 'l',
  Đ: 'd',
  đ: 'd',
  Ø: 'o',
  ø: 'o',
  Ħ: 'h',
  ħ: 'h',
  Ŧ: 't',
  ŧ: 't',
  ı: 'i',
  Ŀ: 'l',
  ŀ: 'l',
};

const PLAIN = [...ACCENTED]
  .map((letter) => STROKES[letter] ?? letter.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase())
  .join('');
if (PLAIN.length !== [...ACCENTED].length || /[^a-z]/.test(PLAIN)) throw new Error('sort key letters');

const LIGATURES: [string, string][] = [
  ['Œ', 'oe'],
  ['œ', 'oe'],
  ['Æ', 'ae'],
  ['æ', 'ae'],
  ['ß', 'ss'],
];

const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** The sort key of a text column, as SQL (immutable: usable in a generated column). */
export function sortKeySql(column: AnyColumn | SQL): SQL<string> {
  let folded: SQL = sql`lower(translate(${column}, ${literal(ACCENTED)}, ${literal(PLAIN)}))`;
  for (const [from, to] of LIGATURES) folded = sql`replace(${folded}, ${literal(from)}, ${literal(to)})`;
  return folded as SQL<string>;
}

/** The same key in JavaScript (tests, and lists sorted in memory). */
export function sortKey(name: string): string {
  let folded = '';
  for (const letter of name) {
    const at = ACCENTED.indexOf(letter);
    folded += at >= 0 ? PLAIN[at] : letter;
  }
  folded = folded.replace(/[A-Z]/g, (letter) => letter.toLowerCase());
  for (const [from, to] of LIGATURES) folded = folded.replaceAll(from, to);
  return folded;
}

/** A people list's order as people read it: last name, then first name; ties in a stable order. */
export function personNameOrder(person: { lastName: AnyColumn; firstName: AnyColumn; id: AnyColumn }): SQL[] {
  return [
    asc(sortKeySql(person.lastName)),
    asc(sortKeySql(person.firstName)),
    asc(person.lastName),
    asc(person.firstName),
    asc(person.id),
  ];
}
