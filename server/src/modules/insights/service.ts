import {
  addDays,
  IMPACT_TREND_DAYS,
  type InsightPeriod,
  type LogKind,
  localDate,
  memberTimeZone,
  STALE_AFTER_DAYS,
} from '@evenkeel/common';
import type { Db } from '../../db/client';
import { type CheckupRow, latestCheckup } from '../checkups/queries';
import type { Member } from '../checkups/subject';
import { type InsightLog, periodOf, type ScorePoint } from './queries';

const PERIOD_MONTHS: Record<Exclude<InsightPeriod, 'all'>, number> = { '3m': 3, '6m': 6, '1y': 12 };
const ALL_FROM = '1900-01-01';

/** The first day of a period ending today (yyyy-mm-dd in the member's timezone). */
export function periodStart(period: InsightPeriod, today: string): string {
  if (period === 'all') return ALL_FROM;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - PERIOD_MONTHS[period], day)).toISOString().slice(0, 10);
}

export type ImpactDay = { date: string } & Record<LogKind, number>;

/** The last `IMPACT_TREND_DAYS` days ending `today`, oldest first: each kind's summed impacts. */
export function impactTrend(logs: InsightLog[], today: string): ImpactDay[] {
  const days: ImpactDay[] = [];
  for (let offset = IMPACT_TREND_DAYS - 1; offset >= 0; offset -= 1) {
    days.push({ date: addDays(today, -offset), life_event: 0, ailment: 0, activity: 0 });
  }
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const log of logs) {
    const day = byDate.get(log.date);
    if (day) day[log.kind] += log.impact;
  }
  return days;
}

export type Insights = {
  member: Member;
  today: string;
  stale: boolean;
  latest: CheckupRow | null;
  scores: ScorePoint[];
  logs: InsightLog[];
  trend: ImpactDay[];
};

/**
 * Everything the insights page shows about a member, in two reads (weekly scores and logs in
 * the period as JSON built by the database, the latest check-up), whatever the amount of history.
 */
export async function loadInsights(
  db: Db,
  member: Member,
  period: InsightPeriod,
  now = new Date(),
): Promise<Insights> {
  const today = localDate(now, memberTimeZone(member.timezone));
  const from = periodStart(period, today);
  // The trend's 10 days always fall inside the shortest period (3 months).
  const [{ scores, logs }, latest] = await Promise.all([
    periodOf(db, member.id, from),
    latestCheckup(db, member.id),
  ]);
  const staleBefore = now.getTime() - STALE_AFTER_DAYS * 24 * 60 * 60 * 1000;
  return {
    member,
    today,
    stale: !latest || latest.completedAt.getTime() < staleBefore,
    latest,
    scores,
    logs,
    trend: impactTrend(logs, today),
  };
}
