import { stringify } from 'csv-stringify/sync';
import type { ServerTranslate } from '../../i18n';
import type { MemberRow } from './queries';

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return
 * first) gets an apostrophe: names and cities are the members' own text (OWASP "CSV injection").
 */
export const formulaSafe = (text: string): string => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);

/**
 * The members list as CSV: UTF-8 with a byte order mark (spreadsheets then read accents right),
 * headers in the reader's language, the same columns as the list and never a result.
 */
export function membersCsv(rows: MemberRow[], t: ServerTranslate): string {
  const header = [
    t('organization_members_csv.first_name'),
    t('organization_members_csv.last_name'),
    t('organization_members_csv.email'),
    t('organization_members_csv.role'),
    t('organization_members_csv.joined_on'),
    t('organization_members_csv.last_active_week'),
    t('organization_members_csv.city'),
  ];
  const records = rows.map((row) => [
    row.firstName,
    row.lastName,
    row.email,
    row.administrator ? t('organization_members_csv.administrator') : t('organization_members_csv.member'),
    row.joinedAt.toISOString().slice(0, 10),
    row.lastActiveWeek ?? '',
    row.city ?? '',
  ]);
  return stringify(
    [header, ...records].map((cells) => cells.map(formulaSafe)),
    {
      bom: true,
      record_delimiter: 'windows',
    },
  );
}
