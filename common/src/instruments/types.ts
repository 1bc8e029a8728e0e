import type { Locale } from '../locale';

/** A text in every language of the product. */
export type Text = Record<Locale, string>;

export type InstrumentId = 'who5' | 'phq4' | 'life_area' | 'safety';
export type LifeArea = 'sleep' | 'energy' | 'stress' | 'social' | 'work' | 'meaning';
export type Phq4Subscale = 'anxiety' | 'depression';

export type Option = { value: number; label: Text };

/** One question: integer answers from `min` to `max`, each value labelled. */
export type Item = {
  id: string;
  instrument: InstrumentId;
  text: Text;
  min: number;
  max: number;
  options: Option[];
  /** Labels of the scale's ends (life areas). */
  minLabel?: Text;
  maxLabel?: Text;
  /** Scored as `max − answer` (stress: asked as "how stressed", higher is better once reversed). */
  reversed: boolean;
  /** PHQ-4 only: GAD-2 (anxiety) or PHQ-2 (depression). */
  subscale?: Phq4Subscale;
  /** Life areas only. */
  area?: LifeArea;
};

/** An instrument as published: its items, how it is scored, and whom to credit. */
export type Instrument = {
  id: InstrumentId;
  /** The published version the wordings come from. */
  version: string;
  title: Text;
  /** The stem shown above the items. */
  instructions: Text;
  items: Item[];
  /** How the score is computed (docs/instruments.md has the detail). */
  scoring: Text;
  /** Source and terms of use, shown under the questionnaire; null for Evenkeel's own items. */
  attribution: Text | null;
};

/** The weekly questionnaire: instruments in order, and their items flattened in that order. */
export type Questionnaire = {
  id: string;
  version: number;
  instruments: Instrument[];
  items: Item[];
};
