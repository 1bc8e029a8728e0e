import { isSuppressed } from '@evenkeel/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Checkup,
  FIRST_WEEK,
  type Person,
  releaseAll,
  shownSets,
  smallSets,
  type World,
  worlds,
} from '../../test/dashboard-worlds';
import { type CheckupSums, type MembershipSums, periodFigures } from './figures';

/**
 * The privacy rule across weeks, months and quarters (issue 26 §3), by property, on worlds of
 * test/dashboard-worlds.ts released by the same pure code the rollup calls, fed as it feeds it;
 * and the regressions: month minus its last week, a rate over 65 members, shares of small bands.
 */

const DAY = 86_400_000;

describe('the privacy rule across weeks, months and quarters', () => {
  it('leaves no set of 1–9 computable from two or three shown figures of any kinds', () => {
    fc.assert(
      fc.property(worlds, (world) => {
        const sets = shownSets(world, releaseAll(world));
        expect(smallSets(sets)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });

  it('withholds the month when its last week shows everyone but one (the demo’s attack)', () => {
    // 12 people of a group each take one check-up a week in March 2026; one skips the last
    // week (23–29 March). The weeks show 12 and 11; the month, released after its weeks, would
    // show 12: month minus last week = that one person's answers.
    const people: Person[] = Array.from({ length: 12 }, (_, id) => ({
      id,
      nodes: ['g0'],
      from: new Date(0),
      to: undefined,
    }));
    const checkups: Checkup[] = [];
    for (const person of people) {
      for (let week = 1; week <= 4; week += 1) {
        if (person.id === 0 && week === 4) continue;
        const at = new Date(FIRST_WEEK.getTime() + (week * 7 + 2) * DAY + person.id * 60_000);
        checkups.push({
          id: checkups.length,
          person: person.id,
          at,
          score: person.id === 0 ? 76 : 50,
          band: person.id === 0 ? 'thriving' : 'room_to_improve',
          anxiety: false,
          depression: false,
        });
      }
    }
    const world: World = { places: [{ key: 'g0' }], people, checkups };
    const released = releaseAll(world);
    const lastWeek = released.find((r) => r.period.key === 'week:2026-03-23');
    const march = released.find((r) => r.period.key === 'month:2026-03-01');
    expect(lastWeek?.figures.get('g0')?.respondents).toBe(11);
    expect(march?.figures.get('g0')?.mean_score).toEqual({ suppressed: 'protects_others' });
    expect(march?.figures.get('g0')?.respondents).toEqual({ suppressed: 'protects_others' });
    expect(smallSets(shownSets(world, released))).toEqual([]);
  });
});

describe('rates and shares', () => {
  it('withholds a participation rate whose active members are 1–9 (65 members and 1.5 % give 1)', () => {
    const memberships: MembershipSums[] = [{ nodes: ['o1'], people: 65, active: 1 }];
    const figures = periodFigures([], memberships).get('o1');
    expect(figures?.members).toBe(65);
    for (const name of ['active_members', 'participation_rate', 'stale_share'] as const) {
      expect(isSuppressed(figures?.[name])).toBe(true);
    }
    // All but 1–9 active is the same count the other way round.
    const most = periodFigures([], [{ nodes: ['o1'], people: 65, active: 60 }]).get('o1');
    expect(isSuppressed(most?.participation_rate)).toBe(true);
    const fine = periodFigures([], [{ nodes: ['o1'], people: 65, active: 40 }]).get('o1');
    expect(fine).toMatchObject({ active_members: 40, participation_rate: 0.615, stale_share: 0.385 });
    const none = periodFigures([], [{ nodes: ['o1'], people: 65, active: 0 }]).get('o1');
    expect(none).toMatchObject({ active_members: 0, participation_rate: 0 });
  });

  it('withholds a band share holding 1–9 people, and a second band so the first is not 1 − the others', () => {
    const row = (
      thriving: number,
      roomToImprove: number,
      ofConcern: number,
      anxietyPositive: number,
    ): CheckupSums => ({
      nodes: ['o1'],
      people: thriving + roomToImprove + ofConcern,
      score: 50 * (thriving + roomToImprove + ofConcern),
      thriving,
      roomToImprove,
      ofConcern,
      anxietyPositive,
      depressionPositive: 0,
      lifeAreas: { sleep: 0, energy: 0, stress: 0, social: 0, work: 0, meaning: 0 },
    });
    const figures = periodFigures([row(20, 15, 3, 12)], []).get('o1');
    expect(figures?.respondents).toBe(38);
    expect(isSuppressed(figures?.of_concern_share)).toBe(true);
    // Two shown bands would give the third: one more goes.
    expect([figures?.thriving_share, figures?.room_to_improve_share].filter(isSuppressed)).toHaveLength(1);
    expect(figures?.anxiety_positive_share).toBe(0.316);
    expect(figures?.depression_positive_share).toBe(0);
    const fewAnxious = periodFigures([row(20, 15, 10, 44)], []).get('o1');
    // 44 of 45: all but one.
    expect(isSuppressed(fewAnxious?.anxiety_positive_share)).toBe(true);
    expect(fewAnxious).toMatchObject({
      thriving_share: 0.444,
      room_to_improve_share: 0.333,
      of_concern_share: 0.222,
    });
  });
});
