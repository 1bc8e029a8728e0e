import {
  DASHBOARD_LIFE_AREAS,
  type DashboardLifeArea,
  type Figure,
  type PeriodFigures,
  PRIVACY_FLOOR,
  type Suppressed,
} from '@evenkeel/common';
import { type Combination, type NodeKey, protect, type Verdict } from './privacy';

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

/** Every node's figures for one period: both families protected separately. */
export function periodFigures(
  checkups: readonly CheckupSums[],
  memberships: readonly MembershipSums[],
): Map<NodeKey, PeriodFigures> {
  const checkupVerdicts = protect(checkups);
  const membershipVerdicts = protect(memberships);
  const checkupTotals = new Map<NodeKey, Omit<CheckupSums, 'nodes'>>();
  for (const { nodes, ...row } of checkups) addInto(checkupTotals, nodes, row);
  const membershipTotals = new Map<NodeKey, Omit<MembershipSums, 'nodes'>>();
  for (const { nodes, ...row } of memberships) addInto(membershipTotals, nodes, row);

  const result = new Map<NodeKey, PeriodFigures>();
  for (const node of new Set([...checkupVerdicts.keys(), ...membershipVerdicts.keys()])) {
    result.set(node, {
      ...membershipFigures(membershipVerdicts.get(node) ?? 'insufficient', membershipTotals.get(node)),
      ...checkupFigures(checkupVerdicts.get(node) ?? 'insufficient', checkupTotals.get(node)),
    });
  }
  return result;
}

type MembershipPart = Pick<
  PeriodFigures,
  'members' | 'active_members' | 'participation_rate' | 'stale_share'
>;

function membershipFigures(
  verdict: Verdict,
  total: Omit<MembershipSums, 'nodes'> | undefined,
): MembershipPart {
  if (verdict !== 'shown' || !total) {
    const none = suppressed(verdict === 'shown' ? 'insufficient' : verdict);
    return { members: none, active_members: none, participation_rate: none, stale_share: none };
  }
  const { people, active } = total;
  return {
    members: people,
    // Counts under the floor are never shown (product.md §8): the rate says the same over everyone.
    active_members: active >= PRIVACY_FLOOR ? active : suppressed('insufficient'),
    participation_rate: share(active, people),
    stale_share: share(people - active, people),
  };
}

type CheckupPart = Omit<PeriodFigures, keyof MembershipPart>;

function checkupFigures(verdict: Verdict, total: Omit<CheckupSums, 'nodes'> | undefined): CheckupPart {
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
  return {
    respondents: n,
    mean_score: mean(total.score, n),
    thriving_share: share(total.thriving, n),
    room_to_improve_share: share(total.roomToImprove, n),
    of_concern_share: share(total.ofConcern, n),
    anxiety_positive_share: share(total.anxietyPositive, n),
    depression_positive_share: share(total.depressionPositive, n),
    life_areas: Object.fromEntries(
      DASHBOARD_LIFE_AREAS.map((area) => [area, mean(total.lifeAreas[area] ?? 0, n)]),
    ) as Record<DashboardLifeArea, Figure>,
  };
}

/** Figures of a population with no release row: nobody to show. */
export function emptyFigures(): PeriodFigures {
  return { ...membershipFigures('insufficient', undefined), ...checkupFigures('insufficient', undefined) };
}
