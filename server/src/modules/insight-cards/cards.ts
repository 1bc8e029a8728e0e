import {
  INSIGHT_CARD_CONFIDENCE,
  INSIGHT_CARD_MAX_UNCLEAR,
  INSIGHT_CARD_MIN_IMPACT,
  INSIGHT_CARD_MIN_WEEKS,
  type InsightCardVerdict,
  isoWeekStartOfDate,
  type LogKind,
} from '@evenkeel/common';
import { summarize, welchInterval } from './stats';

/** A week's score (a member has at most one check-up a week). */
export type WeekScore = { weekStart: string; score: number };
/** A log as the cards read it. */
export type CardLog = {
  kind: LogKind;
  titleKey: string | null;
  title: string | null;
  impact: number;
  date: string;
};

export type Card = {
  id: string;
  kind: LogKind;
  titleKey: string | null;
  /** The first free title met, as the member wrote it (null for a catalogue title). */
  title: string | null;
  minImpact: number | null;
  weeksWith: number;
  weeksWithout: number;
  meanWith: number | null;
  meanWithout: number | null;
  difference: number | null;
  interval: { confidence: number; low: number; high: number } | null;
  verdict: InsightCardVerdict;
  reason: 'clear' | 'too_few_weeks' | 'crosses_zero';
};

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** Life events and ailments are weighed by impact: only a strong one counts as "with" (decision 0027). */
const minImpactOf = (kind: LogKind) => (kind === 'activity' ? null : INSIGHT_CARD_MIN_IMPACT);

/** One card per title: its catalogue key, or its free title whatever the case and spaces. */
function titleId(log: CardLog): string {
  return log.titleKey
    ? `${log.kind}.${log.titleKey}`
    : `${log.kind}:${(log.title ?? '').trim().toLowerCase()}`;
}

type Title = { log: CardLog; strong: Set<string>; weak: Set<string> };

/**
 * The cards of a member's logs against their weekly scores. Weeks are ISO weeks (a log counts
 * for the week of its date); only weeks with a check-up are compared. "With": weeks it was
 * logged (life events and ailments at impact 3 or more); "without": weeks it was not logged at
 * all (a week with only a weaker one is on neither side). A card says higher or lower only with
 * 4 weeks or more on each side and a 90 % Welch interval that does not cross zero. Clear cards
 * first (the largest difference first), then at most 5 "not enough to tell yet" (the most weeks
 * logged first).
 */
export function insightCards(scores: readonly WeekScore[], logs: readonly CardLog[]): Card[] {
  const scoreOf = new Map(scores.map((week) => [week.weekStart, week.score]));
  const titles = new Map<string, Title>();
  for (const log of logs) {
    const week = isoWeekStartOfDate(log.date);
    if (!scoreOf.has(week)) continue;
    const id = titleId(log);
    let title = titles.get(id);
    if (!title) {
      title = { log, strong: new Set(), weak: new Set() };
      titles.set(id, title);
    }
    const minImpact = minImpactOf(log.kind);
    (minImpact === null || log.impact >= minImpact ? title.strong : title.weak).add(week);
  }
  const clear: Card[] = [];
  const unclear: Card[] = [];
  for (const [id, { log, strong, weak }] of titles) {
    if (strong.size === 0) continue;
    const withScores: number[] = [];
    const withoutScores: number[] = [];
    for (const [week, score] of scoreOf) {
      if (strong.has(week)) withScores.push(score);
      else if (!weak.has(week)) withoutScores.push(score);
    }
    const card: Card = {
      id,
      kind: log.kind,
      titleKey: log.titleKey || null,
      title: log.titleKey ? null : log.title,
      minImpact: minImpactOf(log.kind),
      weeksWith: withScores.length,
      weeksWithout: withoutScores.length,
      meanWith: null,
      meanWithout: null,
      difference: null,
      interval: null,
      verdict: 'not_enough_to_tell',
      reason: 'too_few_weeks',
    };
    if (withScores.length < INSIGHT_CARD_MIN_WEEKS || withoutScores.length < INSIGHT_CARD_MIN_WEEKS) {
      unclear.push(card);
      continue;
    }
    card.meanWith = oneDecimal(summarize(withScores).mean);
    card.meanWithout = oneDecimal(summarize(withoutScores).mean);
    const interval = welchInterval(withScores, withoutScores, INSIGHT_CARD_CONFIDENCE);
    card.difference = oneDecimal(summarize(withScores).mean - summarize(withoutScores).mean);
    if (interval) {
      card.interval = {
        confidence: INSIGHT_CARD_CONFIDENCE,
        low: oneDecimal(interval.low),
        high: oneDecimal(interval.high),
      };
    }
    // No interval (no spread on either side) says nothing either way.
    if (interval && (interval.low > 0 || interval.high < 0)) {
      card.verdict = interval.low > 0 ? 'higher' : 'lower';
      card.reason = 'clear';
      clear.push(card);
    } else {
      card.reason = 'crosses_zero';
      unclear.push(card);
    }
  }
  clear.sort((a, b) => Math.abs(b.difference ?? 0) - Math.abs(a.difference ?? 0) || a.id.localeCompare(b.id));
  unclear.sort((a, b) => b.weeksWith - a.weeksWith || a.id.localeCompare(b.id));
  return [...clear, ...unclear.slice(0, INSIGHT_CARD_MAX_UNCLEAR)];
}
