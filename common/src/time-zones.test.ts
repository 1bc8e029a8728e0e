import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, currentTimeZones, isLegacyTimeZone } from './time-zones';

describe('current time zone names', () => {
  it('maps old names to the current IANA ones and leaves current names alone', () => {
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(canonicalTimeZone('Asia/Saigon')).toBe('Asia/Ho_Chi_Minh');
    expect(canonicalTimeZone('America/Godthab')).toBe('America/Nuuk');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    for (const zone of [
      'Asia/Kolkata',
      'Europe/Kyiv',
      'America/St_Johns',
      'Pacific/Auckland',
      'Europe/Paris',
    ])
      expect(canonicalTimeZone(zone)).toBe(zone);
    // A zone merged into another country's is not a rename: Oslo stays Oslo.
    expect(canonicalTimeZone('Europe/Oslo')).toBe('Europe/Oslo');
    expect(isLegacyTimeZone('Asia/Calcutta')).toBe(true);
    expect(isLegacyTimeZone('Asia/Kolkata')).toBe(false);
  });

  it("offers the runtime's zones by current names only, each once", () => {
    const zones = currentTimeZones(Intl.supportedValuesOf('timeZone'));
    expect(zones).toContain('Asia/Kolkata');
    expect(zones).toContain('Europe/Kyiv');
    expect(zones).not.toContain('Asia/Calcutta');
    expect(zones).not.toContain('Europe/Kiev');
    expect(zones.some(isLegacyTimeZone)).toBe(false);
    expect(new Set(zones).size).toBe(zones.length);
    // Every name offered is one the runtime can use.
    for (const zone of zones) expect(() => new Intl.DateTimeFormat('en', { timeZone: zone })).not.toThrow();
  });
});
