export { LIFE_AREAS, LIFE_AREAS_INSTRUMENT } from './life-areas';
export { PHQ4 } from './phq4';
export { SAFETY } from './safety';
export type * from './types';
export {
  CURRENT_QUESTIONNAIRE,
  SAFETY_ITEM_ID,
  WEEKLY_QUESTIONNAIRE_ID,
  WEEKLY_V1,
  weeklyQuestionnaire,
} from './weekly';
export { WHO5 } from './who5';
