import {
  DASHBOARD_LIFE_AREAS,
  type DashboardLifeArea,
  type Figure,
  type PeriodFigures,
  type Suppressed,
} from '@evenkeel/common';
import type { Combination, NodeKey, Verdict } from './privacy';
import {
  type CheckupVerdicts,
  type Contributions,
  checkupVerdicts,
  contributionsFromSums,
  membershipVerdicts,
  type PublishedSets,
  type ShareSet,
} from './release-rule';

/**
 * From the sums of each combination of populations to each population's figures, after the
 * privacy rule (privacy.ts). Sums are integers added in any order, so the figures depend only
 * on who is in which atom, never on the order rows arrive in.
 */

/** Check-up sums over the people of one combination: each person's last check-up of the period. */
export type CheckupSums = Combination & {
  score: number;
  thriving: number;
  roomToImprove: number;
  ofConcern: number;
  anxietyPositive: number;
  depressionPositive: number;
  lifeAreas: Record<DashboardLifeArea, number>;
};

/** Membership at the period's end: people of the combination, and how many had a check-up in the last 30 days. */
export type MembershipSums = Combination & { active: number };

const mean = (sum: number, count: number) => Math.round((sum / count) * 10) / 10;
const share = (part: number, count: number) => Math.round((part / count) * 1000) / 1000;

function addInto<T extends Record<string, unknown>>(
  totals: Map<NodeKey, T>,
  nodes: readonly NodeKey[],
  row: T,
) {
  for (const node of nodes) {
    const total = totals.get(node);
    if (!total) {
      totals.set(node, structuredClone(row));
      continue;
    }
    for (const [name, value] of Object.entries(row)) {
      if (typeof value === 'number')
        (total as Record<string, unknown>)[name] = (total[name] as number) + value;
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        const inner = total[name] as Record<string, number>;
        for (const [key, n] of Object.entries(value as Record<string, number>))
          inner[key] = (inner[key] ?? 0) + n;
      }
    }
  }
}

const suppressed = (reason: Exclude<Verdict, 'shown'>): Suppressed => ({ suppressed: reason });

/**
 * Every node's figures for one period: both families protected separately (release-rule.ts).
 * `overlap`: the period's contributions classed with those of the overlapping periods already
 * published, and what those show; without it the period is checked alone.
 */
export function periodFigures(
  checkups: readonly CheckupSums[],
  memberships: readonly MembershipSums[],
  overlap?: { contributions: Contributions; published: PublishedSets },
): Map<NodeKey, PeriodFigures> {
  const checkupRule = checkupVerdicts(
    overlap?.contributions ?? contributionsFromSums(checkups),
    overlap?.published ?? new Map(),
  );
  const membershipRule = membershipVerdicts(memberships);
  const checkupTotals = new Map<NodeKey, Omit<CheckupSums, 'nodes'>>();
  for (const { nodes, ...row } of checkups) addInto(checkupTotals, nodes, row);
  const membershipTotals = new Map<NodeKey, Omit<MembershipSums, 'nodes'>>();
  for (const { nodes, ...row } of memberships) addInto(membershipTotals, nodes, row);

  const result = new Map<NodeKey, PeriodFigures>();
  for (const node of new Set([...checkupRule.populations.keys(), ...membershipRule.populations.keys()])) {
    result.set(node, {
      ...membershipFigures(
        membershipRule.populations.get(node) ?? 'insufficient',
        membershipRule.active.get(node) ?? 'shown',
        membershipTotals.get(node),
      ),
      ...checkupFigures(checkupRule, node, checkupTotals.get(node)),
    });
  }
  return result;
}

type MembershipPart = Pick<
  PeriodFigures,
  'members' | 'active_members' | 'participation_rate' | 'stale_share'
>;

/**
 * Active members, the participation rate and the stale share say one count (rate × members):
 * shown together when the active members' set passes the rule (an empty one is a rate of 0),
 * withheld together otherwise.
 */
function membershipFigures(
  verdict: Verdict,
  activeVerdict: Verdict,
  total: Omit<MembershipSums, 'nodes'> | undefined,
): MembershipPart {
  if (verdict !== 'shown' || !total) {
    const none = suppressed(verdict === 'shown' ? 'insufficient' : verdict);
    return { members: none, active_members: none, participation_rate: none, stale_share: none };
  }
  const { people, active } = total;
  if (activeVerdict !== 'shown') {
    const none = suppressed(activeVerdict);
    return { members: people, active_members: none, participation_rate: none, stale_share: none };
  }
  return {
    members: people,
    active_members: active,
    participation_rate: share(active, people),
    stale_share: share(people - active, people),
  };
}

type CheckupPart = Omit<PeriodFigures, keyof MembershipPart>;

function checkupFigures(
  rule: CheckupVerdicts | undefined,
  node: NodeKey,
  total: Omit<CheckupSums, 'nodes'> | undefined,
): CheckupPart {
  const verdict = rule?.populations.get(node) ?? 'insufficient';
  if (verdict !== 'shown' || !total) {
    const none: Figure = suppressed(verdict === 'shown' ? 'insufficient' : verdict);
    return {
      respondents: none,
      mean_score: none,
      thriving_share: none,
      room_to_improve_share: none,
      of_concern_share: none,
      anxiety_positive_share: none,
      depression_positive_share: none,
      life_areas: Object.fromEntries(DASHBOARD_LIFE_AREAS.map((area) => [area, none])) as Record<
        DashboardLifeArea,
        Figure
      >,
    };
  }
  const n = total.people;
  // A share × respondents is a count: shown only when its set passes the rule (an empty set is 0).
  const shareOf = (set: ShareSet, part: number): Figure => {
    const setVerdict = part === 0 ? 'shown' : (rule?.shares.get(`${node}|${set}`) ?? 'insufficient');
    return setVerdict === 'shown' ? share(part, n) : suppressed(setVerdict);
  };
  return {
    respondents: n,
    mean_score: mean(total.score, n),
    thriving_share: shareOf('thriving', total.thriving),
    room_to_improve_share: shareOf('room_to_improve', total.roomToImprove),
    of_concern_share: shareOf('of_concern', total.ofConcern),
    anxiety_positive_share: shareOf('anxiety', total.anxietyPositive),
    depression_positive_share: shareOf('depression', total.depressionPositive),
    life_areas: Object.fromEntries(
      DASHBOARD_LIFE_AREAS.map((area) => [area, mean(total.lifeAreas[area] ?? 0, n)]),
    ) as Record<DashboardLifeArea, Figure>,
  };
}

/** Figures of a population with no release row: nobody to show. */
export function emptyFigures(): PeriodFigures {
  return {
    ...membershipFigures('insufficient', 'insufficient', undefined),
    ...checkupFigures(undefined, '', undefined),
  };
}
