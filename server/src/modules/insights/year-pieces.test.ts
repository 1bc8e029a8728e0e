import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { yearCuts } from './year-pieces';

const logsOf = (log: (date: string, index: number) => object, dates: string[]) =>
  JSON.stringify(dates.map((date, index) => ({ kind: 'ailment', ...log(date, index) })));
const logYears = yearCuts('"date":"', '"kind"');
/** The array's pieces as cut (the cuts fall between ASCII characters, so each piece is text). */
function cut(array: string): string[] {
  const bytes = Buffer.from(array);
  const starts = [0, ...logYears(bytes), bytes.length];
  return starts.slice(1).map((end, index) => bytes.subarray(starts[index], end).toString());
}

describe('yearCuts', () => {
  it('cuts an array of dated objects into one piece per year, the commas kept, whatever the titles hold', () => {
    const tricky = '"},{"kind":"x","date":"2031-01-01"} </script> é 😀';
    const array = logsOf(
      (date, index) => ({ id: `l${index}`, date, title: tricky }),
      ['2023-12-31', '2024-01-01', '2024-06-30', '2026-02-01'],
    );
    const pieces = cut(array);
    expect(pieces.join('')).toBe(array);
    expect(pieces).toHaveLength(3);
    expect(pieces[0]).toMatch(/^\[\{.*"date":"2023-12-31".*\},$/);
    expect(pieces[1]?.match(/"date":"2024/g)).toHaveLength(2);
    expect(pieces[2]).toMatch(/^\{.*"date":"2026-02-01".*\}\]$/);
  });

  it('leaves an empty array, one object and one year whole', () => {
    expect(cut('[]')).toEqual(['[]']);
    const one = logsOf((date) => ({ date }), ['2026-01-01']);
    expect(cut(one)).toEqual([one]);
    const oneYear = logsOf((date) => ({ date }), ['2026-01-01', '2026-12-31']);
    expect(cut(oneYear)).toEqual([oneYear]);
  });

  it('changes only the piece of the year a change touches', () => {
    const dates = ['2022-05-01', '2023-05-01', '2024-05-01', '2025-05-01'];
    const before = cut(logsOf((date) => ({ date, title: 'walk' }), dates));
    const after = cut(logsOf((date) => ({ date, title: date === '2023-05-01' ? 'run' : 'walk' }), dates));
    expect(after.map((piece, index) => piece === before[index])).toEqual([true, false, true, true]);
  });

  it('gives pieces whose concatenation is the array for any dates and titles, sorted or not', () => {
    const date = fc
      .date({ min: new Date('1990-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
      .map((at) => at.toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.tuple(date, fc.string())), fc.boolean(), (entries, sorted) => {
        if (sorted) entries.sort(([a], [b]) => a.localeCompare(b));
        const array = JSON.stringify(entries.map(([on, title]) => ({ kind: 'activity', date: on, title })));
        expect(cut(array).join('')).toBe(array);
      }),
    );
  });
});
