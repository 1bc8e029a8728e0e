import type { LogKind } from '@evenkeel/common/logs';
import type { Band, Checkup } from '../../checkup/api/types';

export { LOG_KINDS, type LogKind } from '@evenkeel/common/logs';

export type LoggedItem = {
  kind: LogKind;
  id: string;
  date: string;
  title: string;
  title_key?: string | null;
  impact: number;
  /** The author's own notes only. */
  note?: string | null;
};

export type ScorePoint = { week_start: string; score: number; band: Band; completed_at: string };
export type TrendDay = { date: string; life_event: number; ailment: number; activity: number };
export type Period = '3m' | '6m' | '1y' | 'all';
export const PERIODS: Period[] = ['3m', '6m', '1y', 'all'];

/** GET /api/insights and /api/users/{slug}/insights (docs/decisions/0005). */
export type Insights = {
  id: string;
  member: { slug: string; first_name: string; last_name: string; profile_picture_url: string | null };
  stale: boolean;
  last_completed_at: string | null;
  scores: ScorePoint[];
  latest: Checkup | null;
  logs: LoggedItem[];
  impact_trend: TrendDay[];
};
