import { describe, expect, it } from 'vitest';
import { csvChunks, safeCell } from '../../../lib/csv';
import { buffered, jsonChunks, StreamedArray, StreamedObject } from './json-writer';
import { keysetRows } from './pages';

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = '';
  for await (const chunk of chunks) out += chunk;
  return out;
}

async function* slowly<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield await Promise.resolve(item);
}

describe('the streaming JSON writer', () => {
  it('writes what JSON.stringify writes, with arrays and objects from async iterables', async () => {
    const rows = [
      { a: 1, b: 'x"y' },
      { a: 2, b: null },
    ];
    const value = new StreamedObject(
      slowly<[string, unknown]>([
        ['plain', { nested: [1, 2] }],
        ['rows', new StreamedArray(slowly(rows))],
        ['empty', new StreamedArray([])],
        ['section', new StreamedObject([['provenance', 'derived']])],
      ]),
    );
    const written = await text(jsonChunks(value));
    const expected = { plain: { nested: [1, 2] }, rows, empty: [], section: { provenance: 'derived' } };
    expect(JSON.parse(written)).toEqual(expected);
    expect(written).toBe(JSON.stringify(expected, null, 2));
  });

  it('joins pieces into chunks of about the size asked', async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of buffered(slowly(Array.from({ length: 100 }, () => 'é'.repeat(10))), 300)) {
      chunks.push(chunk);
    }
    expect(chunks.length).toBe(4);
    expect(Buffer.concat(chunks).toString('utf8')).toBe('é'.repeat(1000));
  });
});

describe('CSV cells', () => {
  it('makes every cell a spreadsheet would run into text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r'])
      expect(safeCell(`${start}1+1`)).toBe(`'${start}1+1`);
    expect(safeCell('plain')).toBe('plain');
    expect(safeCell(-3)).toBe('-3');
    expect(safeCell(null)).toBe('');
    expect(safeCell(true)).toBe('true');
  });

  it('writes a BOM, CRLF and RFC 4180 quotes', async () => {
    const written = await text(
      csvChunks(
        ['a', 'b'],
        slowly([
          ['x, "y"', 'line\nbreak'],
          ['=cmd', 2],
        ]),
      ),
    );
    expect(written).toBe('\uFEFFa,b\r\n"x, ""y""","line\nbreak"\r\n\'=cmd,2\r\n');
  });
});

describe('keyset pages', () => {
  it('reads every row once, page after page, from the last key', async () => {
    const table = Array.from({ length: 7 }, (_, index) => ({ id: index + 1 }));
    const asked: (number | null)[] = [];
    const rows = keysetRows(
      async (after: number | null, limit) => {
        asked.push(after);
        return table.filter((row) => after === null || row.id > after).slice(0, limit);
      },
      (row) => row.id,
      3,
    );
    const read: number[] = [];
    for await (const row of rows) read.push(row.id);
    expect(read).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([null, 3, 6]);
  });
});
