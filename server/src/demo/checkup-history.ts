import { CURRENT_QUESTIONNAIRE, isoWeekStart, type LogKind, scoreCheckup } from '@evenkeel/common';
import type { Db } from '../db/client';
import { activities, ailments, checkups, lifeEvents } from '../db/schema';
import { checkupValues } from '../modules/checkups/service';

const DAY = 24 * 60 * 60 * 1000;

/**
 * Maya's half year, oldest week first (WHO-5 raw sums, 0–25): a steady start, a hard stretch
 * after losing her job and moving, then a recovery with therapy, walks and friends. The score is
 * the raw sum × 4, so from 56 down to 36 and back up to 76.
 */
const WHO5_RAW = [
  14, 14, 15, 13, 13, 12, 11, 10, 10, 9, 10, 11, 12, 13, 14, 15, 15, 16, 17, 17, 18, 18, 19, 18, 19, 19,
];

const clamp = (value: number, min: number, max: number) => Math.max(min, Math.min(max, Math.round(value)));

/** Spreads a total over `count` items of 0…`max`, the larger shares first. */
function spread(total: number, count: number, max: number): number[] {
  return Array.from({ length: count }, (_, index) =>
    clamp(Math.floor(total / count) + (index < total % count ? 1 : 0), 0, max),
  );
}

export function answersFor(raw: number): Record<string, number> {
  const who5 = spread(raw, 5, 5);
  const phq4 = spread(clamp((17 - raw) / 1.2, 0, 12), 4, 3);
  const wellness = raw / 2.5; // 0–10
  return {
    ...Object.fromEntries(who5.map((value, index) => [`who5_${index + 1}`, value])),
    ...Object.fromEntries(phq4.map((value, index) => [`phq4_${index + 1}`, value])),
    sleep: clamp(wellness - 1, 0, 10),
    energy: clamp(wellness, 0, 10),
    stress: clamp(10 - wellness + 1, 0, 10),
    social: clamp(wellness + 1.5, 0, 10),
    work: clamp(wellness - 2, 0, 10),
    meaning: clamp(wellness + 0.5, 0, 10),
    safety: 0,
  };
}

/** [kind, days ago, title key, impact, note] */
const LOGS: [LogKind, number, string, number, string | null][] = [
  ['life_event', 140, 'job_loss', 5, 'The team was cut.'],
  ['life_event', 120, 'moved_home', 4, null],
  ['ailment', 110, 'insomnia', 3, null],
  ['activity', 100, 'therapy_session', 3, 'First session with a counsellor.'],
  ['ailment', 80, 'cold_or_flu', 2, null],
  ['life_event', 60, 'new_job', 4, 'Started at the co-op.'],
  ['activity', 30, 'time_with_friends', 3, null],
  ['activity', 8, 'walk', 2, null],
  ['ailment', 6, 'headache', 2, null],
  ['activity', 4, 'therapy_session', 3, null],
  ['activity', 2, 'yoga', 2, null],
  ['activity', 1, 'walk', 2, null],
];

const TABLES = { life_event: lifeEvents, ailment: ailments, activity: activities };

/** Maya's 26 weekly check-ups (the last one this week) and a dozen logs, in the seed's transaction. */
export async function seedCheckupHistory(db: Db, userId: number, now = new Date()): Promise<void> {
  const rows = WHO5_RAW.map((raw, index) => {
    const completedAt = new Date(now.getTime() - (WHO5_RAW.length - 1 - index) * 7 * DAY);
    const scored = scoreCheckup(CURRENT_QUESTIONNAIRE, answersFor(raw));
    if (!scored.ok) throw new Error('demo check-up does not score');
    const { result } = scored;
    return checkupValues(userId, isoWeekStart(completedAt, 'UTC'), result, completedAt);
  });
  await db.insert(checkups).values(rows);
  for (const [kind, daysAgo, titleKey, impact, note] of LOGS) {
    const date = new Date(now.getTime() - daysAgo * DAY).toISOString().slice(0, 10);
    await db.insert(TABLES[kind] as typeof lifeEvents).values({ userId, date, titleKey, impact, note });
  }
}
