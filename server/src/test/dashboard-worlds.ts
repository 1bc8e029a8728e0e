import {
  type DashboardPeriod,
  isoDate,
  type PeriodFigures,
  PRIVACY_FLOOR,
  periodStartOf,
  STALE_AFTER_DAYS,
  shiftPeriod,
} from '@evenkeel/common';
import fc from 'fast-check';
import { expect } from 'vitest';
import { type CheckupSums, type MembershipSums, periodFigures } from '../modules/dashboards/figures';
import {
  type CheckupClass,
  contributionsFromClasses,
  NEW_PERIOD,
  type ShownSets,
} from '../modules/dashboards/release-rule';

/**
 * Worlds for the dashboards' privacy rule across weeks, months and quarters (issue 26 §3), used by
 * modules/dashboards/across-periods*.test.ts: random
 * organizations, groups and units, people who join and leave, check-ups over ten weeks that
 * cross month and quarter boundaries; every closed period released in the order the hourly job
 * releases them (by end, weeks before months before quarters), each fed to the rule as the
 * rollup feeds it (rollup.ts: the new period's sums, and its check-ups classed with those of the
 * published periods around it). Then everything shown (the organization's administrators and
 * the platform's see every population; every other role a part of it) is attacked, without the
 * rule's notion of atoms: every sum or difference of two or three shown sets (coefficients ±1) —
 * a population's contributions, or the count a share or a rate gives — must not be a set of 1–9
 * check-ups (or members at a date).
 */

const DAY = 86_400_000;
/** Ten weeks from Monday 2026-02-23: across February/March, March/April, and the first quarter's end. */
export const FIRST_WEEK = new Date(Date.UTC(2026, 1, 23));
const WEEKS = 10;
export const NOW = new Date(FIRST_WEEK.getTime() + WEEKS * 7 * DAY + 3_600_000);

export type Place = { key: string; parent?: string };
export type Checkup = {
  id: number;
  person: number;
  at: Date;
  band: CheckupClass['band'];
  anxiety: boolean;
  depression: boolean;
  score: number;
};
export type Person = { id: number; nodes: string[]; from: Date; to: Date | undefined };

export const worlds = fc
  .record({
    groups: fc.array(fc.nat(2), { minLength: 1, maxLength: 2 }),
    blocks: fc.array(
      fc.record({
        copies: fc.integer({ min: 1, max: 12 }),
        member: fc.boolean(),
        reports: fc.option(fc.nat(8), { nil: undefined }),
        joins: fc.nat(WEEKS + 2),
        leaves: fc.option(fc.integer({ min: 2, max: WEEKS + 2 }), { nil: undefined }),
        attends: fc.array(fc.boolean(), { minLength: WEEKS, maxLength: WEEKS }),
        day: fc.nat(6),
        skipOne: fc.nat(WEEKS - 1),
        twice: fc.boolean(),
        score: fc.nat(100),
      }),
      { minLength: 1, maxLength: 6 },
    ),
  })
  .map(({ groups, blocks }) => {
    const places: Place[] = [];
    groups.forEach((units, i) => {
      places.push({ key: `g${i}` });
      for (let j = 0; j < units; j += 1) places.push({ key: `g${i}u${j}`, parent: `g${i}` });
    });
    const people: Person[] = [];
    const checkups: Checkup[] = [];
    for (const block of blocks) {
      const nodes = new Set<string>();
      if (block.member) nodes.add('o0');
      const place = block.reports === undefined ? undefined : places[block.reports % places.length];
      if (place) {
        nodes.add(place.key);
        if (place.parent) nodes.add(place.parent);
      }
      for (let copy = 0; copy < block.copies; copy += 1) {
        const id = people.length;
        const from = new Date(FIRST_WEEK.getTime() + (block.joins - 2) * 7 * DAY);
        const to =
          block.leaves === undefined || block.leaves <= block.joins
            ? undefined
            : new Date(FIRST_WEEK.getTime() + (block.leaves - 2) * 7 * DAY + 3 * DAY);
        people.push({ id, nodes: [...nodes].sort(), from, to });
        block.attends.forEach((attends, week) => {
          // The first of each block skips one more week: the month-minus-its-last-week attack.
          if (!attends || (copy === 0 && week === block.skipOne)) return;
          const score = (block.score + copy * 7) % 101;
          const one = (at: Date, delta: number) => {
            const value = Math.max(0, Math.min(100, score + delta));
            checkups.push({
              id: checkups.length,
              person: id,
              at,
              score: value,
              band: value >= 60 ? 'thriving' : value >= 40 ? 'room_to_improve' : 'of_concern',
              anxiety: (value + copy) % 3 === 0,
              depression: copy % 2 === 0,
            });
          };
          one(new Date(FIRST_WEEK.getTime() + (week * 7 + block.day) * DAY + copy * 60_000), 0);
          // Some take a second one the same week (in another time zone's week).
          if (block.twice && copy % 3 === 1 && block.day < 6) {
            one(new Date(FIRST_WEEK.getTime() + (week * 7 + block.day + 1) * DAY + copy * 60_000), 9);
          }
        });
      }
    }
    return { places, people, checkups };
  });

