import type { DataExportStatus } from '@evenkeel/common';
import { currentLocale } from '../../../lib/i18n';

/** The catalogue key of each status, in words (`data_exports.status.*`). */
export const STATUS_KEYS = {
  queued: 'data_exports.status.queued',
  running: 'data_exports.status.running',
  ready: 'data_exports.status.ready',
  delivered: 'data_exports.status.delivered',
  expired: 'data_exports.status.expired',
  failed: 'data_exports.status.failed',
} as const satisfies Record<DataExportStatus, string>;

export const formatDate = (value: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(value));

export const formatDateTime = (value: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value));

/** "12.4 kB", "3.1 MB" in the reader's language (Intl's own unit words). */
export function formatSize(bytes: number): string {
  const [value, unit] = bytes < 1_000_000 ? [bytes / 1000, 'kilobyte'] : [bytes / 1_000_000, 'megabyte'];
  return new Intl.NumberFormat(currentLocale(), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}

/** Where the member downloads an export's file (the browser's own download, with the session cookie). */
export const fileUrl = (id: string) => `/api/data_exports/${encodeURIComponent(id)}/file`;
