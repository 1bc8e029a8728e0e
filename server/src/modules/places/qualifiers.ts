import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { namedAreas } from './admin-areas';

const require = createRequire(import.meta.url);

/**
 * What may follow a city's name in a search, as the list shows places ("London, Ontario",
 * "Paris Texas", "Montréal QC", "Londres, Royaume-Uni"): a region or a country, by name (English
 * or French, or the start of it: "Tex", "Ont") or by code (ISO 3166-2 region code, ISO alpha-2 or
 * alpha-3 country code, a few customary abbreviations). Keys are "CA" (a country) or "CA.08"
 * (GeoNames country and admin1 code); text is folded and compared without spaces ("U.S.A." and
 * "usa", "New South Wales" and "newsouthwales").
 */
type Dictionary = { codes: Map<string, Set<string>>; names: [name: string, key: string][] };

/** Customary abbreviations that are neither a code nor the start of the name. */
const ABBREVIATIONS: Record<string, string> = {
  alta: 'CA.01',
  nfld: 'CA.05',
  pei: 'CA.09',
  nwt: 'CA.13',
  pq: 'CA.10',
  fla: 'US.FL',
  nmex: 'US.NM',
  ndak: 'US.ND',
  sdak: 'US.SD',
  wva: 'US.WV',
  uk: 'GB',
  usa: 'US',
  america: 'US',
  amerique: 'US',
  england: 'GB.ENG',
  scotland: 'GB.SCT',
  wales: 'GB.WLS',
};

const squash = (folded: string) => folded.replace(/ /g, '');

let dictionary: Dictionary | undefined;

function build(fold: (text: string) => string): Dictionary {
  const codes = new Map<string, Set<string>>();
  const names: [string, string][] = [];
  const addCode = (code: string, key: string) => {
    const folded = squash(fold(code));
    if (!folded) return;
    const keys = codes.get(folded) ?? new Set<string>();
    keys.add(key);
    codes.set(folded, keys);
  };
  const addName = (name: string, key: string) => {
    const folded = squash(fold(name));
    if (folded) names.push([folded, key]);
  };
  for (const area of namedAreas()) {
    const key = `${area.country}.${area.admin1}`;
    addCode(area.code, key);
    for (const name of area.names) addName(name, key);
  }
  countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
  countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));
  for (const locale of ['en', 'fr']) {
    for (const [code, all] of Object.entries(countries.getNames(locale, { select: 'all' }))) {
      for (const name of all) addName(name, code);
    }
  }
  for (const [code, alpha3] of Object.entries(countries.getAlpha3Codes())) {
    addCode(code, alpha3);
    addCode(alpha3, code);
  }
  for (const [abbreviation, key] of Object.entries(ABBREVIATIONS)) addCode(abbreviation, key);
  names.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  return { codes, names };
}

/** Builds the table now (with the city index), so no search pays for it. */
export function prepareQualifiers(fold: (text: string) => string): void {
  dictionary ??= build(fold);
}

/**
 * The regions and countries a piece of typed text can mean: a code typed in full, or the start
 * of a name ("Paris T": Texas, Tennessee…, while the person is still typing). Empty when it
 * means none.
 */
export function resolveQualifier(text: string, fold: (text: string) => string): Set<string> {
  dictionary ??= build(fold);
  const typed = squash(fold(text));
  const keys = new Set(dictionary.codes.get(typed) ?? []);
  if (!typed) return keys;
  const { names } = dictionary;
  let low = 0;
  let high = names.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((names[mid] as [string, string])[0] < typed) low = mid + 1;
    else high = mid;
  }
  for (let i = low; i < names.length && (names[i] as [string, string])[0].startsWith(typed); i++)
    keys.add((names[i] as [string, string])[1]);
  return keys;
}

/** One reading of a search: the start of the city's name, then what each qualifier may mean. */
export type Reading = { city: string; qualifiers: Set<string>[] };

/**
 * Every way to read `query` as a city's name followed by regions or countries: the city is the
 * text before the first comma or a shorter run of its first words; the rest is split into
 * qualifiers (at commas, and between words) that each mean some region or country. A query
 * that is only a name has no reading here (the plain search serves it).
 */
export function readings(query: string, fold: (text: string) => string): Reading[] {
  const segments = query
    .split(',')
    .map((segment) => fold(segment).split(' ').filter(Boolean))
    .filter((words) => words.length > 0);
  const first = segments[0];
  if (!first) return [];
  const rest = segments.slice(1);
  // Splits of a run of words into qualifiers that all mean something.
  const partitions = (words: string[]): Set<string>[][] => {
    if (words.length === 0) return [[]];
    const found: Set<string>[][] = [];
    for (let end = words.length; end >= 1; end--) {
      const keys = resolveQualifier(words.slice(0, end).join(' '), fold);
      if (keys.size === 0) continue;
      for (const tail of partitions(words.slice(end))) found.push([keys, ...tail]);
    }
    return found;
  };
  const afterCommas = (index: number): Set<string>[][] => {
    const segment = rest[index];
    if (!segment) return [[]];
    const found: Set<string>[][] = [];
    for (const head of partitions(segment))
      for (const tail of afterCommas(index + 1)) found.push([...head, ...tail]);
    return found;
  };
  const fromCommas = afterCommas(0);
  if (fromCommas.length === 0) return [];
  const found: Reading[] = [];
  for (let cut = first.length; cut >= 1; cut--) {
    const city = first.slice(0, cut).join(' ');
    const inFirst = cut === first.length ? [[]] : partitions(first.slice(cut));
    for (const head of inFirst)
      for (const tail of fromCommas) {
        const qualifiers = [...head, ...tail];
        if (qualifiers.length > 0) found.push({ city, qualifiers });
      }
  }
  return found.slice(0, 20);
}

/** Whether a city (its country and GeoNames admin1 code) is in every qualifier of a reading. */
export function inQualifiers(qualifiers: Set<string>[], country: string, admin1: string): boolean {
  return qualifiers.every((keys) => keys.has(country) || keys.has(`${country}.${admin1}`));
}
