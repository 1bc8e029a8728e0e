import type { insightsResource, Presented } from '@evenkeel/common';
import type { ServerTranslate } from '../../i18n';
import { type CheckupView, checkupAttributes } from '../checkups/presenter';
import { logTitle } from '../logs/service';
import type { Insights } from './service';

/**
 * The insights resource (decision 0005), id = the member's slug. For anyone but the author:
 * no answers, no `show_crisis_help`, no notes (the allow-lists below and in checkupAttributes).
 */
export function presentInsights(
  insights: Insights,
  view: CheckupView,
  t: ServerTranslate,
): Presented<typeof insightsResource> {
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
    scores: insights.scores.map((point) => ({
      week_start: point.weekStart,
      score: point.score,
      band: point.band,
      completed_at: point.completedAt,
    })),
    latest: latest ? { id: latest.slug, ...checkupAttributes(latest, view) } : null,
    logs: insights.logs.map((log) => ({
      kind: log.kind,
      id: log.slug,
      date: log.date,
      title: logTitle(log.kind, log, t),
      impact: log.impact,
      ...(view === 'author' ? { note: log.note } : {}),
    })),
    impact_trend: insights.trend.map((day) => ({
      date: day.date,
      life_event: day.life_event,
      ailment: day.ailment,
      activity: day.activity,
    })),
  };
}
