/** Shapes of docs/decisions/0005-checkups-insights-crisis.md, as the JSON:API client deserialises them. */
import type { InstrumentId as Instrument, LifeArea } from '@evenkeel/common/instruments/types';
import type { Band, Phq4Severity } from '@evenkeel/common/score';

export { LIFE_AREAS } from '@evenkeel/common/instruments/life-areas';
export type { Band, Instrument, LifeArea, Phq4Severity };

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
