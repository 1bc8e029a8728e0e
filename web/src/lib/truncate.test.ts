import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of 50 characters or fewer as it is', () => {
    const fifty = 'a'.repeat(50);
    expect(truncate(fifty)).toBe(fifty);
  });

  it('shortens longer text to 50 characters ending with an ellipsis', () => {
    const result = truncate('word '.repeat(20));
    expect(Array.from(result).length).toBeLessThanOrEqual(50);
    expect(result.endsWith('…')).toBe(true);
  });

  it('takes another length and never splits an emoji', () => {
    expect(truncate('🙂🙂🙂🙂', 3)).toBe('🙂🙂…');
  });
});
