import { describe, expect, it } from 'vitest';
import { hourOptions } from './hour-options';

describe('hourly slots', () => {
  it('offers the 24 hours of the day, sent as HH:00:00', () => {
    const options = hourOptions('en');
    expect(options).toHaveLength(24);
    expect(options[0]?.value).toBe('00:00:00');
    expect(options[23]?.value).toBe('23:00:00');
  });

  it('shows h:mm AM/PM in English and 24-hour time in French', () => {
    expect(hourOptions('en')[0]?.label).toBe('12:00 AM');
    expect(hourOptions('en')[13]?.label).toBe('1:00 PM');
    expect(hourOptions('fr')[13]?.label).toMatch(/^13\s?h\s?00$|^13:00$/);
  });
});
