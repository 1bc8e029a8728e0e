/**
 * The curated topics of Evenkeel's demo content (product.md §4, issue 13), in both languages.
 * Self-contained on purpose: the content model may later take these keys from elsewhere.
 */
export const topicKeys = [
  'sleep',
  'stress',
  'anxiety',
  'mood',
  'relationships',
  'work',
  'physical_activity',
  'nutrition',
  'mindfulness',
  'money',
  'parenting',
  'grief',
] as const;

export type TopicKey = (typeof topicKeys)[number];

export const topicNames: Record<TopicKey, { en: string; fr: string }> = {
  sleep: { en: 'Sleep', fr: 'Sommeil' },
  stress: { en: 'Stress', fr: 'Stress' },
  anxiety: { en: 'Anxiety', fr: 'Anxiété' },
  mood: { en: 'Mood', fr: 'Humeur' },
  relationships: { en: 'Relationships', fr: 'Relations' },
  work: { en: 'Work', fr: 'Travail' },
  physical_activity: { en: 'Physical activity', fr: 'Activité physique' },
  nutrition: { en: 'Nutrition', fr: 'Alimentation' },
  mindfulness: { en: 'Mindfulness', fr: 'Pleine conscience' },
  money: { en: 'Money', fr: 'Argent' },
  parenting: { en: 'Parenting', fr: 'Parentalité' },
  grief: { en: 'Grief', fr: 'Deuil' },
};
