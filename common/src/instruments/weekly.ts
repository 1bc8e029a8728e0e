import { LIFE_AREAS_INSTRUMENT } from './life-areas';
import { PHQ4 } from './phq4';
import { SAFETY } from './safety';
import type { Questionnaire } from './types';
import { WHO5 } from './who5';

export const WEEKLY_QUESTIONNAIRE_ID = 'evenkeel-weekly';

/**
 * The weekly check-up, version 1 (decision 0005): WHO-5, PHQ-4, six life areas, the safety
 * question; 16 items in this order. A new wording or item is a new version: stored check-ups
 * keep the version they were answered with.
 */
export const WEEKLY_V1: Questionnaire = {
  id: WEEKLY_QUESTIONNAIRE_ID,
  version: 1,
  instruments: [WHO5, PHQ4, LIFE_AREAS_INSTRUMENT, SAFETY],
  items: [WHO5, PHQ4, LIFE_AREAS_INSTRUMENT, SAFETY].flatMap((instrument) => instrument.items),
};

export const CURRENT_QUESTIONNAIRE = WEEKLY_V1;

const versions = new Map([[WEEKLY_V1.version, WEEKLY_V1]]);

/** The weekly questionnaire as it was at `version`, or undefined. */
export function weeklyQuestionnaire(version: number): Questionnaire | undefined {
  return versions.get(version);
}

/** The safety item's id: the one answer nobody but the author ever receives. */
export const SAFETY_ITEM_ID = 'safety';
