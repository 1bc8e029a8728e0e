import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageName } from './language-name';

describe('languageName', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names Cree, Ojibwe and Inuktitut in the reader’s language where the ICU data answers codes (Chromium)', () => {
    const Real = Intl.DisplayNames;
    // Chromium's reduced ICU data: the code back for these three.
    class ChromiumNames extends Real {
      override of(code: string) {
        return ['cr', 'oj', 'iu'].includes(code) ? code : super.of(code);
      }
    }
    vi.stubGlobal('Intl', { ...Intl, DisplayNames: ChromiumNames });
    expect(['cr', 'oj', 'iu'].map((code) => languageName(code, 'en'))).toEqual([
      'Cree',
      'Ojibwe',
      'Inuktitut',
    ]);
    expect(['cr', 'oj', 'iu'].map((code) => languageName(code, 'fr'))).toEqual([
      'cri',
      'ojibwé',
      'inuktitut',
    ]);
  });

  it('names the others through Intl.DisplayNames', () => {
    expect(languageName('fr', 'en')).toBe('French');
    expect(languageName('en', 'fr')).toBe('anglais');
  });
});
