import { describe, expect, it } from 'vitest';
import { toDocument } from '../../http/jsonapi';
import type { CheckupWithPrevious } from '../checkups/queries';
import { insightsBody, presentInsights } from './presenter';
import type { Insights } from './service';

/** insightsBody writes the document itself: byte for byte what toDocument (jsona) made of it. */
const tricky = 'Say "hi" \\ \n\u0001 é 😀 </script> $& $1 \u2028';
const latest = {
  id: 7,
  slug: 'c-slug',
  userId: 1,
  weekStart: '2026-11-23',
  questionnaireId: 'evenkeel-weekly',
  questionnaireVersion: 1,
  answers: { who5_1: 4, safety: 1 },
  score: 64,
  band: 'room_to_improve',
  phq4Anxiety: 2,
  phq4Depression: 1,
  phq4Total: 3,
  phq4Severity: 'mild',
  lifeAreas: { sleep: 6, energy: 7 },
  showCrisisHelp: true,
  completedAt: new Date('2026-11-24T08:00:00.000Z'),
  createdAt: new Date('2026-11-24T08:00:00.000Z'),
  updatedAt: new Date('2026-11-24T08:00:00.000Z'),
  previous: { weekStart: '2026-11-16', score: 52, phq4Anxiety: 3, phq4Depression: 0 },
} as unknown as CheckupWithPrevious;

const scores = [{ week_start: '2026-11-23', score: 64, band: 'room_to_improve' }];
const logs = [{ kind: 'ailment', id: 'l-slug', date: '2026-11-24', title: tricky, impact: 3, note: tricky }];

function insights(withLatest: boolean): Insights {
  return {
    member: {
      id: 1,
      slug: 'm-slug',
      firstName: tricky,
      lastName: 'Doe',
      profilePictureUrl: null,
      timezone: null,
      resultsVersion: 3,
    },
    today: '2026-11-28',
    stale: !withLatest,
    latest: withLatest ? latest : null,
    scoresJson: JSON.stringify(scores),
    logsJson: JSON.stringify(logs),
    trend: [{ date: '2026-11-28', life_event: 0, ailment: 3, activity: 1 }],
  };
}

describe('insightsBody', () => {
  it.each([
    [true, 'author'],
    [true, 'viewer'],
    [false, 'author'],
  ] as const)('is the document toDocument makes (latest: %s, %s view)', (withLatest, view) => {
    const read = insights(withLatest);
    const presented = { ...presentInsights(read, view), scores, logs };
    const expected = JSON.stringify(toDocument(presented, { meta: { period: 'all' } }));
    expect(insightsBody(read, view, 'all').join('')).toBe(expected);
  });
});
