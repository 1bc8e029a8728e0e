import { describe, expect, it } from 'vitest';
import { elidesBefore, nameParams } from './names';

describe('French elision before a first name', () => {
  it('elides before a vowel, an accented vowel or an h', () => {
    for (const name of ['Alex', 'Émilie', 'Inès', 'Océane', 'Hugo', 'Yves', ' Ugo']) {
      expect(elidesBefore(name)).toBe(true);
    }
  });

  it('keeps "de" before a consonant or a y that sounds like one', () => {
    for (const name of ['Maya', 'Noé', 'Yann', 'Zoé', '']) expect(elidesBefore(name)).toBe(false);
  });

  it('gives the ICU parameters', () => {
    expect(nameParams('Alex')).toEqual({ name: 'Alex', elide: 'yes' });
    expect(nameParams('Maya')).toEqual({ name: 'Maya', elide: 'no' });
  });
});
