import { describe, expect, it } from 'vitest';
import { isMobileUserAgent } from './device';

describe('device detection', () => {
  it('tells phones from desktops by user agent', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Safari/537.36')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36')).toBe(false);
  });
});
