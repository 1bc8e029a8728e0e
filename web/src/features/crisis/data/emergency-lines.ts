/**
 * Emergency numbers and national crisis lines shipped with the web app: what the crisis lists
 * show when the crisis lines API cannot be reached (offline, server down), so help never
 * depends on the server. The full, editable dataset lives on the server (docs/crisis-lines.md).
 */
export type CrisisLine = { name: string; phone: string; text?: string; hours: '24/7' };
export type CountryLines = { countryCode: string; emergency: string; lines: CrisisLine[] };

export const EMERGENCY_LINES: CountryLines[] = [
  {
    countryCode: 'CA',
    emergency: '911',
    lines: [{ name: '988 Suicide Crisis Helpline', phone: '988', text: '988', hours: '24/7' }],
  },
  {
    countryCode: 'US',
    emergency: '911',
    lines: [{ name: '988 Suicide & Crisis Lifeline', phone: '988', text: '988', hours: '24/7' }],
  },
  {
    countryCode: 'FR',
    emergency: '112',
    lines: [{ name: '3114 — Numéro national de prévention du suicide', phone: '3114', hours: '24/7' }],
  },
  {
    countryCode: 'BE',
    emergency: '112',
    lines: [
      { name: 'Centre de Prévention du Suicide', phone: '0800 32 123', hours: '24/7' },
      { name: 'Zelfmoordlijn', phone: '1813', hours: '24/7' },
    ],
  },
  {
    countryCode: 'CH',
    emergency: '112',
    lines: [{ name: 'La Main Tendue / Die Dargebotene Hand', phone: '143', hours: '24/7' }],
  },
  {
    countryCode: 'GB',
    emergency: '999',
    lines: [{ name: 'Samaritans', phone: '116 123', hours: '24/7' }],
  },
  {
    countryCode: 'IE',
    emergency: '112',
    lines: [{ name: 'Samaritans', phone: '116 123', hours: '24/7' }],
  },
  {
    countryCode: 'AU',
    emergency: '000',
    lines: [{ name: 'Lifeline', phone: '13 11 14', hours: '24/7' }],
  },
];

/** A `tel:` address: digits only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
