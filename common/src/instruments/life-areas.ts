import type { Instrument, Item, LifeArea, Option, Text } from './types';

/**
 * Six life areas, 0–10 each: Evenkeel's own questions, not a validated scale. They feed
 * insights and recommendations, never the score. Stress is asked as "how stressed" and
 * reversed (10 − answer), so that for every area higher is better.
 */
const scale: Option[] = Array.from({ length: 11 }, (_, value) => ({
  value,
  label: { en: String(value), fr: String(value) },
}));

const areas: { area: LifeArea; text: Text; minLabel: Text; maxLabel: Text; reversed?: true }[] = [
  {
    area: 'sleep',
    text: {
      en: 'How well have you slept this past week?',
      fr: 'Comment avez-vous dormi au cours de la dernière semaine ?',
    },
    minLabel: { en: 'Very poorly', fr: 'Très mal' },
    maxLabel: { en: 'Very well', fr: 'Très bien' },
  },
  {
    area: 'energy',
    text: {
      en: 'How have your energy and physical health been this past week?',
      fr: 'Comment étaient votre énergie et votre santé physique au cours de la dernière semaine ?',
    },
    minLabel: { en: 'Very poor', fr: 'Très mauvaises' },
    maxLabel: { en: 'Excellent', fr: 'Excellentes' },
  },
  {
    area: 'stress',
    text: {
      en: 'How stressed have you felt this past week?',
      fr: 'À quel point vous êtes-vous senti(e) stressé(e) au cours de la dernière semaine ?',
    },
    minLabel: { en: 'Not stressed at all', fr: 'Pas du tout stressé(e)' },
    maxLabel: { en: 'Extremely stressed', fr: 'Extrêmement stressé(e)' },
    reversed: true,
  },
  {
    area: 'social',
    text: {
      en: 'How satisfied have you been with your relationships this past week?',
      fr: 'Dans quelle mesure avez-vous été satisfait(e) de vos relations au cours de la dernière semaine ?',
    },
    minLabel: { en: 'Not at all satisfied', fr: 'Pas du tout satisfait(e)' },
    maxLabel: { en: 'Completely satisfied', fr: 'Entièrement satisfait(e)' },
  },
  {
    area: 'work',
    text: {
      en: 'How have things gone at work or in your studies this past week?',
      fr: 'Comment se sont passés votre travail ou vos études au cours de la dernière semaine ?',
    },
    minLabel: { en: 'Very badly', fr: 'Très mal' },
    maxLabel: { en: 'Very well', fr: 'Très bien' },
  },
  {
    area: 'meaning',
    text: {
      en: 'How much meaning and enjoyment have you found in your days this past week?',
      fr: 'Quelle part de sens et de plaisir avez-vous trouvée dans vos journées au cours de la dernière semaine ?',
    },
    minLabel: { en: 'None at all', fr: 'Aucune' },
    maxLabel: { en: 'A great deal', fr: 'Énormément' },
  },
];

export const LIFE_AREAS: readonly LifeArea[] = areas.map((entry) => entry.area);

export const LIFE_AREAS_INSTRUMENT: Instrument = {
  id: 'life_area',
  version: '1',
  title: { en: 'Life areas', fr: 'Domaines de vie' },
  instructions: {
    en: 'Choose a number from 0 to 10 for each area of your life.',
    fr: 'Choisissez un nombre de 0 à 10 pour chaque domaine de votre vie.',
  },
  items: areas.map(
    (entry): Item => ({
      id: entry.area,
      instrument: 'life_area',
      area: entry.area,
      text: entry.text,
      min: 0,
      max: 10,
      options: scale,
      minLabel: entry.minLabel,
      maxLabel: entry.maxLabel,
      reversed: entry.reversed ?? false,
    }),
  ),
  scoring: {
    en: 'Each area 0–10, higher is better; stress is reversed (10 − answer). Never part of the score.',
    fr: 'Chaque domaine de 0 à 10, plus c’est haut, mieux c’est ; le stress est inversé (10 − réponse). N’entre jamais dans le score.',
  },
  attribution: null,
};
