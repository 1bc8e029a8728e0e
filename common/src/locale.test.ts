import { describe, expect, it } from 'vitest';
import { firstDayOfWeek, localeFromAcceptLanguage } from './locale';

describe('localeFromAcceptLanguage', () => {
  it('picks the preferred supported language by quality', () => {
    expect(localeFromAcceptLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(localeFromAcceptLanguage('de-DE,de;q=0.9,fr;q=0.5,en;q=0.4')).toBe('fr');
    expect(localeFromAcceptLanguage('en;q=0.2, fr;q=0.7')).toBe('fr');
  });

  it('falls back to English', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('de, es')).toBe('en');
    expect(localeFromAcceptLanguage('*')).toBe('en');
  });
});

describe('firstDayOfWeek', () => {
  it('starts French weeks on Monday and English weeks on Sunday', () => {
    expect(firstDayOfWeek('fr')).toBe(1);
    expect(firstDayOfWeek('en')).toBe(0);
  });
});
