import { PRIVACY_FLOOR } from '@evenkeel/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Combination, type NodeKey, type ProtectOptions, protect, type Verdict } from './privacy';

/**
 * `protect()` keeps its atoms between rounds and works on numbers; this is the rule as it was
 * first written (every atom key rebuilt as a string on every round), kept as the oracle: on
 * random inputs, with and without fixed and earlier withheld sets, both must give the same
 * verdicts, in the same order.
 */
function reference(
  combinations: readonly Combination[],
  options: ProtectOptions = {},
): Map<NodeKey, Verdict> {
  const fixed = options.fixed ?? new Set<NodeKey>();
  const sizes = new Map<NodeKey, number>();
  for (const { nodes, people } of combinations) {
    for (const node of nodes) sizes.set(node, (sizes.get(node) ?? 0) + people);
  }
  const verdicts = new Map<NodeKey, Verdict>();
  for (const [node, size] of sizes) {
    if (fixed.has(node)) continue;
    const earlier = options.withheld?.get(node);
    verdicts.set(
      node,
      earlier && earlier !== 'shown' ? earlier : size >= PRIVACY_FLOOR ? 'shown' : 'insufficient',
    );
  }
  const isShown = (node: NodeKey) => fixed.has(node) || verdicts.get(node) === 'shown';
  const bySize = (a: NodeKey, b: NodeKey) =>
    (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0) || (a < b ? -1 : a > b ? 1 : 0);
  const hopeless = new Set<string>();
  for (;;) {
    const atoms = atomsOf(combinations, isShown);
    const small = [...atoms.entries()]
      .filter(([key, people]) => key !== '' && people > 0 && people < PRIVACY_FLOOR && !hopeless.has(key))
      .map(([key]) => key)
      .sort();
    const first = small[0];
    if (first === undefined) return verdicts;
    const atom = new Set(first.split(' '));
    const open = [...verdicts.keys()].filter((node) => verdicts.get(node) === 'shown');
    const neighbours = open.filter((node) => (atoms.get(keyOf(toggled(atom, node))) ?? 0) > 0).sort(bySize);
    const own = [...atom].filter((node) => !fixed.has(node)).sort(bySize);
    const victim = neighbours[0] ?? own[0] ?? fallback(atoms, atom, open, fixed).sort(bySize)[0];
    if (victim === undefined) {
      hopeless.add(first);
      continue;
    }
    verdicts.set(victim, 'protects_others');
  }
}

function fallback(
  atoms: Map<string, number>,
  atom: Set<NodeKey>,
  open: NodeKey[],
  fixed: ReadonlySet<NodeKey>,
): NodeKey[] {
  const published = keyOf([...atom].filter((node) => fixed.has(node)));
  const found = new Set<NodeKey>();
  const candidates = new Set(open);
  for (const [key, people] of atoms) {
    if (people === 0 || key === '') continue;
    const nodes = key.split(' ');
    if (keyOf(nodes.filter((node) => fixed.has(node))) !== published) continue;
    for (const node of nodes) if (candidates.has(node)) found.add(node);
  }
  return [...found];
}

function atomsOf(combinations: readonly Combination[], isShown: (node: NodeKey) => boolean) {
  const atoms = new Map<string, number>();
  for (const { nodes, people } of combinations) {
    const key = keyOf(nodes.filter(isShown));
    atoms.set(key, (atoms.get(key) ?? 0) + people);
  }
  return atoms;
}

const keyOf = (nodes: Iterable<NodeKey>) => [...nodes].sort().join(' ');

function toggled(atom: Set<NodeKey>, node: NodeKey): Set<NodeKey> {
  const next = new Set(atom);
  if (next.has(node)) next.delete(node);
  else next.add(node);
  return next;
}

/** Set names like the rule's own (`o1`, `g12`, `new|g3`, `week:2026-03-02|g3|thriving`, `g3|active`): prefixes of one another on purpose. */
const NAMES = [
  'o1',
  'o2',
  'g1',
  'g12',
  'g2',
  'g1|active',
  'new|g1',
  'new|g12',
  'new|g1|thriving',
  'week:2026-03-02|g1',
  'week:2026-03-02|g1|anxiety',
  'month:2026-03-01|o1',
];

const inputs = fc
  .record({
    combinations: fc.array(
      fc.record({
        nodes: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 6 }),
        people: fc.oneof(fc.integer({ min: 0, max: 12 }), fc.integer({ min: 0, max: 40 })),
      }),
      { maxLength: 14 },
    ),
    fixed: fc.uniqueArray(fc.constantFrom(...NAMES), { maxLength: 4 }),
    withheld: fc.uniqueArray(
      fc.tuple(
        fc.constantFrom(...NAMES),
        fc.constantFrom<Verdict>('shown', 'insufficient', 'protects_others'),
      ),
      {
        maxLength: 3,
        selector: ([name]) => name,
      },
    ),
  })
  .map(({ combinations, fixed, withheld }) => ({
    combinations,
    options: { fixed: new Set(fixed), withheld: new Map(withheld) } satisfies ProtectOptions,
  }));

describe('protect() against the reference rule', () => {
  it('gives the same verdicts, in the same order, on random inputs', () => {
    fc.assert(
      fc.property(inputs, ({ combinations, options }) => {
        expect([...protect(combinations, options)]).toEqual([...reference(combinations, options)]);
        expect([...protect(combinations)]).toEqual([...reference(combinations)]);
      }),
      { numRuns: Number(process.env.PROTECT_RUNS ?? 2000) },
    );
  });

  it('gives the same verdicts on bench-shaped trees (an organization, groups, units, their shares)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(7), fc.nat(3), fc.nat(2), fc.integer({ min: 1, max: 15 })), {
          maxLength: 40,
        }),
        (rows) => {
          const combinations = rows.map(([group, unit, band, people]) => ({
            nodes: [
              'o1',
              `g${group}`,
              ...(unit > 0 ? [`g${group}${unit}`] : []),
              ...(band === 0 ? [`g${group}|thriving`] : []),
            ].sort(),
            people,
          }));
          const fixed = new Set(['o1', 'g1', 'g2']);
          expect([...protect(combinations)]).toEqual([...reference(combinations)]);
          expect([...protect(combinations, { fixed })]).toEqual([...reference(combinations, { fixed })]);
        },
      ),
      { numRuns: 500 },
    );
  });
});
