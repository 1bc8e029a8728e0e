/**
 * Names of languages that browsers' reduced ICU data leave unnamed (Chromium answers "cr" for
 * Cree): the indigenous languages crisis lines in Canada answer in. Lower case, as in running text.
 */
const MISSING: Record<string, { en: string; fr: string }> = {
  cr: { en: 'Cree', fr: 'cri' },
  oj: { en: 'Ojibwe', fr: 'ojibwé' },
  iu: { en: 'Inuktitut', fr: 'inuktitut' },
};

/** A language's name in the reader's language ("Cree", "cri"), never its code when it can help it. */
export function languageName(code: string, locale: string): string {
  let name = code;
  try {
    name = new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    // An invalid code: shown as it is.
  }
  if (name.toLowerCase() !== code.toLowerCase()) return name;
  const known = MISSING[code.toLowerCase()];
  return known ? known[locale.startsWith('fr') ? 'fr' : 'en'] : name;
}
