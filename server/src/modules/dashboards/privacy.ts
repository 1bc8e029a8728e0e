import { PRIVACY_FLOOR, type SuppressionReason } from '@evenkeel/common';

/**
 * The dashboards' privacy rule (issue 14, product.md §8): the one place that decides which
 * populations' figures may leave the server for a period. Pure: it sees only how many people
 * share each combination of populations, never who they are or what they answered, so swapping
 * two people of the same combination cannot change what it decides.
 *
 * Every figure is a sum over a population (an organization, a group, a unit). Whoever sees
 * several can add and subtract them; the sets of people they can isolate are unions of "atoms":
 * the people who belong to exactly the same shown populations. (Any sum of shown figures is
 * constant on an atom, so no computation separates two people of one atom.) The rule:
 *
 * 1. Floor: a population of fewer than 10 people is not shown (`insufficient`).
 * 2. Atoms: while some atom holds 1–9 people, suppress one more population (`protects_others`):
 *    the smallest shown population whose removal merges that atom with a non-empty neighbour
 *    (for a tree: the smallest shown child of the node whose residual is too small). When no
 *    such neighbour exists, the smallest population holding the atom goes, which leaves the
 *    atom uncomputable. Each round hides one more population, so it ends.
 * 3. Fixed sets (`options.fixed`: figures already published, release-rule.ts): counted as shown
 *    and never withheld; only the other sets give way. An atom that only published sets make
 *    small, and that no new set can merge, is left as it is (nothing new can change it).
 *
 * What it does not stop: someone who already knows the answers of nine people of an atom of ten
 * learns the tenth's (docs/dashboards.md, "Limits").
 */

/** A population's key: `o<id>` for an organization, `g<id>` for a group or unit. */
export type NodeKey = string;

/** How many people belong to exactly these populations (sorted keys). */
export type Combination = { nodes: readonly NodeKey[]; people: number };

export type Verdict = 'shown' | SuppressionReason;

/**
 * `fixed`: sets already published (another period's figures, or this period's populations when
 * its shares are decided): counted as shown, never withheld (a published figure never changes),
 * and given no verdict. `withheld`: sets an earlier pass withheld, kept withheld.
 */
export type ProtectOptions = {
  fixed?: ReadonlySet<NodeKey>;
  withheld?: ReadonlyMap<NodeKey, Verdict>;
};

export function protect(
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
  // Atoms made by published sets alone cannot be helped by withholding a new one: left aside.
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
    // The smallest new set whose withholding merges the atom with a non-empty neighbour; else the
    // smallest new set holding the atom; else the smallest new set held by people who are in
    // the atom's published sets, whose withholding brings them back into it.
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

/** New shown sets held, beside exactly the atom's published sets, by someone: withholding any of them moves people into the atom. */
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

/** The atoms of the shown populations: combination of shown keys → people. */
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
