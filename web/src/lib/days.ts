/**
 * Days and times in the member's time zone (their profile's, else the browser's) and language, as
 * the rest of the app formats dates: Intl, no date library. Chat groups its messages by day with
 * them, and "who saw my data" its records.
 */
export function dayKey(iso: string, timeZone: string | undefined): string {
  // en-CA writes YYYY-MM-DD: a key that sorts and compares as the calendar day in that zone.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

export function dayLabel(iso: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' }).format(new Date(iso));
}

export function timeLabel(iso: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(new Date(iso));
}

export type Day<T> = { key: string; label: string; items: T[] };

/** Items (in the order given) in runs of the same day of `at(item)`, an ISO instant. */
export function groupByDay<T>(
  items: T[],
  at: (item: T) => string,
  locale: string,
  timeZone: string | undefined,
): Day<T>[] {
  const days: Day<T>[] = [];
  for (const item of items) {
    const key = dayKey(at(item), timeZone);
    const current = days.at(-1);
    if (current?.key === key) current.items.push(item);
    else days.push({ key, label: dayLabel(at(item), locale, timeZone), items: [item] });
  }
  return days;
}

/** A time zone Intl knows, or undefined (the browser's): the member's profile may hold an old name. */
export function usableTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
