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

/** The calendar day of an instant in the member's time zone, as a sortable key (yyyy-mm-dd). */
export function dayKey(iso: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** "Saturday, November 28, 2026" / "samedi 28 novembre 2026", in the member's time zone. */
export function dayLabel(iso: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' }).format(new Date(iso));
}

/** "2:05 PM" / "14 h 05", in the member's time zone. */
export function timeLabel(iso: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' }).format(new Date(iso));
}

/** Records (newest first) in runs of the same day. */
export function byDay<T extends { occurred_at: string }>(
  records: T[],
  locale: string,
  timeZone: string | undefined,
): { key: string; label: string; records: T[] }[] {
  const days: { key: string; label: string; records: T[] }[] = [];
  for (const record of records) {
    const key = dayKey(record.occurred_at, timeZone);
    const current = days.at(-1);
    if (current?.key === key) current.records.push(record);
    else days.push({ key, label: dayLabel(record.occurred_at, locale, timeZone), records: [record] });
  }
  return days;
}
