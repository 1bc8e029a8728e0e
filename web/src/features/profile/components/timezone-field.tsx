import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/Loader.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { currentTimeZones } from '@evenkeel/common/time-zones';
import { NativeSelect } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n';

/**
 * CLDR's French names of the cities that name time zones, where they differ from the zone's
 * English name (the browser's Intl gives a zone's name, not its city's).
 */
const FRENCH_CITIES: Record<string, string> = {
  'Africa/Algiers': 'Alger',
  'Africa/Cairo': 'Le Caire',
  'Africa/Casablanca': 'Casablanca',
  'Africa/Tripoli': 'Tripoli',
  'America/Argentina/Buenos_Aires': 'Buenos Aires',
  'America/Havana': 'La Havane',
  'America/Mexico_City': 'Mexico',
  'America/New_York': 'New York',
  'America/Nuuk': 'Nuuk',
  'America/St_Johns': 'Saint-Jean de Terre-Neuve',
  'America/Sao_Paulo': 'São Paulo',
  'America/Martinique': 'Martinique',
  'America/Guadeloupe': 'Guadeloupe',
  'America/Cayenne': 'Cayenne',
  'Asia/Baghdad': 'Bagdad',
  'Asia/Beirut': 'Beyrouth',
  'Asia/Dubai': 'Dubaï',
  'Asia/Ho_Chi_Minh': 'Hô-Chi-Minh-Ville',
  'Asia/Jerusalem': 'Jérusalem',
  'Asia/Kathmandu': 'Katmandou',
  'Asia/Kolkata': 'Calcutta',
  'Asia/Kuwait': 'Koweït',
  'Asia/Riyadh': 'Riyad',
  'Asia/Seoul': 'Séoul',
  'Asia/Shanghai': 'Shanghai',
  'Asia/Singapore': 'Singapour',
  'Asia/Tehran': 'Téhéran',
  'Asia/Yangon': 'Rangoun',
  'Atlantic/Azores': 'Açores',
  'Atlantic/Canary': 'Îles Canaries',
  'Atlantic/Faroe': 'Féroé',
  'Europe/Athens': 'Athènes',
  'Europe/Brussels': 'Bruxelles',
  'Europe/Bucharest': 'Bucarest',
  'Europe/Copenhagen': 'Copenhague',
  'Europe/Kyiv': 'Kyiv',
  'Europe/Lisbon': 'Lisbonne',
  'Europe/London': 'Londres',
  'Europe/Moscow': 'Moscou',
  'Europe/Vienna': 'Vienne',
  'Europe/Warsaw': 'Varsovie',
  'Europe/Zurich': 'Zurich',
  'Indian/Reunion': 'La Réunion',
  'Indian/Mayotte': 'Mayotte',
  'Pacific/Noumea': 'Nouméa',
  'Pacific/Tahiti': 'Tahiti',
};

/**
 * A zone as a person knows it, in their language: its name, then its city ("India Standard Time
 * (Kolkata)", "heure de l’Inde (Calcutta)"); a zone the browser cannot name, as its IANA name.
 */
export function timeZoneLabel(zone: string, locale: string): string {
  try {
    const name = (style: 'longGeneric' | 'long') =>
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style })
        .formatToParts(new Date())
        .find((part) => part.type === 'timeZoneName')?.value;
    if (zone === 'UTC') return `${name('long') ?? zone} (UTC)`;
    const city =
      (locale.startsWith('fr') ? FRENCH_CITIES[zone] : undefined) ??
      (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
    const generic = name('longGeneric');
    return generic ? `${generic} (${city})` : zone;
  } catch {
    return zone;
  }
}

const labelled = new Map<string, { value: string; label: string }[]>();

/** The runtime's zones by their current names, labelled in `locale` and sorted by label. */
export function timeZoneOptions(locale: string): { value: string; label: string }[] {
  let options = labelled.get(locale);
  if (!options) {
    const collator = new Intl.Collator(locale);
    options = currentTimeZones([...Intl.supportedValuesOf('timeZone'), 'UTC'])
      .map((zone) => ({ value: zone, label: timeZoneLabel(zone, locale) }))
      .sort((a, b) => collator.compare(a.label, b.label));
    labelled.set(locale, options);
  }
  return options;
}

/**
 * Every IANA time zone the browser knows, by its current name (Asia/Kolkata, never
 * Asia/Calcutta) and shown by its name in the member's language ("India Standard Time
 * (Kolkata)"); the city sets it, the member may change it. The browser's own select: on a phone,
 * its wheel or full-screen list suits some 400 zones better than a dropdown under the keyboard,
 * and it costs no script (issue 12).
 */
export function TimezoneField({
  value,
  onChange,
  error,
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
}) {
  const { t, i18n } = useTranslation();
  const zones = useMemo(() => {
    const list = timeZoneOptions(i18n.language);
    return value && !list.some((option) => option.value === value)
      ? [{ value, label: timeZoneLabel(value, i18n.language) }, ...list]
      : list;
  }, [value, i18n.language]);
  return (
    <NativeSelect
      label={t('profile.timezone')}
      description={t('profile.timezone_help')}
      // No zone yet (a member who gave no city): an empty first choice, as a select must show one.
      data={value ? zones : [{ value: '', label: t('profile.timezone_unset') }, ...zones]}
      value={value ?? ''}
      onChange={(event) => onChange(event.currentTarget.value || null)}
      error={error}
    />
  );
}
