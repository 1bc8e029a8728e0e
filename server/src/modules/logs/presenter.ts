import type { LOG_RESOURCE_TYPES, LogKind, logResources, Presented } from '@evenkeel/common';
import type { ServerTranslate } from '../../i18n';
import { type LogRow, logTitle } from './service';

/** A log as its owner sees it; the title is the catalogue label in the request's language. */
export function presentLog(
  kind: LogKind,
  type: (typeof LOG_RESOURCE_TYPES)[LogKind],
  row: LogRow,
  t: ServerTranslate,
): Presented<(typeof logResources)[LogKind]> {
  return {
    type,
    id: row.slug,
    date: row.date,
    title_key: row.titleKey,
    title: logTitle(kind, row, t),
    impact: row.impact,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
