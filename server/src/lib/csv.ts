import { stringify } from 'csv-stringify/sync';

/**
 * Every CSV the server writes (a member's export, an organization's members): a file that spreadsheets open as they should: UTF-8 with a byte-order mark (French accents),
 * CRLF line ends, RFC 4180 quoting (csv-stringify), and formula-safe: a text cell that starts
 * with = + - @, a tab or a carriage return gets a leading apostrophe, so a spreadsheet shows it
 * instead of running it (OWASP "CSV injection").
 */
export type CsvCell = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function safeCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  return FORMULA_START.test(value) ? `'${value}` : value;
}

// csv-stringify quotes a cell holding its record delimiter (CRLF), not one holding a lone LF or
// CR; RFC 4180 and spreadsheets need those quoted too (a message of several lines).
const line = (cells: CsvCell[]) =>
  stringify([cells.map(safeCell)], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });

/** A whole CSV document held in memory (a list of a page's size): the same cells and quoting. */
export function csvDocument(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map(line).join('')}`;
}

/** The CSV's text in pieces: the byte-order mark and the header row, then each row as it comes. */
export async function* csvChunks(header: string[], rows: AsyncIterable<CsvCell[]>): AsyncGenerator<string> {
  yield `\uFEFF${line(header)}`;
  for await (const row of rows) yield line(row);
}
