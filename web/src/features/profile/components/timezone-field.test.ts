import { describe, expect, it } from 'vitest';
import { timeZoneLabel, timeZoneOptions } from './timezone-field';

describe('time zones by name', () => {
  it('names a zone in the member’s language, with its city', () => {
    expect(timeZoneLabel('Asia/Kolkata', 'en')).toBe('India Standard Time (Kolkata)');
    expect(timeZoneLabel('Asia/Kolkata', 'fr')).toBe('heure de l’Inde (Calcutta)');
    expect(timeZoneLabel('America/St_Johns', 'en')).toBe('Newfoundland Time (St Johns)');
    expect(timeZoneLabel('Pacific/Auckland', 'fr')).toBe('heure de la Nouvelle-Zélande (Auckland)');
    expect(timeZoneLabel('Europe/Paris', 'en')).toBe('Central European Time (Paris)');
    expect(timeZoneLabel('Etc/Unknown_Zone', 'en')).toBe('Etc/Unknown_Zone');
  });

  it('offers current names only, each once, labelled', () => {
    for (const locale of ['en', 'fr']) {
      const values = timeZoneOptions(locale).map((option) => option.value);
      expect(values).toContain('Asia/Kolkata');
      expect(values).toContain('Europe/Kyiv');
      expect(values).not.toContain('Asia/Calcutta');
      expect(values).not.toContain('Europe/Kiev');
      expect(new Set(values).size).toBe(values.length);
    }
  });
});
