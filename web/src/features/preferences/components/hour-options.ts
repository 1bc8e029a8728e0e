/** The 24 hourly slots, sent as HH:00:00 and shown as h:mm AM/PM (24-hour in French). */
export function hourOptions(locale: string): { value: string; label: string }[] {
  const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-US', {
    hour: 'numeric',
    minute: '2-digit',
    hour12: locale !== 'fr',
    timeZone: 'UTC',
  });
  return Array.from({ length: 24 }, (_, hour) => ({
    value: `${String(hour).padStart(2, '0')}:00:00`,
    label: format.format(Date.UTC(2026, 0, 1, hour)),
  }));
}
