import {
  ACTIVITY_SUGGESTIONS,
  type ActivitySuggestion,
  LIFE_AREAS,
  type LifeArea,
  phq4Positive,
  RECOMMENDATIONS_MAX,
  type RecommendationReason,
  type TopicKey,
} from '@evenkeel/common';
import type { CarePick } from './care';
import type { Candidate, CheckupResults } from './loaders';

/**
 * Recommendations (issue 13, product.md §4), built without the database from what loaders.ts
 * read: the latest check-up's results (never its safety answer: loaders.ts does not read it),
 * the followed topics, and the readable articles and tips found under the topics asked for.
 * Same inputs, same list: every order here is fixed.
 */

/** Which topics serve each life area (one table; recommendations for a weak area read it). */
export const LIFE_AREA_TOPICS: Record<LifeArea, readonly TopicKey[]> = {
  sleep: ['sleep'],
  energy: ['physical_activity', 'nutrition'],
  stress: ['stress', 'mindfulness'],
  social: ['relationships'],
  work: ['work', 'money'],
  meaning: ['mood', 'mindfulness'],
};

/** Which topics serve a positive PHQ-4 screen, or a score of concern. */
export const SCREEN_TOPICS = {
  phq4_anxiety: ['anxiety', 'mindfulness'],
  phq4_depression: ['mood', 'relationships'],
  of_concern: ['mood', 'stress'],
} as const satisfies Record<string, readonly TopicKey[]>;

/** A life area is weak at this value or below (0–10, higher is better); the weakest two count. */
export const WEAK_LIFE_AREA_AT_MOST = 6;
export const WEAK_LIFE_AREAS_MAX = 2;
/** Without a check-up, or when too little was found, general picks fill the list to this many. */
export const GENERAL_FILL_TO = 4;
/** Candidates to load per topic and kind: enough that items shared by topics leave others to pick. */
export const CANDIDATES_PER_TOPIC = 4;
/** A logged activity's impact when logged with one click (1–5; the member may change it later). */
export const ONE_CLICK_IMPACT = 3;

/** Why an item is there, with what its reason text names. */
export type Cause =
  | { reason: 'of_concern'; score: number }
  | { reason: 'phq4_anxiety' | 'phq4_depression' }
  | { reason: 'weak_life_area'; area: LifeArea; value: number }
  | { reason: 'followed_topic'; topic: TopicKey }
  | { reason: 'general' };

export type Pick =
  | { kind: 'crisis_help' }
  | CarePick
  | { kind: 'article' | 'tip'; candidate: Candidate }
  | { kind: 'activity'; activity: ActivitySuggestion };

export type Recommendation = { cause: Cause } & Pick;

type Slot = 'article' | 'tip' | 'activity';
type Group = { cause: Cause; topics: readonly TopicKey[]; area?: LifeArea; slots: readonly Slot[] };

/** The weakest life areas (lowest first, ties in the questionnaire's order), at most two. */
export function weakLifeAreas(results: CheckupResults): { area: LifeArea; value: number }[] {
  return LIFE_AREAS.flatMap((area) => {
    const value = results.lifeAreas[area];
    return typeof value === 'number' && value <= WEAK_LIFE_AREA_AT_MOST ? [{ area, value }] : [];
  })
    .sort((a, b) => a.value - b.value || LIFE_AREAS.indexOf(a.area) - LIFE_AREAS.indexOf(b.area))
    .slice(0, WEAK_LIFE_AREAS_MAX);
}

/** Crisis help comes first after a score of concern or a positive screen; its cause names which. */
export function crisisCause(results: CheckupResults | null): Cause | null {
  if (!results) return null;
  if (results.band === 'of_concern') return { reason: 'of_concern', score: results.score };
  if (phq4Positive(results.phq4Anxiety)) return { reason: 'phq4_anxiety' };
  if (phq4Positive(results.phq4Depression)) return { reason: 'phq4_depression' };
  return null;
}

/** Every topic the groups may ask the database about. */
export function topicsToLoad(results: CheckupResults | null, followed: readonly TopicKey[]): TopicKey[] {
  const wanted = new Set<TopicKey>();
  for (const group of groupsFor(results, followed)) for (const topic of group.topics) wanted.add(topic);
  return [...wanted];
}

function groupsFor(results: CheckupResults | null, followed: readonly TopicKey[]): Group[] {
  const groups: Group[] = [];
  const full: Slot[] = ['article', 'tip', 'activity'];
  if (results) {
    if (phq4Positive(results.phq4Anxiety))
      groups.push({ cause: { reason: 'phq4_anxiety' }, topics: SCREEN_TOPICS.phq4_anxiety, slots: full });
    if (phq4Positive(results.phq4Depression))
      groups.push({
        cause: { reason: 'phq4_depression' },
        topics: SCREEN_TOPICS.phq4_depression,
        slots: full,
      });
    if (results.band === 'of_concern')
      groups.push({
        cause: { reason: 'of_concern', score: results.score },
        topics: SCREEN_TOPICS.of_concern,
        slots: full,
      });
    for (const { area, value } of weakLifeAreas(results)) {
      groups.push({
        cause: { reason: 'weak_life_area', area, value },
        topics: LIFE_AREA_TOPICS[area],
        area,
        slots: full,
      });
    }
  }
  for (const topic of followed) {
    groups.push({ cause: { reason: 'followed_topic', topic }, topics: [topic], slots: full });
  }
  return groups;
}

