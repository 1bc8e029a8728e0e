import { describe, expect, it, vi } from 'vitest';
import { richOnFirstUse } from './on-first-use';

describe('richOnFirstUse', () => {
  it('fetches the code once for every field of its kind, and tries again after a failed fetch', async () => {
    const rich = { Control: 'rich' };
    const importer = vi
      .fn<() => Promise<typeof rich>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(rich);
    const control = richOnFirstUse(importer);
    expect(control.loaded()).toBeUndefined();

    // Offline: the stand-in stays, nothing is remembered as loaded.
    await expect(control.load()).rejects.toThrow('Failed to fetch');
    expect(control.loaded()).toBeUndefined();

    // The next use fetches again; two fields asking at once share one fetch.
    const [first, second] = await Promise.all([control.load(), control.load()]);
    expect(first).toBe(rich);
    expect(second).toBe(rich);
    expect(control.loaded()).toBe(rich);
    expect(importer).toHaveBeenCalledTimes(2);
  });
});
