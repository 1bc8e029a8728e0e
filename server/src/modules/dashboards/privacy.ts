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

/** How many people belong to exactly these populations (sorted keys, each once). */
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

  // Sets as numbers, in the order of their keys: a sorted array of numbers compares as the
  // space-joined keys do (no key holds a character at or below the space), so "the smallest
  // atom" and "the smallest set" are what they were with string keys.
  const names = [...sizes.keys()].sort();
  const rank = new Map(names.map((name, index): [NodeKey, number] => [name, index]));
  const size = names.map((name) => sizes.get(name) ?? 0);
  const isFixed = names.map((name) => fixed.has(name));
  const shown = names.map((name, index) => isFixed[index] || verdicts.get(name) === 'shown');
  const bySize = (a: number, b: number) => (size[a] as number) - (size[b] as number) || a - b;

  // The atoms, kept between rounds: combination of shown sets (sorted numbers) → people. Hiding
  // a set only merges the atoms that hold it into their neighbours without it.
  const atoms = new Map<string, Atom>();
  const atomsOfSet: Set<Atom>[] = names.map(() => new Set<Atom>());
  const addTo = (nodes: number[], people: number) => {
    const key = nodes.join(',');
    let atom = atoms.get(key);
    if (!atom) {
      atom = { nodes, key, people: 0 };
      atoms.set(key, atom);
      for (const node of nodes) atomsOfSet[node]?.add(atom);
    }
    atom.people += people;
  };
  for (const { nodes, people } of combinations) {
    const ids: number[] = [];
    for (const node of nodes) {
      const id = rank.get(node) as number;
      if (shown[id]) ids.push(id);
    }
    addTo(
      ids.sort((a, b) => a - b),
      people,
    );
  }
  const hide = (victim: number) => {
    shown[victim] = false;
    const holding = atomsOfSet[victim] ?? new Set<Atom>();
    for (const atom of [...holding]) {
      atoms.delete(atom.key);
      for (const node of atom.nodes) atomsOfSet[node]?.delete(atom);
      addTo(
        atom.nodes.filter((node) => node !== victim),
        atom.people,
      );
    }
  };
  // Atoms made by published sets alone cannot be helped by withholding a new one: left aside.
  const hopeless = new Set<string>();

  for (;;) {
    let first: Atom | undefined;
    for (const atom of atoms.values()) {
      if (atom.nodes.length === 0 || !(atom.people > 0 && atom.people < PRIVACY_FLOOR)) continue;
      if (hopeless.has(atom.key)) continue;
      if (first === undefined || compareSorted(atom.nodes, first.nodes) < 0) first = atom;
    }
    if (first === undefined) return verdicts;
    // The smallest new set whose withholding merges the atom with a non-empty neighbour; else the
    // smallest new set holding the atom; else the smallest new set held by people who are in
    // the atom's published sets, whose withholding brings them back into it.
    const victim =
      smallest(neighboursOf(first, atoms, atomsOfSet, isFixed), bySize) ??
      smallest(
        first.nodes.filter((node) => !isFixed[node]),
        bySize,
      ) ??
      smallest(fallback(atoms, first, isFixed), bySize);
    if (victim === undefined) {
      hopeless.add(first.key);
      continue;
    }
    verdicts.set(names[victim] as NodeKey, 'protects_others');
    hide(victim);
  }
}

/**
 * An atom: its shown sets (numbers, sorted), their key, how many people it holds, and (once asked
 * for) the key of its fixed sets alone. An atom's sets never change: hiding a set makes new atoms.
 */
type Atom = { nodes: number[]; key: string; people: number; published?: string };

function publishedOf(atom: Atom, isFixed: readonly boolean[]): string {
  atom.published ??= atom.nodes.filter((node) => isFixed[node]).join(',');
  return atom.published;
}

/** Compares sorted arrays of numbers element by element (a prefix first). */
function compareSorted(a: readonly number[], b: readonly number[]): number {
  const length = Math.min(a.length, b.length);
  for (let at = 0; at < length; at += 1) {
    const difference = (a[at] as number) - (b[at] as number);
    if (difference !== 0) return difference;
  }
  return a.length - b.length;
}

function smallest(nodes: Iterable<number>, order: (a: number, b: number) => number): number | undefined {
  let found: number | undefined;
  for (const node of nodes) if (found === undefined || order(node, found) < 0) found = node;
  return found;
}

/**
 * The new shown sets whose withholding (or showing) toggles the atom into a non-empty atom: a
 * set of the atom whose removal lands on an atom with people, or a set beside exactly the atom's
 * sets in an atom with people (found among the atoms of the atom's rarest set).
 */
function neighboursOf(
  atom: Atom,
  atoms: Map<string, Atom>,
  atomsOfSet: Set<Atom>[],
  isFixed: readonly boolean[],
): number[] {
  const found: number[] = [];
  for (const node of atom.nodes) {
    if (isFixed[node]) continue;
    const without = atoms.get(atom.nodes.filter((other) => other !== node).join(','));
    if (without && without.people > 0) found.push(node);
  }
  let rarest: Set<Atom> | undefined;
  for (const node of atom.nodes) {
    const holding = atomsOfSet[node];
    if (holding && (rarest === undefined || holding.size < rarest.size)) rarest = holding;
  }
  for (const other of rarest ?? []) {
    if (other.nodes.length !== atom.nodes.length + 1 || !(other.people > 0)) continue;
    const extra = extraOf(atom.nodes, other.nodes);
    if (extra !== undefined && !isFixed[extra]) found.push(extra);
  }
  return found;
}

/** The one element of `larger` (sorted) beside all of `smaller` (sorted, one fewer), if that is what it is. */
function extraOf(smaller: readonly number[], larger: readonly number[]): number | undefined {
  let extra: number | undefined;
  let at = 0;
  for (const node of larger) {
    if (at < smaller.length && smaller[at] === node) at += 1;
    else if (extra === undefined) extra = node;
    else return undefined;
  }
  return at === smaller.length ? extra : undefined;
}

/** New shown sets held, beside exactly the atom's published sets, by someone: withholding any of them moves people into the atom. */
function fallback(atoms: Map<string, Atom>, atom: Atom, isFixed: readonly boolean[]): number[] {
  const published = publishedOf(atom, isFixed);
  const found = new Set<number>();
  for (const other of atoms.values()) {
    if (other.people === 0 || other.nodes.length === 0) continue;
    if (publishedOf(other, isFixed) !== published) continue;
    for (const node of other.nodes) if (!isFixed[node]) found.add(node);
  }
  return [...found];
}
