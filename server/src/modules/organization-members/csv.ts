import type { ServerTranslate } from '../../i18n';
import { csvDocument } from '../../lib/csv';
import type { MemberRow } from './queries';

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
  // Names and cities are the members' own text: lib/csv.ts makes every cell formula-safe.
  return csvDocument(header, records);
}
