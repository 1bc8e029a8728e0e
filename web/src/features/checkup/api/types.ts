/** Shapes of docs/decisions/0005-checkups-insights-crisis.md, as the JSON:API client deserialises them. */
export type Instrument = 'who5' | 'phq4' | 'life_area' | 'safety';
export type Band = 'thriving' | 'room_to_improve' | 'of_concern';
export type Phq4Severity = 'normal' | 'mild' | 'moderate' | 'severe';
export const LIFE_AREAS = ['sleep', 'energy', 'stress', 'relationships', 'work', 'meaning'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];

export type QuestionnaireItem = {
  id: string;
  instrument: Instrument;
  text: string;
  min: number;
  max: number;
  options: { value: number; label: string }[];
  min_label?: string | null;
  max_label?: string | null;
};

export type Questionnaire = {
  id: string;
  version: number;
  language: string;
  items: QuestionnaireItem[];
  sections: { instrument: Instrument; title: string; instructions: string }[];
  attributions: { instrument: Instrument; text: string }[];
};

export type ThisWeek = { week_start: string; checkup_id: string | null };

/** A check-up's results; `answers` and `show_crisis_help` reach only its author. */
export type Checkup = {
  id: string;
  score: number;
  band: Band;
  phq4_anxiety: number;
  phq4_depression: number;
  phq4_total: number;
  phq4_severity: Phq4Severity;
  phq4_anxiety_positive: boolean;
  phq4_depression_positive: boolean;
  life_areas: Record<LifeArea, number>;
  week_start: string;
  completed_at: string;
  questionnaire_version: number;
  show_crisis_help?: boolean;
  answers?: Record<string, number>;
};

export type Answers = Record<string, number>;
