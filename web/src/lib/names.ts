/**
 * ICU parameters for a person's first name in a message: `{name}`, and `{elide}` for French,
 * where "de" becomes "d’" before a vowel or a mute h ("Tendances d’Alex", "de Maya"):
 * `{elide, select, yes {d’{name}} other {de {name}}}`. English messages ignore `elide`.
 */
export function nameParams(name: string): { name: string; elide: 'yes' | 'no' } {
  return { name, elide: elidesBefore(name) ? 'yes' : 'no' };
}

/** A vowel or an h opens the name; a y only when a consonant follows it (Yves, not Yann). */
export function elidesBefore(word: string): boolean {
  const plain = word.trim().normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  if (/^[aeiouh]/.test(plain)) return true;
  return /^y[^aeiouy]/.test(plain);
}

/**
 * A person's initials for an avatar without a picture ("Maya Tremblay" → "MT"). Here, not beside
 * the avatars that use it: a page that needs only initials does not load their tooltips' code.
 */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
