import {
  DASHBOARD_LIFE_AREAS,
  FIGURE_NAMES,
  type Figure,
  isSuppressed,
  type PeriodFigures,
} from '@evenkeel/common';
import type { ServerTranslate } from '../../i18n';
import type { PresentedPeriod } from './read';

/**
 * The CSV download of a dashboard: the same stored figures as the JSON, one row per population
 * and period; a suppressed figure stays suppressed (its reason, in the request's language).
 */

/** RFC 4180 quoting; a cell a spreadsheet would run as a formula is prefixed with an apostrophe. */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

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
  const figure = (value: Figure | undefined): string | number =>
    value === undefined ? '' : isSuppressed(value) ? t(`dashboard_suppressed.${value.suppressed}`) : value;
  const lines = [header.map(cell).join(',')];
  for (const population of populations) {
    for (const period of population.periods) {
      const figures: PeriodFigures | null = period.figures;
      lines.push(
        [
          population.name,
          t(`dashboard_scopes.${population.scope as 'organization' | 'group' | 'unit'}`),
          period.start,
          period.end,
          t(`dashboard_states.${period.state}`),
          ...FIGURE_NAMES.map((name) => (figures ? figure(figures[name]) : '')),
          ...DASHBOARD_LIFE_AREAS.map((area) => (figures ? figure(figures.life_areas[area]) : '')),
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  // A byte-order mark so spreadsheet programs read the French accents as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
