import type { Instrument, Option } from './types';

/**
 * PHQ-4 (Kroenke, Spitzer, Williams, Löwe, 2009): GAD-2 (items 1–2) and PHQ-2 (items 3–4).
 * English as published; French from the official Pfizer PHQ/GAD French translations.
 */
const options: Option[] = [
  { value: 0, label: { en: 'Not at all', fr: 'Jamais' } },
  { value: 1, label: { en: 'Several days', fr: 'Plusieurs jours' } },
  { value: 2, label: { en: 'More than half the days', fr: 'Plus de la moitié du temps' } },
  { value: 3, label: { en: 'Nearly every day', fr: 'Presque tous les jours' } },
];

export const PHQ4: Instrument = {
  id: 'phq4',
  version: '2009',
  title: { en: 'PHQ-4', fr: 'PHQ-4' },
  instructions: {
    en: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
    fr: 'Au cours des 2 dernières semaines, à quelle fréquence avez-vous été gêné(e) par les problèmes suivants ?',
  },
  items: [
    {
      id: 'phq4_1',
      instrument: 'phq4',
      subscale: 'anxiety',
      text: {
        en: 'Feeling nervous, anxious or on edge',
        fr: 'Un sentiment de nervosité, d’anxiété ou de tension',
      },
      min: 0,
      max: 3,
      options,
      reversed: false,
    },
    {
      id: 'phq4_2',
      instrument: 'phq4',
      subscale: 'anxiety',
      text: {
        en: 'Not being able to stop or control worrying',
        fr: 'Une incapacité à arrêter de s’inquiéter ou à contrôler ses inquiétudes',
      },
      min: 0,
      max: 3,
      options,
      reversed: false,
    },
    {
      id: 'phq4_3',
      instrument: 'phq4',
      subscale: 'depression',
      text: {
        en: 'Little interest or pleasure in doing things',
        fr: 'Peu d’intérêt ou de plaisir à faire les choses',
      },
      min: 0,
      max: 3,
      options,
      reversed: false,
    },
    {
      id: 'phq4_4',
      instrument: 'phq4',
      subscale: 'depression',
      text: {
        en: 'Feeling down, depressed, or hopeless',
        fr: 'Être triste, déprimé(e) ou désespéré(e)',
      },
      min: 0,
      max: 3,
      options,
      reversed: false,
    },
  ],
  scoring: {
    en: 'Total 0–12: normal 0–2, mild 3–5, moderate 6–8, severe 9–12. Anxiety (items 1–2) and depression (items 3–4) are each a positive screen at 3 or more.',
    fr: 'Total de 0 à 12 : normal de 0 à 2, léger de 3 à 5, modéré de 6 à 8, sévère de 9 à 12. L’anxiété (questions 1 et 2) et la dépression (questions 3 et 4) sont chacune un dépistage positif à partir de 3.',
  },
  attribution: {
    en: 'PHQ-4: Kroenke K, Spitzer RL, Williams JBW, Löwe B. An ultra-brief screening scale for anxiety and depression: the PHQ-4. Psychosomatics. 2009;50(6):613–621. Developed by Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues, with an educational grant from Pfizer Inc. No permission required to reproduce, translate, display or distribute.',
    fr: 'PHQ-4 : Kroenke K, Spitzer RL, Williams JBW, Löwe B. An ultra-brief screening scale for anxiety and depression: the PHQ-4. Psychosomatics. 2009;50(6):613–621. Mis au point par les Drs Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke et leurs collègues, grâce à une bourse éducative de Pfizer Inc. Aucune autorisation n’est nécessaire pour le reproduire, le traduire, l’afficher ou le distribuer.',
  },
};
