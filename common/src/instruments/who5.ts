import type { Instrument, Option, Text } from './types';

/**
 * WHO-5 Well-Being Index, 1998 version, in its published English and official French wordings
 * (Psychiatric Research Unit, WHO Collaborating Centre in Mental Health, Mental Health Centre
 * North Zealand). The stem asks about the last two weeks: the weekly check-up uses it unchanged
 * (docs/instruments.md).
 */
const options: Option[] = [
  { value: 5, label: { en: 'All of the time', fr: 'Tout le temps' } },
  { value: 4, label: { en: 'Most of the time', fr: 'La plupart du temps' } },
  { value: 3, label: { en: 'More than half of the time', fr: 'Plus de la moitié du temps' } },
  { value: 2, label: { en: 'Less than half of the time', fr: 'Moins de la moitié du temps' } },
  { value: 1, label: { en: 'Some of the time', fr: 'De temps en temps' } },
  { value: 0, label: { en: 'At no time', fr: 'Jamais' } },
];

const statements: Text[] = [
  { en: 'I have felt cheerful and in good spirits', fr: 'Je me suis senti(e) bien et de bonne humeur' },
  { en: 'I have felt calm and relaxed', fr: 'Je me suis senti(e) calme et tranquille' },
  {
    en: 'I have felt active and vigorous',
    fr: 'Je me suis senti(e) plein(e) d’énergie et vigoureux(se)',
  },
  {
    en: 'I woke up feeling fresh and rested',
    fr: 'Je me suis réveillé(e) en me sentant frais/fraîche et dispos(e)',
  },
  {
    en: 'My daily life has been filled with things that interest me',
    fr: 'Ma vie quotidienne a été remplie de choses intéressantes',
  },
];

export const WHO5: Instrument = {
  id: 'who5',
  version: '1998',
  title: { en: 'WHO-5 Well-Being Index', fr: 'Indice de bien-être OMS-5 (WHO-5)' },
  instructions: {
    en: 'Please indicate for each of the five statements which is closest to how you have been feeling over the last two weeks.',
    fr: 'Veuillez indiquer, pour chacune des cinq affirmations, laquelle se rapproche le plus de ce que vous avez ressenti au cours des deux dernières semaines.',
  },
  items: statements.map((text, index) => ({
    id: `who5_${index + 1}`,
    instrument: 'who5',
    text,
    min: 0,
    max: 5,
    options,
    reversed: false,
  })),
  scoring: {
    en: 'Raw score 0–25 (sum of the five answers), multiplied by 4: a percentage score from 0 (worst) to 100 (best).',
    fr: 'Score brut de 0 à 25 (somme des cinq réponses), multiplié par 4 : un score en pourcentage de 0 (le plus bas) à 100 (le meilleur).',
  },
  attribution: {
    en: 'WHO-5 Well-Being Index (1998 version) © Psychiatric Research Unit, WHO Collaborating Centre in Mental Health, Mental Health Centre North Zealand. Free to use. Topp CW, Østergaard SD, Søndergaard S, Bech P. The WHO-5 Well-Being Index: a systematic review of the literature. Psychother Psychosom. 2015;84(3):167–176.',
    fr: 'Indice de bien-être OMS-5 (WHO-5, version de 1998) © Psychiatric Research Unit, Centre collaborateur de l’OMS pour la santé mentale, Mental Health Centre North Zealand. Libre d’utilisation. Topp CW, Østergaard SD, Søndergaard S, Bech P. The WHO-5 Well-Being Index: a systematic review of the literature. Psychother Psychosom. 2015;84(3):167–176.',
  },
};
