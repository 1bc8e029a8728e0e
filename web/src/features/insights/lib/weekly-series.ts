import type { Band } from '@evenkeel/common/score';
import { addDays, isoWeekStartOfDate } from '@evenkeel/common/weeks';
import type { LoggedItem, ScorePoint } from '../api/use-insights';

export type WeekRow = {
  week: string;
  score: number | null;
  band: Band | null;
  logs: LoggedItem[];
  /** Where a week's log markers sit on the chart (just above the axis), or null. */
  marker: number | null;
};

/** The ISO Monday (yyyy-mm-dd) of a calendar date. */
export const mondayOf = isoWeekStartOfDate;

export function todayLocal(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * Every week from the first point (or log) to this week, so weeks without a check-up are real
 * gaps in the line rather than a line drawn across them.
 */
export function weeklySeries(scores: ScorePoint[], logs: LoggedItem[], today = todayLocal()): WeekRow[] {
  const byWeek = new Map(scores.map((point) => [point.week_start, point]));
  const logsByWeek = new Map<string, LoggedItem[]>();
  for (const log of logs) {
    const week = mondayOf(log.date);
    logsByWeek.set(week, [...(logsByWeek.get(week) ?? []), log]);
  }
  const starts = [...byWeek.keys(), ...logsByWeek.keys()].sort();
  if (starts.length === 0) return [];
  const rows: WeekRow[] = [];
  const last = mondayOf(today);
  for (let week = starts[0] as string; week <= last; week = addDays(week, 7)) {
    const point = byWeek.get(week);
    const weekLogs = logsByWeek.get(week) ?? [];
    rows.push({
      week,
      score: point?.score ?? null,
      band: point?.band ?? null,
      logs: weekLogs,
      marker: weekLogs.length > 0 ? 4 : null,
    });
  }
  return rows;
}
