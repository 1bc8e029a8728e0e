import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KEPT_MAX_BYTES, KEPT_MAX_ENTRIES, KeptDocuments, keptRoute } from './kept-documents';

/**
 * The kept documents (kept-documents.ts): a value is served only at the version it was made at,
 * to the reader and variant it was made for, and the store stays within its bound. The routes'
 * own tests check each version source (list-cache, insights, content listing, dashboards).
 */
const key = (reader: number | null = 1, variant = 'en /api/roles') => ({ route: 'lists', reader, variant });

describe('kept documents', () => {
  it('serve a value again at the version it was made at', () => {
    const documents = new KeptDocuments();
    const value = { body: 'a' };
    documents.set(key(), 3, value, { size: 10 });
    expect(documents.get(key(), 3)).toBe(value);
    expect(documents.latest(key())).toEqual({ version: 3, value });
  });

  it('miss when the version moved, and keep one value per key: the newer replaces the older', () => {
    const documents = new KeptDocuments();
    documents.set(key(), 3, 'at 3', { size: 10 });
    expect(documents.get(key(), 4)).toBeUndefined();
    expect(documents.get(key(), '3')).toBeUndefined();
    documents.set(key(), 4, 'at 4', { size: 10 });
    expect(documents.get(key(), 4)).toBe('at 4');
    expect(documents.get(key(), 3)).toBeUndefined();
    expect(documents.size).toBe(1);
  });

  it('keep readers, variants and routes apart', () => {
    const documents = new KeptDocuments();
    documents.set(key(1), 1, 'reader 1', { size: 10 });
    documents.set(key(2), 1, 'reader 2', { size: 10 });
    documents.set(key(null), 1, 'everyone', { size: 10 });
    documents.set(key(1, 'fr /api/roles'), 1, 'reader 1 in French', { size: 10 });
    documents.set({ ...key(1), route: 'other' }, 1, 'another route', { size: 10 });
    expect(documents.get(key(1), 1)).toBe('reader 1');
    expect(documents.get(key(2), 1)).toBe('reader 2');
    expect(documents.get(key(null), 1)).toBe('everyone');
    expect(documents.get(key(1, 'fr /api/roles'), 1)).toBe('reader 1 in French');
    expect(documents.get({ ...key(1), route: 'other' }, 1)).toBe('another route');
    expect(documents.get(key(3), 1)).toBeUndefined();
  });

  it('give each app instance its own route name', () => {
    expect(keptRoute('roles')).not.toBe(keptRoute('roles'));
  });

  it('forget a value at the end of its life, and keep none already past it', async () => {
    const documents = new KeptDocuments();
    documents.set(key(1), 1, 'short', { size: 10, ttl: 20 });
    documents.set(key(2), 1, 'expired', { size: 10, ttl: 0 });
    documents.set(key(3), 1, 'lasting', { size: 10 });
    expect(documents.get(key(1), 1)).toBe('short');
    expect(documents.get(key(2), 1)).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(documents.get(key(1), 1)).toBeUndefined();
    expect(documents.get(key(3), 1)).toBe('lasting');
  });

  it('stay within their bound in bytes, the least recently used going first', () => {
    const documents = new KeptDocuments();
    const quarter = KEPT_MAX_BYTES / 4;
    for (const reader of [1, 2, 3]) documents.set(key(reader), 1, reader, { size: quarter });
    expect(documents.get(key(1), 1)).toBe(1);
    // A fourth quarter, with the keys' length, is over the bound: the least recently used goes.
    documents.set(key(4), 1, 4, { size: quarter });
    expect(documents.get(key(2), 1)).toBeUndefined();
    expect([1, 3, 4].map((reader) => documents.get(key(reader), 1))).toEqual([1, 3, 4]);
    documents.set(key(6), 1, 'too big', { size: KEPT_MAX_BYTES + 1 });
    expect(documents.get(key(6), 1)).toBeUndefined();
  });

  it('stay within their bound in entries', () => {
    const documents = new KeptDocuments();
    for (let reader = 0; reader <= KEPT_MAX_ENTRIES; reader += 1)
      documents.set(key(reader), 1, reader, { size: 1 });
    expect(documents.size).toBe(KEPT_MAX_ENTRIES);
    expect(documents.get(key(0), 1)).toBeUndefined();
    expect(documents.get(key(KEPT_MAX_ENTRIES), 1)).toBe(KEPT_MAX_ENTRIES);
  });

  it('build a value once for the requests that ask meanwhile, and keep no failure', async () => {
    const documents = new KeptDocuments();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { made: builds };
    };
    const size = () => ({ size: 10 });
    const [a, b] = await Promise.all([
      documents.keep(key(), 1, build, size),
      documents.keep(key(), 1, build, size),
    ]);
    expect(a).toBe(b);
    expect(builds).toBe(1);
    expect(await documents.keep(key(), 1, build, size)).toBe(a);
    expect(await documents.keep(key(), 2, build, size)).toEqual({ made: 2 });
    await expect(documents.keep(key(9), 1, () => Promise.reject(new Error('down')), size)).rejects.toThrow(
      'down',
    );
    expect(documents.latest(key(9))).toBeUndefined();
  });
});

describe('kept documents, for every sequence of writes and reads', () => {
  it('a read returns only the last value set for its own route, reader and variant, at its own version', () => {
    const op = fc.record({
      set: fc.boolean(),
      route: fc.constantFrom('lists', 'insights'),
      reader: fc.constantFrom(null, 1, 2),
      variant: fc.constantFrom('en', 'fr'),
      version: fc.constantFrom(1, 2, '2'),
      value: fc.integer(),
    });
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const documents = new KeptDocuments();
        const last = new Map<string, { version: number | string; value: number }>();
        for (const { set, route, reader, variant, version, value } of ops) {
          const id = JSON.stringify([route, reader, variant]);
          if (set) {
            documents.set({ route, reader, variant }, version, value, { size: 1 });
            last.set(id, { version, value });
          } else {
            const kept = last.get(id);
            const expected = kept && kept.version === version ? kept.value : undefined;
            expect(documents.get({ route, reader, variant }, version)).toBe(expected);
          }
        }
      }),
    );
  });
});
