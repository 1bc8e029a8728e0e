/**
 * Writes web/src/lib/time-zone-countries.json: every IANA time zone name
 * (canonical zones and their links, old names included, since browsers may report either) to
 * the ISO 3166-1 country it is in, from the tz database's own zone.tab (public domain).
 * Run when the tz database changes: `node web/scripts/time-zone-countries.mjs [zoneinfo dir]`.
 * Zones that name no country (Etc/UTC, CET, EST5EDT) are left out on purpose: they say
 * nothing about where a person is, so crisis help asks for the country instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const zoneinfo = process.argv[2] ?? '/usr/share/zoneinfo';
const out = join(dirname(fileURLToPath(import.meta.url)), '../src/lib/time-zone-countries.json');

const countries = new Map();
for (const line of readFileSync(join(zoneinfo, 'zone.tab'), 'utf8').split('\n')) {
  if (!line || line.startsWith('#')) continue;
  const [code, , zone] = line.split('\t');
  if (/^[A-Z]{2}$/.test(code) && zone) countries.set(zone, code);
}

// Links (`L target name`): an old or alternative name takes its target's country, unless
// zone.tab names it itself, or it is one of the names that say no place.
const placeless = /^(Etc\/|GMT|UTC|UCT|Universal|Zulu|Greenwich|[CEMW]ET$|[A-Z]ST(\d[A-Z]DT)?$)/;
const version = readFileSync(join(zoneinfo, 'tzdata.zi'), 'utf8').match(/^# version (\S+)/m)?.[1];
for (const line of readFileSync(join(zoneinfo, 'tzdata.zi'), 'utf8').split('\n')) {
  if (!line.startsWith('L ')) continue;
  const [, target, name] = line.split(' ');
  if (countries.has(name) || placeless.test(name)) continue;
  const country = countries.get(target);
  if (country) countries.set(name, country);
}

const sorted = Object.fromEntries([...countries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
writeFileSync(out, `${JSON.stringify({ tzdata: version ?? 'unknown', zones: sorted }, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} zones (tzdata ${version}) → ${out}`);
