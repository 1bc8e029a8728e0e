import type { Combination, NodeKey, Verdict } from './privacy';
import { protect } from './privacy';

/**
 * The privacy rule across everything a viewer can see (issue 26 §3, product.md §8): a period's
 * figures checked against the figures of every overlapping period already published (a month and
 * the weeks in it or across its edges, a quarter and its months), and every count a share or a
 * rate lets a viewer compute (share × respondents, rate × members). Pure: it sees classes of
 * people, never who they are.
 *
 * The sets a viewer can count. A check-up figure of a period is a sum over *contributions*: each
 * person's last check-up of the period. Two periods whose dates overlap can count the same
 * check-up (a person's only check-up of a month is also their check-up of that week), so their
 * figures are sums over overlapping sets of contributions, and subtracting one from the other
 * isolates the difference: a month minus its last week is the people who skipped that week.
 * Periods that do not overlap count different check-ups (different answers), so they share no
 * contribution. The sets are, per period and population:
 *
 * - its contributions (`respondents`, the means);
 * - per share, the contributions it counts (`thriving_share × respondents` is a count): a set
 *   for each band (the three partition the contributions, so two shown bands give the third),
 *   one for positive anxiety screens, one for positive depression screens;
 * - for membership at the period's end, its members, and its active members (the rate and the
 *   stale share say the same count over members).
 *
 * The rule of privacy.ts, over those sets: every atom (contributions in exactly the same shown
 * sets) holds 0 or at least 10. Published sets are fixed (never withheld again); only the new
 * period's sets can be withheld, first its populations (`respondents` and everything over them)
 * against the published populations and each share family, then each share family against
 * everything shown. A share family is checked with the populations and not with the other
 * families: a count of positive anxiety screens minus a count of thriving people is not the count
 * of any set a viewer could name.
 */

/** The period being released, among the period keys of a class. */
export const NEW_PERIOD = 'new';

export const BANDS = ['thriving', 'room_to_improve', 'of_concern'] as const;
export type Band = (typeof BANDS)[number];
export const SHARE_FAMILIES = ['bands', 'anxiety', 'depression'] as const;
export type ShareFamily = (typeof SHARE_FAMILIES)[number];
/** A counted set inside a population: a band, or a positive screen. */
export type ShareSet = Band | 'anxiety' | 'depression';

/**
 * Contributions alike: the same populations (`nodes`, at the check-up), counted by the same
 * periods (`periods`: `NEW_PERIOD` and the keys of published periods, `week:2026-03-02`: no space,
 * which privacy.ts uses between keys), and, for a share family,
 * the same value in it (`value`: the band, or `anxiety`/`depression` when positive, else none).
 */
export type ContributionClass = {
  nodes: readonly NodeKey[];
  periods: readonly string[];
  value?: ShareSet;
  people: number;
};

/** The classes once without values (`all`) and once per share family. */
export type Contributions = Record<'all' | ShareFamily, readonly ContributionClass[]>;

/** Which sets a published period shows, per population. */
export type ShownSets = { respondents: boolean } & Record<ShareSet, boolean>;
export type PublishedSets = ReadonlyMap<string, ReadonlyMap<NodeKey, ShownSets>>;

export type CheckupVerdicts = {
  /** The populations: respondents, the mean score, the life areas. */
  populations: Map<NodeKey, Verdict>;
  /** `node|set` → verdict for each share's set with people in it (an empty set is a share of 0: shown). */
  shares: Map<string, Verdict>;
};

const familyOf = (set: ShareSet): ShareFamily =>
  set === 'anxiety' ? 'anxiety' : set === 'depression' ? 'depression' : 'bands';

/** Combinations of set keys, alike ones merged; the published keys among them. */
function combinationsOf(
  classes: readonly ContributionClass[],
  published: PublishedSets,
  withShares: boolean,
  newSets: (node: NodeKey, value: ShareSet | undefined) => string[],
): { combinations: Combination[]; fixed: Set<string> } {
  const merged = new Map<string, Combination>();
  const fixed = new Set<string>();
  for (const { nodes, periods, value, people } of classes) {
    if (people === 0) continue;
    const keys: string[] = [];
    for (const period of periods) {
      if (period === NEW_PERIOD) {
        for (const node of nodes) keys.push(...newSets(node, value));
        continue;
      }
      const shown = published.get(period);
      for (const node of nodes) {
        const sets = shown?.get(node);
        if (!sets?.respondents) continue;
        const key = `${period}|${node}`;
        keys.push(key);
        fixed.add(key);
        if (withShares && value !== undefined && sets[value]) {
          keys.push(`${key}|${value}`);
          fixed.add(`${key}|${value}`);
        }
      }
    }
    keys.sort();
    const id = keys.join(' ');
    const found = merged.get(id);
    if (found) found.people += people;
    else merged.set(id, { nodes: keys, people });
  }
  return { combinations: [...merged.values()], fixed };
}

