import { describe, expect, it } from 'vitest';
import { safeNext } from './guards';

describe('guards', () => {
  it('returns after sign-in only to paths inside the app', () => {
    expect(safeNext('/profile#permissions')).toBe('/profile#permissions');
    expect(safeNext('https://evil.example')).toBe('/');
    expect(safeNext('//evil.example')).toBe('/');
    expect(safeNext(null)).toBe('/');
  });
});
