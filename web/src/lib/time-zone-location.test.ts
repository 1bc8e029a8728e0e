import { describe, expect, it } from 'vitest';
import timeZones from './time-zone-countries.json';
import { locationOfTimeZone } from './time-zone-location';

describe('locationOfTimeZone', () => {
  it('gives the country, and the region where the zone tells', () => {
    expect(locationOfTimeZone('Europe/Paris')).toEqual({ country: 'FR', region: null });
    expect(locationOfTimeZone('America/Toronto')).toEqual({ country: 'CA', region: 'ON' });
    expect(locationOfTimeZone('America/Montreal')).toEqual({ country: 'CA', region: 'QC' });
    expect(locationOfTimeZone('Australia/Sydney')).toEqual({ country: 'AU', region: 'NSW' });
    expect(locationOfTimeZone('America/New_York')).toEqual({ country: 'US', region: null });
    expect(locationOfTimeZone('Europe/London')).toEqual({ country: 'GB', region: null });
  });

  it('knows the old names browsers still report', () => {
    expect(locationOfTimeZone('Asia/Calcutta')?.country).toBe('IN');
    expect(locationOfTimeZone('US/Eastern')?.country).toBe('US');
    expect(locationOfTimeZone('Europe/Kiev')?.country).toBe('UA');
  });

  it('names no place for zones that say nothing about where someone is', () => {
    for (const zone of ['UTC', 'Etc/UTC', 'Etc/GMT+5', 'CET', 'EST5EDT', 'Mars/Olympus', '', null]) {
      expect(locationOfTimeZone(zone)).toBeNull();
    }
  });

  it('knows every zone this runtime knows that belongs to a country', () => {
    const known = new Set(Object.keys(timeZones.zones));
    const missing = Intl.supportedValuesOf('timeZone').filter(
      (zone) => !known.has(zone) && !/^(Etc\/|UTC$|GMT)/.test(zone),
    );
    expect(missing).toEqual([]);
  });
});
