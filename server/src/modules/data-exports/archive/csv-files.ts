import { BANDS, type Band, LIFE_AREAS, weeklyQuestionnaire } from '@evenkeel/common';
import { type CsvCell, csvChunks } from '../../../lib/csv';
import { messageRows } from './chat';
import { logTitle } from './labels';
import { iso, mapRows } from './pages';
import { checkupResults, checkupRows, logRows } from './results';
import type { ExportScope } from './section';
import { coverageUseRows } from './sharing';

/**
 * The tabular parts as CSV: stable codes as column names (the same in both languages), with a
 * `*_label` column in the member's language beside a coded value.
 */
export function checkupsCsv({ db, member, t }: ExportScope, questionnaireVersions: number[]) {
  // One column per question of every questionnaire version the member answered, in order.
  const questions = [
    ...new Set(
      questionnaireVersions.flatMap(
        (version) => weeklyQuestionnaire(version)?.items.map((item) => item.id) ?? [],
      ),
    ),
  ];
  const header = [
    'checkup_id',
    'week_start',
    'completed_at',
    'questionnaire_version',
    ...questions,
    'score',
    'band',
    'band_label',
    'phq4_anxiety',
    'phq4_depression',
    'phq4_total',
    'phq4_severity',
    'anxiety_positive',
    'depression_positive',
    'show_crisis_help',
    ...LIFE_AREAS.map((area) => `life_area_${area}`),
  ];
  const bandLabels = Object.fromEntries(BANDS.map((band) => [band, t(`export_bands.${band}`)])) as Record<
    Band,
    string
  >;
  const rows = mapRows(checkupRows(db, member.id), (row): CsvCell[] => {
    const results = checkupResults(row);
    return [
      row.slug,
      row.weekStart,
      iso(row.completedAt),
      row.questionnaireVersion,
      ...questions.map((id) => row.answers[id]),
      results.score,
      results.band,
      bandLabels[results.band],
      results.phq4_anxiety,
      results.phq4_depression,
      results.phq4_total,
      results.phq4_severity,
      results.anxiety_positive,
      results.depression_positive,
      results.show_crisis_help,
      ...LIFE_AREAS.map((area) => row.lifeAreas[area]),
    ];
  });
  return csvChunks(header, rows);
}

export function logsCsv({ db, member, t }: ExportScope) {
  const header = [
    'log_id',
    'kind',
    'kind_label',
    'date',
    'title_key',
    'title',
    'impact',
    'note',
    'created_at',
    'updated_at',
  ];
  const rows = mapRows(logRows(db, member.id), (row): CsvCell[] => [
    row.slug,
    row.kind,
    t(`log_kinds.${row.kind}`),
    row.date,
    row.titleKey,
    logTitle(t, row.kind, row),
    row.impact,
    row.note,
    iso(row.createdAt),
    iso(row.updatedAt),
  ]);
  return csvChunks(header, rows);
}

export function coverageUsesCsv(scope: ExportScope) {
  const header = [
    'coverage_use_id',
    'benefit_group',
    'coverage_kind',
    'coverage_key',
    'used_on',
    'sessions',
    'amount_cents',
    'currency',
    'note',
    'created_at',
  ];
  async function* rows(): AsyncGenerator<CsvCell[]> {
    for (const use of await coverageUseRows(scope)) {
      yield [
        use.id,
        use.benefit_group,
        use.coverage_kind,
        use.coverage_key,
        use.used_on,
        use.sessions,
        use.amount_cents,
        use.currency,
        use.note,
        use.created_at,
      ];
    }
  }
  return csvChunks(header, rows());
}

export function messagesCsv({ db, member, t }: ExportScope) {
  const header = [
    'conversation_id',
    'other_person',
    'seq',
    'message_id',
    'direction',
    'direction_label',
    'created_at',
    'edited_at',
    'deleted_at',
    'body',
  ];
  const rows = mapRows(messageRows(db, member.id), (row): CsvCell[] => [
    row.conversation,
    row.other_person,
    row.seq,
    row.id,
    row.direction,
    t(`export_message_directions.${row.direction}`),
    row.created_at,
    row.edited_at,
    row.deleted_at,
    row.body,
  ]);
  return csvChunks(header, rows);
}
