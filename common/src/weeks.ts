/**
 * ISO weeks (Monday to Sunday) in a member's timezone (decision 0005, "Weeks").
 *
 * Pure and import-light: only `Intl`, so the web's first screen can import it. The local
 * calendar date is read with `Intl.DateTimeFormat` in the given IANA zone, then all week
 * arithmetic happens on that calendar date (in UTC, where there is no daylight saving), so a
 * week that contains a clock change is still seven calendar days.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when `timeZone` is an IANA zone this runtime knows. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone to use for a member: their profile timezone when valid, else UTC. */
export function memberTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isValidTimeZone(timeZone) ? timeZone : 'UTC';
}

/** The last date read in each zone, with the UTC minute it holds for (see localDate). */
const lastDates = new Map<string, { minute: number; date: string }>();
/** Since 1972 every zone's offset is a whole number of minutes (Liberia's was the last that was not). */
const WHOLE_MINUTE_OFFSETS_FROM = Date.UTC(2000, 0, 1);

/**
 * The calendar date (yyyy-mm-dd) of `instant` in `timeZone`. A server asks this of the same
 * zone many times a minute (every insights read: 2-3 % of its CPU through `formatToParts`), and
 * the answer only changes at a local midnight, which falls on a whole UTC minute whenever the
 * zone's offset is whole minutes: the last answer per zone is reused within its UTC minute.
 */
export function localDate(instant: Date, timeZone: string): string {
  const time = instant.getTime();
  const minute = Math.floor(time / 60_000);
  const last = lastDates.get(timeZone);
  if (last !== undefined && last.minute === minute) return last.date;
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  const date = `${get('year')}-${get('month')}-${get('day')}`;
  if (time >= WHOLE_MINUTE_OFFSETS_FROM) lastDates.set(timeZone, { minute, date });
  return date;
}

/** Adds whole calendar days to a yyyy-mm-dd date. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The ISO Monday (yyyy-mm-dd) of the calendar date `date`. */
export function isoWeekStartOfDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

/** The ISO Monday (yyyy-mm-dd) of the week that contains `instant` in `timeZone`. */
export function isoWeekStart(instant: Date, timeZone: string): string {
  return isoWeekStartOfDate(localDate(instant, timeZone));
}

/**
 * The ISO 8601 week (`2026-W48`) of a calendar date: how an administrator is told when a person
 * was last active (the week, never the day or what they did). The week belongs to the year of its
 * Thursday.
 */
export function isoWeekLabel(date: string): string {
  const monday = isoWeekStartOfDate(date);
  const thursday = addDays(monday, 3);
  const weekYear = Number(thursday.slice(0, 4));
  const [year, month, day] = thursday.split('-').map(Number) as [number, number, number];
  const week = Math.floor((Date.UTC(year, month - 1, day) - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000)) + 1;
  return `${weekYear}-W${String(week).padStart(2, '0')}`;
}

/** The Monday (yyyy-mm-dd) of an ISO 8601 week (`2026-W48`). */
export function isoWeekMonday(label: string): string {
  const [year, week] = label.split('-W').map(Number) as [number, number];
  // 4 January is always in week 1.
  const mondayOfWeekOne = isoWeekStartOfDate(`${year}-01-04`);
  return addDays(mondayOfWeekOne, (week - 1) * 7);
}