export type World = { places: Place[]; people: Person[]; checkups: Checkup[] };
export type Period = { kind: DashboardPeriod; start: Date; end: Date; key: string };

const inPeriod = (at: Date, p: { start: Date; end: Date }) => at >= p.start && at < p.end;
const placementAt = (person: Person, at: Date) =>
  at >= person.from && (person.to === undefined || at < person.to) ? person.nodes : [];

/** The closed periods, in the order the hourly job releases them. */
export function closedPeriods(): Period[] {
  const periods: Period[] = [];
  for (const kind of ['week', 'month', 'quarter'] as const) {
    for (
      let start = periodStartOf(kind, FIRST_WEEK);
      shiftPeriod(kind, start, 1) <= NOW;
      start = shiftPeriod(kind, start, 1)
    ) {
      periods.push({ kind, start, end: shiftPeriod(kind, start, 1), key: `${kind}:${isoDate(start)}` });
    }
  }
  const rank = { week: 0, month: 1, quarter: 2 };
  return periods.sort((a, b) => a.end.getTime() - b.end.getTime() || rank[a.kind] - rank[b.kind]);
}

/** Each person's last check-up of a period: the ones it counts. */
export function counted(world: World, p: { start: Date; end: Date }): Checkup[] {
  const last = new Map<number, Checkup>();
  for (const c of world.checkups) {
    if (!inPeriod(c.at, p)) continue;
    const found = last.get(c.person);
    if (!found || c.at > found.at || (c.at.getTime() === found.at.getTime() && c.id > found.id))
      last.set(c.person, c);
  }
  return [...last.values()];
}

const overlaps = (a: { start: Date; end: Date }, b: { start: Date; end: Date }) =>
  a.start < b.end && b.start < a.end;

export type Released = { period: Period; figures: Map<string, PeriodFigures> };

/** What the rollup does for one period, on the world. */
export function release(world: World, period: Period, released: Released[]): Map<string, PeriodFigures> {
  const sums = new Map<string, CheckupSums>();
  const mine = counted(world, period);
  for (const c of mine) {
    const nodes = placementAt(world.people[c.person] as Person, c.at);
    if (nodes.length === 0) continue;
    const key = nodes.join(' ');
    const row =
      sums.get(key) ??
      ({
        nodes,
        people: 0,
        score: 0,
        thriving: 0,
        roomToImprove: 0,
        ofConcern: 0,
        anxietyPositive: 0,
        depressionPositive: 0,
        lifeAreas: { sleep: 0, energy: 0, stress: 0, social: 0, work: 0, meaning: 0 },
      } satisfies CheckupSums);
    row.people += 1;
    row.score += c.score;
    if (c.band === 'thriving') row.thriving += 1;
    if (c.band === 'room_to_improve') row.roomToImprove += 1;
    if (c.band === 'of_concern') row.ofConcern += 1;
    if (c.anxiety) row.anxietyPositive += 1;
    if (c.depression) row.depressionPositive += 1;
    sums.set(key, row);
  }
  const memberships = new Map<string, MembershipSums>();
  const since = new Date(period.end.getTime() - STALE_AFTER_DAYS * DAY);
  for (const person of world.people) {
    const nodes =
      person.from < period.end && (person.to === undefined || person.to >= period.end) ? person.nodes : [];
    if (nodes.length === 0) continue;
    const key = nodes.join(' ');
    const row = memberships.get(key) ?? { nodes, people: 0, active: 0 };
    row.people += 1;
    if (world.checkups.some((c) => c.person === person.id && c.at >= since && c.at < period.end))
      row.active += 1;
    memberships.set(key, row);
  }
  // As rollup.ts's publishedAround and overlappingClasses.
  const direct = released.filter((r) => r.period.kind !== period.kind && overlaps(r.period, period));
  let overlap: Parameters<typeof periodFigures>[2];
  if (direct.length > 0) {
    const range = {
      start: new Date(Math.min(period.start.getTime(), ...direct.map((r) => r.period.start.getTime()))),
      end: new Date(Math.max(period.end.getTime(), ...direct.map((r) => r.period.end.getTime()))),
    };
    const around = released.filter((r) => overlaps(r.period, range));
    const countedBy = new Map<number, string[]>();
    for (const [key, p] of [
      [NEW_PERIOD, period] as const,
      ...around.map((r) => [r.period.key, r.period] as const),
    ]) {
      for (const c of counted(world, p)) {
        if (!inPeriod(c.at, range)) continue;
        countedBy.set(c.id, [...(countedBy.get(c.id) ?? []), key]);
      }
    }
    const classes: CheckupClass[] = [];
    for (const [id, periods] of countedBy) {
      const c = world.checkups[id] as Checkup;
      const nodes = placementAt(world.people[c.person] as Person, c.at);
      if (nodes.length === 0) continue;
      classes.push({ nodes, periods, band: c.band, anxiety: c.anxiety, depression: c.depression, people: 1 });
    }
    const published = new Map<string, Map<string, ShownSets>>();
    for (const r of around) {
      const map = new Map<string, ShownSets>();
      for (const [node, f] of r.figures) {
        const shown = (x: unknown) => typeof x === 'number';
        map.set(node, {
          respondents: shown(f.respondents),
          thriving: shown(f.thriving_share),
          room_to_improve: shown(f.room_to_improve_share),
          of_concern: shown(f.of_concern_share),
          anxiety: shown(f.anxiety_positive_share),
          depression: shown(f.depression_positive_share),
        });
      }
      published.set(r.period.key, map);
    }
    overlap = { contributions: contributionsFromClasses(classes), published };
  }
  return periodFigures([...sums.values()], [...memberships.values()], overlap);
}

