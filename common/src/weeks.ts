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

/** The calendar date (yyyy-mm-dd) of `instant` in `timeZone`. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = formatterFor(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
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
