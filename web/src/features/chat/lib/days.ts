/**
 * Messages grouped by day in the member's time zone (their profile's, else the browser's) and
 * language, as the rest of the app formats dates: Intl, no date library.
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

/** Items (in order) in runs of the same day. */
export function groupByDay<T extends { created_at: string }>(
  items: T[],
  locale: string,
  timeZone: string | undefined,
): Day<T>[] {
  const days: Day<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.created_at, timeZone);
    const current = days.at(-1);
    if (current?.key === key) current.items.push(item);
    else days.push({ key, label: dayLabel(item.created_at, locale, timeZone), items: [item] });
  }
  return days;
}

/** A time zone Intl knows, or undefined (the browser's). */
export function usableTimeZone(zone: string | null | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}