export function releaseAll(world: World): Released[] {
  const released: Released[] = [];
  for (const period of closedPeriods()) released.push({ period, figures: release(world, period, released) });
  return released;
}

type ShownSet = { name: string; family: string; members: Set<string> };

/** Every set a viewer can count, from what was shown, with its members (check-ups, or people at a date). */
export function shownSets(world: World, released: Released[]): ShownSet[] {
  const sets: ShownSet[] = [];
  for (const { period, figures } of released) {
    const mine = counted(world, period);
    for (const [node, f] of figures) {
      const contributions = mine.filter((c) =>
        placementAt(world.people[c.person] as Person, c.at).includes(node),
      );
      const ids = (list: Checkup[]) => new Set(list.map((c) => `c${c.id}`));
      if (typeof f.respondents === 'number') {
        expect(f.respondents).toBe(contributions.length);
        sets.push({ name: `${period.key} ${node}`, family: 'all', members: ids(contributions) });
        const share = (name: string, family: string, figure: unknown, keep: (c: Checkup) => boolean) => {
          if (typeof figure === 'number')
            sets.push({
              name: `${period.key} ${node} ${name}`,
              family,
              members: ids(contributions.filter(keep)),
            });
        };
        share('thriving', 'bands', f.thriving_share, (c) => c.band === 'thriving');
        share('room', 'bands', f.room_to_improve_share, (c) => c.band === 'room_to_improve');
        share('concern', 'bands', f.of_concern_share, (c) => c.band === 'of_concern');
        share('anxiety', 'anxiety', f.anxiety_positive_share, (c) => c.anxiety);
        share('depression', 'depression', f.depression_positive_share, (c) => c.depression);
      }
      if (typeof f.members === 'number') {
        const at = period.end;
        const members = world.people.filter(
          (p) => p.nodes.includes(node) && p.from < at && (p.to === undefined || p.to >= at),
        );
        expect(f.members).toBe(members.length);
        const key = (p: Person) => `p${p.id}@${at.getTime()}`;
        sets.push({
          name: `${period.key} ${node} members`,
          family: 'members',
          members: new Set(members.map(key)),
        });
        if (typeof f.participation_rate === 'number') {
          const since = new Date(at.getTime() - STALE_AFTER_DAYS * DAY);
          const active = members.filter((p) =>
            world.checkups.some((c) => c.person === p.id && c.at >= since && c.at < at),
          );
          sets.push({
            name: `${period.key} ${node} active`,
            family: 'members',
            members: new Set(active.map(key)),
          });
        }
      }
    }
  }
  return sets.filter((s) => s.members.size > 0);
}

const intersects = (a: Set<string>, b: Set<string>) => [...a].some((x) => b.has(x));

/** Sums and differences of one, two or three shown sets that are sets of 1–9: their names. */
export function smallSets(sets: ShownSet[]): string[] {
  const found: string[] = [];
  const check = (terms: [number, ShownSet][]) => {
    const value = new Map<string, number>();
    for (const [k, s] of terms) for (const x of s.members) value.set(x, (value.get(x) ?? 0) + k);
    let size = 0;
    for (const v of value.values()) {
      if (v !== 0 && v !== 1) return;
      size += v;
    }
    if (size > 0 && size < PRIVACY_FLOOR)
      found.push(`${terms.map(([k, s]) => `${k > 0 ? '+' : '−'}${s.name}`).join(' ')} = ${size}`);
  };
  for (const family of ['members', 'bands', 'anxiety', 'depression']) {
    // A share family together with the populations (a count of thriving people minus a count of
    // positive screens is not the count of a set anyone can name).
    const pool = sets.filter((s) => s.family === family || (family !== 'members' && s.family === 'all'));
    for (let i = 0; i < pool.length; i += 1) {
      const a = pool[i] as ShownSet;
      check([[1, a]]);
      for (let j = i + 1; j < pool.length; j += 1) {
        const b = pool[j] as ShownSet;
        if (!intersects(a.members, b.members)) continue;
        for (const kb of [1, -1]) {
          check([
            [1, a],
            [kb, b],
          ]);
          check([
            [-1, a],
            [kb, b],
          ]);
          for (let l = j + 1; l < pool.length; l += 1) {
            const c = pool[l] as ShownSet;
            if (!intersects(c.members, a.members) && !intersects(c.members, b.members)) continue;
            for (const ka of [1, -1])
              for (const kc of [1, -1])
                check([
                  [ka, a],
                  [kb, b],
                  [kc, c],
                ]);
          }
        }
      }
    }
  }
  return found;
}
