import {
  type DashboardPeriod,
  type Figure,
  type FigureName,
  isSuppressed,
  SHARE_FIGURES,
} from '@evenkeel/common/dashboards';
import type { TFunction } from '../../../lib/i18n';

/** A figure as text: a percentage for shares, one decimal for means, a whole number for counts. */
export function formatFigure(
  figure: Figure | undefined,
  name: FigureName | 'life_area',
  language: string,
): string | null {
  if (figure === undefined || isSuppressed(figure)) return null;
  if ((SHARE_FIGURES as readonly string[]).includes(name)) {
    return new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(figure);
  }
  if (name === 'mean_score' || name === 'life_area') {
    return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(figure);
  }
  return new Intl.NumberFormat(language).format(figure);
}

/** A period's name: "Week of Nov 16", "November 2026", "Q4 2026" (UTC dates, as the server counts). */
export function periodName(period: DashboardPeriod, start: string, t: TFunction, language: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (period === 'week') {
    const day = new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
    return t('dashboards.week_of', { date: day });
  }
  if (period === 'month') {
    return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  }
  return t('dashboards.quarter', {
    quarter: Math.floor(date.getUTCMonth() / 3) + 1,
    year: date.getUTCFullYear(),
  });
}

/** A short label under a chart's slot: "Nov 16", "Nov", "Q4". */
export function periodTick(period: DashboardPeriod, start: string, t: TFunction, language: string): string {
  const date = new Date(`${start}T00:00:00Z`);
  if (period === 'week') {
    return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
      date,
    );
  }
  if (period === 'month')
    return new Intl.DateTimeFormat(language, { month: 'short', timeZone: 'UTC' }).format(date);
  return t('dashboards.quarter', { quarter: Math.floor(date.getUTCMonth() / 3) + 1, year: '' }).trim();
}
