import { DASHBOARD_LIFE_AREAS, isSuppressed, PRIVACY_FLOOR } from '@evenkeel/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CheckupSums, type MembershipSums, periodFigures } from './figures';
import { type Combination, protect } from './privacy';

/**
 * The privacy rule over random organizations, groups, units and people. The checks are made
 * without the rule's own notion of atoms: every set of people obtained by adding and
 * subtracting shown populations (coefficients −1, 0, 1) is enumerated and must hold 0 or at
 * least 10 people.
 */

type Person = {
  nodes: string[];
  score: number;
  band: 0 | 1 | 2;
  anxiety: boolean;
  depression: boolean;
  areas: number[];
  active: boolean;
};

/** A random world: organizations, groups (some with units) and people placed in them. */
const worlds = fc
  .record({
    groups: fc.array(fc.record({ organization: fc.nat(1), units: fc.nat(2) }), {
      minLength: 1,
      maxLength: 3,
    }),
    people: fc.array(
      fc.record({
        // Blocks of alike people, so populations land around the floor.
        copies: fc.integer({ min: 1, max: 12 }),
        organization: fc.nat(1),
        member: fc.boolean(),
        reports: fc.array(fc.nat(20), { maxLength: 2 }),
        score: fc.nat(100),
        band: fc.constantFrom(0 as const, 1 as const, 2 as const),
        anxiety: fc.boolean(),
        depression: fc.boolean(),
        areas: fc.array(fc.nat(10), { minLength: 6, maxLength: 6 }),
        active: fc.boolean(),
      }),
      { minLength: 1, maxLength: 14 },
    ),
  })
  .map(({ groups, people }) => {
    // Node keys: o0, o1; g<i> for groups; g<i>u<j> for units, whose parent is g<i>.
    const places: { key: string; parent?: string; organization: number }[] = [];
    groups.forEach((group, i) => {
      places.push({ key: `g${i}`, organization: group.organization });
      for (let j = 0; j < group.units; j += 1) {
        places.push({ key: `g${i}u${j}`, parent: `g${i}`, organization: group.organization });
      }
    });
    return people.flatMap((p): Person[] => {
      const nodes = new Set<string>();
      if (p.member) nodes.add(`o${p.organization}`);
      for (const pick of p.reports) {
        const place = places[pick % Math.max(places.length, 1)];
        if (!place) continue;
        nodes.add(place.key);
        if (place.parent) nodes.add(place.parent);
      }
      return Array.from({ length: p.copies }, (_, copy) => ({
        nodes: [...nodes].sort(),
        score: (p.score + copy * 7) % 101,
        band: p.band,
        anxiety: p.anxiety,
        depression: copy % 2 === 0 ? p.depression : !p.depression,
        areas: p.areas,
        active: p.active,
      }));
    });
  });

/** What the database's queries return: sums per combination of populations. */
function sumsOf(people: Person[]): { checkups: CheckupSums[]; memberships: MembershipSums[] } {
  const checkups = new Map<string, CheckupSums>();
  const memberships = new Map<string, MembershipSums>();
  for (const person of people) {
    if (person.nodes.length === 0) continue;
    const key = person.nodes.join(' ');
    const c =
      checkups.get(key) ??
      ({
        nodes: person.nodes,
        people: 0,
        score: 0,
        thriving: 0,
        roomToImprove: 0,
        ofConcern: 0,
        anxietyPositive: 0,
        depressionPositive: 0,
        lifeAreas: Object.fromEntries(DASHBOARD_LIFE_AREAS.map((a) => [a, 0])) as CheckupSums['lifeAreas'],
      } as CheckupSums);
    c.people += 1;
    c.score += person.score;
    c.thriving += person.band === 0 ? 1 : 0;
    c.roomToImprove += person.band === 1 ? 1 : 0;
    c.ofConcern += person.band === 2 ? 1 : 0;
    c.anxietyPositive += person.anxiety ? 1 : 0;
    c.depressionPositive += person.depression ? 1 : 0;
    DASHBOARD_LIFE_AREAS.forEach((area, i) => {
      c.lifeAreas[area] += person.areas[i] ?? 0;
    });
    checkups.set(key, c);
    const m = memberships.get(key) ?? { nodes: person.nodes, people: 0, active: 0 };
    m.people += 1;
    m.active += person.active ? 1 : 0;
    memberships.set(key, m);
  }
  return { checkups: [...checkups.values()], memberships: [...memberships.values()] };
}

