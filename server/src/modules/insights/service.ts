import {
  addDays,
  IMPACT_TREND_DAYS,
  type InsightPeriod,
  LOG_KINDS,
  LOG_TITLE_KEYS,
  type LogKind,
  STALE_AFTER_DAYS,
} from '@evenkeel/common';
import type { Db } from '../../db/client';
import type { ServerTranslate } from '../../i18n';
import type { CheckupWithPrevious, Member } from '../checkups';
import type { CheckupView } from '../checkups/presenter';
import { logTitle } from '../logs/service';
import { type Period, type PeriodOptions, periodOf, type RecentLog, type TitleLabels } from './queries';

const PERIOD_MONTHS: Record<Exclude<InsightPeriod, 'all'>, number> = { '3m': 3, '6m': 6, '1y': 12 };
const ALL_FROM = '1900-01-01';

/** The first day of a period ending today (yyyy-mm-dd in the member's timezone). */
export function periodStart(period: InsightPeriod, today: string): string {
  if (period === 'all') return ALL_FROM;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1 - PERIOD_MONTHS[period], day)).toISOString().slice(0, 10);
}

export type ImpactDay = { date: string } & Record<LogKind, number>;

/** The trend's days ending `today` (oldest first), worked out once per date: every read needs them. */
const trendDates = new Map<string, readonly string[]>();

function trendDatesOf(today: string): readonly string[] {
  let dates = trendDates.get(today);
  if (dates === undefined) {
    dates = Array.from({ length: IMPACT_TREND_DAYS }, (_, index) =>
      addDays(today, index - (IMPACT_TREND_DAYS - 1)),
    );
    // Members' local dates span a day or two at any time: a few entries, renewed daily.
    if (trendDates.size >= 16) trendDates.clear();
    trendDates.set(today, dates);
  }
  return dates;
}

/** The last `IMPACT_TREND_DAYS` days ending `today`, oldest first: each kind's summed impacts. */
export function impactTrend(logs: RecentLog[], today: string): ImpactDay[] {
  const days: ImpactDay[] = [];
  const byDate = new Map<string, ImpactDay>();
  for (const date of trendDatesOf(today)) {
    const day = { date, life_event: 0, ailment: 0, activity: 0 };
    days.push(day);
    byDate.set(date, day);
  }
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
  latest: CheckupWithPrevious | null;
  /** The `scores` and `logs` attributes, as JSON text (queries.ts). */
  scoresJson: string;
  logsJson: string;
  trend: ImpactDay[];
};

/** Catalogue labels of every log title, per translator, as the JSON the insights statement reads. */
const labelsJson = new WeakMap<ServerTranslate, string>();

function titleLabels(t: ServerTranslate): string {
  let json = labelsJson.get(t);
  if (json === undefined) {
    const labels = {} as TitleLabels;
    for (const kind of LOG_KINDS) {
      labels[kind] = Object.fromEntries(
        LOG_TITLE_KEYS[kind].map((key) => [key, logTitle(kind, { titleKey: key, title: null }, t)]),
      );
    }
    json = JSON.stringify(labels);
    labelsJson.set(t, json);
  }
  return json;
}

/**
 * What the insights statement reads for a period ending `today`: from the period's first day,
 * the trend's logs from its oldest day (the trend's 10 days always fall inside the shortest
 * period, 3 months), titles in `t`'s language, the logs' private notes for the author only.
 */
export function periodOptions(
  period: InsightPeriod,
  today: string,
  reader: { t: ServerTranslate; view: CheckupView },
): PeriodOptions {
  return {
    from: periodStart(period, today),
    recentFrom: trendDatesOf(today)[0] as string,
    labels: titleLabels(reader.t),
    notes: reader.view === 'author',
  };
}

/** The insights of `member` from what the statement read (`periodOptions`) at `now`. */
export function insightsOf(
  member: Member,
  { scoresJson, logsJson, recent, latest }: Period,
  { now, today }: { now: Date; today: string },
): Insights {
  const staleBefore = now.getTime() - STALE_AFTER_DAYS * 24 * 60 * 60 * 1000;
  return {
    member,
    today,
    stale: !latest || latest.completedAt.getTime() < staleBefore,
    latest,
    scoresJson,
    logsJson,
    trend: impactTrend(recent, today),
  };
}

/**
 * Everything the insights page shows about a member, in one read (weekly scores and logs in
 * the period as JSON text built by the database, the latest check-up beside them), whatever the
 * amount of history. `today` is the member's local date at `now` (the caller has it already, for
 * the cache's key). Titles in `t`'s language; the logs' private notes for the author's view only.
 */
export async function loadInsights(
  db: Db,
  member: Member,
  period: InsightPeriod,
  reader: { t: ServerTranslate; view: CheckupView },
  { now, today }: { now: Date; today: string },
): Promise<Insights> {
  const read = await periodOf(db, member.id, periodOptions(period, today, reader));
  return insightsOf(member, read, { now, today });
}
