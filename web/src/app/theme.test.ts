import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it('starts the desktop layout at 768 px', () => {
    expect(theme.breakpoints?.sm).toBe('48em');
  });
});
