/**
 * Places search: builds the GeoNames index once, then measures `search()` over every 2- and
 * 3-letter prefix of a–z and a sample of 4–5 character prefixes taken from real city names.
 * Prints build time, p50/p99/max latency and the heap the index holds.
 *
 * Run: node --expose-gc --import tsx bench/places-search.ts
 */
import { GeoNamesPlaces } from '../server/src/modules/places/geonames';

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const places = new GeoNamesPlaces();
let started = performance.now();
const index = places.load();
const buildMs = performance.now() - started;
gc?.();
const heapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;
const rssMb = (process.memoryUsage().rss - rssBefore) / 1024 / 1024;

const letters = 'abcdefghijklmnopqrstuvwxyz';
const prefixes: string[] = [];
for (const a of letters) for (const b of letters) prefixes.push(a + b);
for (const a of letters) for (const b of letters) for (const c of 'aeiou') prefixes.push(a + b + c);
for (let i = 0; i < index.keys.length; i += 97) {
  const key = index.keys[i] as string;
  if (key.length >= 5) prefixes.push(key.slice(0, 4), key.slice(0, 5));
}
const timings: number[] = [];
for (const prefix of prefixes) {
  started = performance.now();
  await places.search(prefix, 'en');
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
const at = (q: number) =>
  (timings[Math.min(timings.length - 1, Math.floor(q * timings.length))] ?? 0).toFixed(3);
console.log(
  `cities ${index.names.length}, index keys ${index.keys.length}, built in ${buildMs.toFixed(0)} ms`,
);
console.log(
  `heap held by the index ${heapMb.toFixed(1)} MB (rss +${rssMb.toFixed(1)} MB)${gc ? '' : ' — run with --expose-gc for an exact figure'}`,
);
console.log(`${timings.length} searches: p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`);
