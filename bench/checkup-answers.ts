/** One check-up's answers (every question of the weekly questionnaire, a safety "no"), for the benches that submit or seed check-ups. */
export const ANSWERS = {
  who5_1: 4,
  who5_2: 3,
  who5_3: 3,
  who5_4: 2,
  who5_5: 4,
  phq4_1: 1,
  phq4_2: 0,
  phq4_3: 1,
  phq4_4: 0,
  sleep: 6,
  energy: 7,
  stress: 4,
  social: 8,
  work: 6,
  meaning: 7,
  safety: 0,
};