/** The verdicts on a period's check-up sets, given what overlapping periods published. */
export function checkupVerdicts(contributions: Contributions, published: PublishedSets): CheckupVerdicts {
  // Populations: against the published populations, then against each published share family.
  let verdicts = new Map<string, Verdict>();
  const passes: [readonly ContributionClass[], boolean][] = [
    [contributions.all, false],
    ...SHARE_FAMILIES.map((family): [readonly ContributionClass[], boolean] => [contributions[family], true]),
  ];
  for (const [classes, withShares] of passes) {
    const { combinations, fixed } = combinationsOf(classes, published, withShares, (node) => [
      `${NEW_PERIOD}|${node}`,
    ]);
    verdicts = protect(combinations, { fixed, withheld: verdicts });
  }
  const populations = new Map<NodeKey, Verdict>();
  for (const [key, verdict] of verdicts) populations.set(key.slice(NEW_PERIOD.length + 1), verdict);

  // Each share family: its new sets, with everything else shown fixed.
  const shares = new Map<string, Verdict>();
  for (const family of SHARE_FAMILIES) {
    const { combinations, fixed } = combinationsOf(contributions[family], published, true, (node, value) => {
      if (populations.get(node) !== 'shown') return [];
      const own = `${NEW_PERIOD}|${node}`;
      return value === undefined ? [own] : [own, `${own}|${value}`];
    });
    for (const [key, verdict] of verdicts) if (verdict === 'shown') fixed.add(key);
    for (const [key, verdict] of protect(combinations, { fixed })) {
      if (familyOf(key.slice(key.lastIndexOf('|') + 1) as ShareSet) === family)
        shares.set(key.slice(NEW_PERIOD.length + 1), verdict);
    }
  }
  return { populations, shares };
}

/**
 * Membership at a period's end: its populations (privacy.ts), then each population's active
 * members as a set of its own (rate × members is a count), with the shown populations fixed.
 */
export function membershipVerdicts(combinations: readonly (Combination & { active: number })[]): {
  populations: Map<NodeKey, Verdict>;
  active: Map<NodeKey, Verdict>;
} {
  const populations = protect(combinations);
  const shown = new Set([...populations].filter(([, verdict]) => verdict === 'shown').map(([node]) => node));
  const split: Combination[] = [];
  for (const { nodes, people, active } of combinations) {
    const inShown = nodes.filter((node) => shown.has(node));
    if (people - active > 0) split.push({ nodes: inShown, people: people - active });
    if (active > 0)
      split.push({ nodes: [...inShown, ...inShown.map((node) => `${node}|active`)], people: active });
  }
  const active = new Map<NodeKey, Verdict>();
  for (const [key, verdict] of protect(split, { fixed: shown }))
    active.set(key.slice(0, -'|active'.length), verdict);
  return { populations, active };
}

/** The classes of a period counted alone (no overlapping period published), from its sums. */
export function contributionsFromSums(
  sums: readonly (Combination & {
    thriving: number;
    roomToImprove: number;
    ofConcern: number;
    anxietyPositive: number;
    depressionPositive: number;
  })[],
): Contributions {
  const periods = [NEW_PERIOD];
  const result: { [K in keyof Contributions]: ContributionClass[] } = {
    all: [],
    bands: [],
    anxiety: [],
    depression: [],
  };
  for (const row of sums) {
    const { nodes, people } = row;
    result.all.push({ nodes, periods, people });
    result.bands.push(
      { nodes, periods, value: 'thriving', people: row.thriving },
      { nodes, periods, value: 'room_to_improve', people: row.roomToImprove },
      { nodes, periods, value: 'of_concern', people: row.ofConcern },
    );
    result.anxiety.push(
      { nodes, periods, value: 'anxiety', people: row.anxietyPositive },
      { nodes, periods, people: people - row.anxietyPositive },
    );
    result.depression.push(
      { nodes, periods, value: 'depression', people: row.depressionPositive },
      { nodes, periods, people: people - row.depressionPositive },
    );
  }
  return result;
}

/** One class per check-up kind (placement, periods, band, screens), as the rollup's query returns them. */
export type CheckupClass = {
  nodes: readonly NodeKey[];
  periods: readonly string[];
  band: Band;
  anxiety: boolean;
  depression: boolean;
  people: number;
};

/** The classes per family from classes that carry every value. */
export function contributionsFromClasses(classes: readonly CheckupClass[]): Contributions {
  return {
    all: classes.map(({ nodes, periods, people }) => ({ nodes, periods, people })),
    bands: classes.map(({ nodes, periods, band, people }) => ({ nodes, periods, value: band, people })),
    anxiety: classes.map(({ nodes, periods, anxiety, people }) => ({
      nodes,
      periods,
      ...(anxiety ? { value: 'anxiety' as const } : {}),
      people,
    })),
    depression: classes.map(({ nodes, periods, depression, people }) => ({
      nodes,
      periods,
      ...(depression ? { value: 'depression' as const } : {}),
      people,
    })),
  };
}