/** Activities for a life area (those serving it most first), or for topics, in the catalogue's order otherwise. */
function activitiesFor(group: Group): ActivitySuggestion[] {
  const catalogue = ACTIVITY_SUGGESTIONS as readonly ActivitySuggestion[];
  const rank = (activity: ActivitySuggestion): number => {
    if (group.area) {
      const at = activity.lifeAreas.indexOf(group.area);
      return at < 0 ? -1 : at;
    }
    const ranks = group.topics.flatMap((topic, position) => {
      const at = activity.topics.indexOf(topic);
      return at < 0 ? [] : [position * 10 + at];
    });
    return ranks.length ? Math.min(...ranks) : -1;
  };
  return catalogue
    .map((activity, index) => ({ activity, index, rank: rank(activity) }))
    .filter((entry) => entry.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.activity);
}

const keyOf = (pick: Pick) => {
  switch (pick.kind) {
    case 'crisis_help':
      return 'crisis_help';
    case 'provider':
      return `provider:${pick.care.provider.id}`;
    case 'health_service':
      return `health_service:${pick.care.service.id}`;
    case 'activity':
      return `activity:${pick.activity.key}`;
    default:
      return `${pick.kind}:${pick.candidate.id}`;
  }
};

/** Articles, tips and activities: what the general picks fill up (crisis help and care are apart). */
const isContent = (entry: Recommendation) =>
  entry.kind === 'article' || entry.kind === 'tip' || entry.kind === 'activity';

/**
 * Picks round by round: each group's first slot, then each group's second, and so on, so that
 * every cause is represented before any gets a third item; then lists them group by group.
 * No item twice (the first cause to reach it keeps it).
 */
function pickRounds(
  groups: Group[],
  candidates: { byTopic: Map<string, Candidate[]>; general: Candidate[] },
  used: Set<string>,
  room: number,
): Recommendation[][] {
  const chosen: Recommendation[][] = groups.map(() => []);
  const rounds = Math.max(0, ...groups.map((group) => group.slots.length));
  let left = room;
  for (let round = 0; round < rounds && left > 0; round++) {
    groups.forEach((group, index) => {
      const slot = group.slots[round];
      if (!slot || left <= 0) return;
      const pick = firstUnused(group, slot, candidates, used);
      if (!pick) return;
      used.add(keyOf(pick));
      chosen[index]?.push({ cause: group.cause, ...pick });
      left -= 1;
    });
  }
  return chosen;
}

function firstUnused(
  group: Group,
  slot: Slot,
  candidates: { byTopic: Map<string, Candidate[]>; general: Candidate[] },
  used: Set<string>,
): Pick | undefined {
  if (slot === 'activity') {
    const pool =
      group.cause.reason === 'general'
        ? (ACTIVITY_SUGGESTIONS as readonly ActivitySuggestion[])
        : activitiesFor(group);
    const activity = pool.find((entry) => !used.has(`activity:${entry.key}`));
    return activity ? { kind: 'activity', activity } : undefined;
  }
  const pool =
    group.cause.reason === 'general'
      ? candidates.general
      : group.topics.flatMap((topic) => candidates.byTopic.get(topic) ?? []);
  const candidate = pool.find((entry) => entry.kind === slot && !used.has(`${slot}:${entry.id}`));
  return candidate ? { kind: slot, candidate } : undefined;
}

export type BuildInput = {
  results: CheckupResults | null;
  followed: readonly TopicKey[];
  /** Readable items found under the topics of `topicsToLoad` (readers' policy already applied). */
  topicCandidates: Candidate[];
  /** The newest readable items (general picks). */
  generalCandidates: Candidate[];
  /** Covered care (care.ts `pickCare`), right after crisis help. */
  care?: Recommendation[];
};

/** Up to RECOMMENDATIONS_MAX recommendations: crisis help first when it is due, then covered care, then content. */
export function buildRecommendations(input: BuildInput): Recommendation[] {
  const byTopic = new Map<string, Candidate[]>();
  for (const candidate of input.topicCandidates) {
    if (!candidate.topic) continue;
    const list = byTopic.get(candidate.topic) ?? [];
    list.push(candidate);
    byTopic.set(candidate.topic, list);
  }
  const candidates = { byTopic, general: input.generalCandidates };
  const used = new Set<string>();
  const list: Recommendation[] = [];
  const crisis = crisisCause(input.results);
  if (crisis) {
    list.push({ cause: crisis, kind: 'crisis_help' });
    used.add('crisis_help');
  }
  for (const care of input.care ?? []) {
    list.push(care);
    used.add(keyOf(care));
  }
  const groups = groupsFor(input.results, input.followed);
  const general: Group = {
    cause: { reason: 'general' },
    topics: [],
    slots: ['article', 'activity', 'tip', 'activity'],
  };
  // Without a check-up, general picks always come too (their reason says there is none yet).
  if (!input.results) groups.push(general);
  for (const picks of pickRounds(groups, candidates, used, RECOMMENDATIONS_MAX - list.length))
    list.push(...picks);
  const shown = list.filter(isContent).length;
  if (input.results && shown < GENERAL_FILL_TO) {
    const [picks = []] = pickRounds([general], candidates, used, GENERAL_FILL_TO - shown);
    list.push(...picks);
  }
  return list.slice(0, RECOMMENDATIONS_MAX);
}

/**
 * General picks are due without a check-up, or when what the check-up and follows found (before
 * any general pick) is under GENERAL_FILL_TO: only then are the newest items worth reading.
 */
export function needsGeneralPicks(results: CheckupResults | null, withoutGeneral: Recommendation[]): boolean {
  if (!results) return true;
  return withoutGeneral.filter(isContent).length < GENERAL_FILL_TO;
}

/** The reason's code, for the resource. */
export const reasonOf = (recommendation: Recommendation): RecommendationReason => recommendation.cause.reason;
