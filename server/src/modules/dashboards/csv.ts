import {
  DASHBOARD_LIFE_AREAS,
  FIGURE_NAMES,
  type Figure,
  isSuppressed,
  type PeriodFigures,
} from '@evenkeel/common';
import type { ServerTranslate } from '../../i18n';
import { type CsvCell, csvDocument } from '../../lib/csv';
import type { PresentedPeriod } from './read';

/**
 * The CSV download of a dashboard: the same stored figures as the JSON, one row per population
 * and period; a suppressed figure stays suppressed (its reason, in the request's language).
 * Written by the server's one CSV writer (lib/csv.ts: BOM, CRLF, RFC 4180, formula-safe).
 */

export type CsvPopulation = { name: string; scope: string; periods: PresentedPeriod[] };

export function dashboardCsv(populations: CsvPopulation[], t: ServerTranslate): string {
  const header = [
    t('dashboard_csv.population'),
    t('dashboard_csv.scope'),
    t('dashboard_csv.period_start'),
    t('dashboard_csv.period_end'),
    t('dashboard_csv.state'),
    ...FIGURE_NAMES.map((name) => t(`dashboard_figures.${name}`)),
    ...DASHBOARD_LIFE_AREAS.map((area) => t(`dashboard_life_areas.${area}`)),
  ];
  const figure = (value: Figure | undefined): CsvCell =>
    value === undefined ? '' : isSuppressed(value) ? t(`dashboard_suppressed.${value.suppressed}`) : value;
  const rows: CsvCell[][] = [];
  for (const population of populations) {
    for (const period of population.periods) {
      const figures: PeriodFigures | null = period.figures;
      rows.push([
        population.name,
        t(`dashboard_scopes.${population.scope as 'organization' | 'group' | 'unit'}`),
        period.start,
        period.end,
        t(`dashboard_states.${period.state}`),
        ...FIGURE_NAMES.map((name) => (figures ? figure(figures[name]) : '')),
        ...DASHBOARD_LIFE_AREAS.map((area) => (figures ? figure(figures.life_areas[area]) : '')),
      ]);
    }
  }
  return csvDocument(header, rows);
}
