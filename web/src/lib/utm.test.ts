import { describe, expect, it } from 'vitest';
import { storeUtmParams } from './utm';

describe('campaign parameters', () => {
  it('are kept in first-party cookies, and nothing else from the address is', () => {
    storeUtmParams(
      '?utm_source=newsletter&utm_medium=email&utm_campaign=autumn&email=someone%40example.test',
    );
    expect(document.cookie).toContain('utm_source=newsletter');
    expect(document.cookie).toContain('utm_medium=email');
    expect(document.cookie).toContain('utm_campaign=autumn');
    expect(document.cookie).not.toContain('someone');
  });
});