const combinationsOf = (people: Person[]): Combination[] => sumsOf(people).memberships;

/** Every set computable from the shown populations with coefficients −1, 0 or 1: its size. */
function computableSetSizes(people: Person[], shown: string[]): number[] {
  const sizes: number[] = [];
  const coefficients = new Array<number>(shown.length).fill(-1);
  const total = 3 ** shown.length;
  for (let n = 1; n < total; n += 1) {
    let rest = n;
    for (let i = 0; i < shown.length; i += 1) {
      coefficients[i] = (rest % 3) - 1;
      rest = Math.floor(rest / 3);
    }
    let size = 0;
    let isSet = true;
    for (const person of people) {
      let value = 0;
      shown.forEach((node, i) => {
        if (person.nodes.includes(node)) value += coefficients[i] ?? 0;
      });
      if (value !== 0 && value !== 1) {
        isSet = false;
        break;
      }
      size += value;
    }
    if (isSet) sizes.push(size);
  }
  return sizes;
}

describe('the privacy rule', () => {
  it('leaves no set of 1–9 people computable from the shown populations', () => {
    fc.assert(
      fc.property(worlds, (people) => {
        const verdicts = protect(combinationsOf(people));
        const shown = [...verdicts].filter(([, v]) => v === 'shown').map(([node]) => node);
        fc.pre(shown.length <= 8);
        for (const size of computableSetSizes(people, shown)) {
          expect(size === 0 || size >= PRIVACY_FLOOR).toBe(true);
        }
        // And every shown population holds at least 10 people.
        for (const node of shown) {
          expect(people.filter((p) => p.nodes.includes(node)).length).toBeGreaterThanOrEqual(PRIVACY_FLOOR);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers byte for byte the same when two people of one atom swap their data', () => {
    fc.assert(
      fc.property(worlds, fc.nat(), fc.nat(), (people, a, b) => {
        const verdicts = protect(combinationsOf(people));
        const atomOf = (p: Person) => p.nodes.filter((node) => verdicts.get(node) === 'shown').join(' ');
        const first = people[a % Math.max(people.length, 1)];
        fc.pre(first !== undefined);
        const partners = people.filter((p) => p !== first && atomOf(p) === atomOf(first as Person));
        const second = partners[b % Math.max(partners.length, 1)];
        fc.pre(second !== undefined);
        const swapped = people.map((p) => {
          const other = p === first ? second : p === second ? first : undefined;
          return other ? { ...other, nodes: p.nodes } : p;
        });
        const before = sumsOf(people);
        const after = sumsOf(swapped);
        const serialise = (f: ReturnType<typeof periodFigures>) => JSON.stringify([...f].sort());
        expect(serialise(periodFigures(after.checkups, after.memberships))).toBe(
          serialise(periodFigures(before.checkups, before.memberships)),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('hides a unit of 10 inside a group of 12 (their difference would be 2 people)', () => {
    const people = [
      ...Array.from({ length: 10 }, () => ({ nodes: ['g1', 'g1u1', 'o1'], people: 1 })),
      ...Array.from({ length: 2 }, () => ({ nodes: ['g1', 'o1'], people: 1 })),
      ...Array.from({ length: 30 }, () => ({ nodes: ['o1'], people: 1 })),
    ];
    const verdicts = protect(people);
    expect(verdicts.get('g1')).toBe('shown');
    expect(verdicts.get('g1u1')).toBe('protects_others');
    expect(verdicts.get('o1')).toBe('shown');
  });

  it('hides the smallest group when the organization minus its groups leaves 1–9 people', () => {
    const verdicts = protect([
      { nodes: ['g1', 'o1'], people: 20 },
      { nodes: ['g2', 'o1'], people: 12 },
      { nodes: ['o1'], people: 3 },
    ]);
    expect(Object.fromEntries(verdicts)).toEqual({ o1: 'shown', g1: 'shown', g2: 'protects_others' });
  });

  it('says a population under the floor is insufficient, and shows nothing of it', () => {
    const verdicts = protect([
      { nodes: ['g1', 'o1'], people: 9 },
      { nodes: ['o1'], people: 40 },
    ]);
    expect(verdicts.get('g1')).toBe('insufficient');
    const figures = periodFigures([], [{ nodes: ['g1', 'o1'], people: 9, active: 9 }]);
    expect(isSuppressed(figures.get('g1')?.members)).toBe(true);
  });
});
