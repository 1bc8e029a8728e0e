import { randomUUID } from 'node:crypto';
import type { InsightPeriod, insightsResource, Presented } from '@evenkeel/common';
import { type CheckupView, checkupAttributes } from '../checkups/presenter';
import type { Insights } from './service';

/**
 * The insights resource (decision 0005), id = the member's slug. For anyone but the author:
 * no answers, no `show_crisis_help`, no notes (the allow-list in checkupAttributes; the logs'
 * notes are left out by the statement that writes the logs, queries.ts). `scores` and `logs`
 * are empty here: the database wrote them as JSON text, which insightsBody splices in.
 */
export function presentInsights(insights: Insights, view: CheckupView): Presented<typeof insightsResource> {
  const { member, latest } = insights;
  return {
    type: 'insights',
    id: member.slug,
    member: {
      slug: member.slug,
      first_name: member.firstName,
      last_name: member.lastName,
      profile_picture_url: member.profilePictureUrl,
    },
    stale: insights.stale,
    last_completed_at: latest ? latest.completedAt.toISOString() : null,
    scores: [],
    latest: latest ? { id: latest.slug, ...checkupAttributes(latest, view) } : null,
    logs: [],
    impact_trend: insights.trend.map((day) => ({
      date: day.date,
      life_event: day.life_event,
      ailment: day.ailment,
      activity: day.activity,
    })),
  };
}

// Stand-ins for the two arrays while the rest of the document is serialized: a NUL character
// and a random id of this process, which no member's name or check-up can hold.
const slot = `\u0000${randomUUID()}`;
const SCORES = `${slot}:scores`;
const LOGS = `${slot}:logs`;
const SCORES_JSON = JSON.stringify(SCORES);
const LOGS_JSON = JSON.stringify(LOGS);

/**
 * The insights document, serialized: what JSON.stringify(toDocument(…)) gives for the presented
 * resource with its points and logs, without turning the database's JSON into objects and back
 * (the cold path of an 86 kB document: its parse and its serialization were a third of the read).
 * As the pieces whose concatenation it is, for KeptBody to encode one after the other (joined,
 * the 74 kB of a five-year document would be copied into one more string first, then dropped).
 */
export function insightsBody(insights: Insights, view: CheckupView, period: InsightPeriod): string[] {
  // The document toDocument (jsona) makes of a resource without relationships or meta, written
  // directly (presenter.test.ts compares both): { data: { type, id, attributes }, meta }.
  const { type, id, ...attributes } = presentInsights(insights, view);
  const json = JSON.stringify({
    data: { type, id, attributes: { ...attributes, scores: SCORES, logs: LOGS } },
    meta: { period },
  });
  const scoresAt = json.indexOf(SCORES_JSON);
  const logsAt = json.indexOf(LOGS_JSON, scoresAt);
  return [
    json.slice(0, scoresAt),
    insights.scoresJson,
    json.slice(scoresAt + SCORES_JSON.length, logsAt),
    insights.logsJson,
    json.slice(logsAt + LOGS_JSON.length),
  ];
}
