import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors';
import { authorize, permit } from './index';

type Row = { id: number; ownerId: number; public: boolean };
const row: Row = { id: 1, ownerId: 7, public: true };

/** The status the call throws, or null when it returns. */
function statusOf(call: () => unknown): number | null {
  try {
    call();
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return (error as ApiError).status;
  }
}

describe('authorize', () => {
  it('is a 404 when nothing was found, whatever the rule', () => {
    expect(statusOf(() => authorize(undefined as Row | undefined, () => true))).toBe(404);
    expect(statusOf(() => authorize(null as Row | null, () => true))).toBe(404);
    expect(
      statusOf(() => authorize(undefined as Row | undefined, { visible: () => true, allowed: () => true })),
    ).toBe(404);
  });

  it('is a 404 when the row is hidden from the actor', () => {
    expect(statusOf(() => authorize(row, (r) => r.ownerId === 8))).toBe(404);
    expect(statusOf(() => authorize(row, { visible: () => false, allowed: () => true }))).toBe(404);
  });

  it('is a 403 when the row is visible but the action not allowed', () => {
    expect(
      statusOf(() => authorize(row, { visible: (r) => r.public, allowed: (r) => r.ownerId === 8 })),
    ).toBe(403);
  });

  it('returns the row itself, typed as present, when the rule holds', () => {
    const found: Row | undefined = row;
    const narrowed: Row = authorize(found, (r) => r.ownerId === 7);
    expect(narrowed).toBe(row);
    expect(authorize(found, { visible: (r) => r.public, allowed: (r) => r.ownerId === 7 })).toBe(row);
  });

  it('hands the rule the row it was given', () => {
    const seen: Row[] = [];
    authorize(row, (r) => {
      seen.push(r);
      return true;
    });
    expect(seen).toEqual([row]);
  });
});

describe('permit', () => {
  it('is a 403 when refused, nothing otherwise', () => {
    expect(statusOf(() => permit(false))).toBe(403);
    expect(statusOf(() => permit(true))).toBeNull();
  });
});
