import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { decodeKeysetCursor, encodeKeysetCursor } from './keyset-cursor';

describe('keyset cursors', () => {
  it('give back every list of keys they wrote, when the list accepts it', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 40 }), { maxLength: 5 }), (keys) => {
        expect(decodeKeysetCursor(encodeKeysetCursor(keys), () => true)).toEqual(keys);
      }),
    );
  });

  it('answer anything else with a 422 naming page[after], never another error', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.base64String(), fc.integer(), fc.constant(null)), (raw) => {
        try {
          decodeKeysetCursor(raw, (keys) => keys.length === 2 && keys[0] === 'ok');
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(422);
        }
      }),
    );
    expect(() => decodeKeysetCursor(encodeKeysetCursor(['no', '1']), (keys) => keys[0] === 'ok')).toThrow(
      ApiError,
    );
    expect(decodeKeysetCursor('', () => true)).toBeNull();
  });
});
