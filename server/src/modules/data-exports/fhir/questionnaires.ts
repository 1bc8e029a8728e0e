import type { Instrument, Item, Locale, Questionnaire as WeeklyQuestionnaire } from '@evenkeel/common';
import type { Questionnaire, QuestionnaireItem } from '@medplum/fhirtypes';
import {
  EVENKEEL_CODES,
  LOINC,
  PHQ4_ANSWER_LOINC,
  PHQ4_ITEM_LOINC,
  QUESTIONNAIRE_URLS,
  SYSTEMS,
  WHO5_CODES,
} from './codes';

/**
 * The questionnaires as FHIR R4 Questionnaires, in the member's language, from the instruments'
 * data (common/src/instruments/): WHO-5 and the PHQ-4 as choices (PHQ-4 items and answers on
 * LOINC, WHO-5 on Evenkeel's code system), life areas as integers 0–10, safety as a yes/no.
 */
const NAMES: Record<Instrument['id'], string> = {
  who5: 'WHO5',
  phq4: 'PHQ4',
  life_area: 'LifeAreas',
  safety: 'Safety',
};

function itemCode(item: Item) {
  switch (item.instrument) {
    case 'who5':
      return [{ system: SYSTEMS.who5, ...WHO5_CODES.item(item.id) }];
    case 'phq4': {
      const loinc = PHQ4_ITEM_LOINC[item.id];
      return loinc ? [{ system: SYSTEMS.loinc, ...loinc }] : undefined;
    }
    case 'life_area':
      return [{ system: SYSTEMS.evenkeel, ...EVENKEEL_CODES.lifeArea(item.area ?? item.id) }];
    case 'safety':
      return [{ system: SYSTEMS.evenkeel, ...EVENKEEL_CODES.safety }];
  }
}

/** The coding of one answer to a choice item (WHO-5, PHQ-4), labelled in the member's language. */
export function answerCoding(item: Item, value: number, locale: Locale) {
  const display = item.options.find((option) => option.value === value)?.label[locale];
  if (item.instrument === 'phq4') {
    const loinc = PHQ4_ANSWER_LOINC[value];
    return { system: SYSTEMS.loinc, code: loinc?.code ?? String(value), display };
  }
  return { system: SYSTEMS.who5, ...WHO5_CODES.answer(value), display };
}

function questionnaireItem(item: Item, locale: Locale): QuestionnaireItem {
  const base = { linkId: item.id, text: item.text[locale], required: true, code: itemCode(item) };
  if (item.instrument === 'safety') return { ...base, type: 'boolean' };
  if (item.instrument === 'life_area') return { ...base, type: 'integer' };
  return {
    ...base,
    type: 'choice',
    answerOption: item.options.map((option) => ({ valueCoding: answerCoding(item, option.value, locale) })),
  };
}

export function instrumentQuestionnaire(instrument: Instrument, locale: Locale): Questionnaire {
  return {
    resourceType: 'Questionnaire',
    url: QUESTIONNAIRE_URLS[instrument.id],
    version: instrument.version,
    name: NAMES[instrument.id],
    title: instrument.title[locale],
    status: 'active',
    language: locale,
    subjectType: ['Patient'],
    description: instrument.instructions[locale],
    copyright: instrument.attribution?.[locale],
    code:
      instrument.id === 'phq4'
        ? [{ system: SYSTEMS.loinc, code: LOINC.phq4Panel, display: 'PHQ-4 panel' }]
        : instrument.id === 'who5'
          ? [{ system: SYSTEMS.who5, ...WHO5_CODES.index }]
          : undefined,
    item: instrument.items.map((item) => questionnaireItem(item, locale)),
  };
}

/** The weekly check-up: one group per instrument, its items as in the instrument's questionnaire. */
export function weeklyQuestionnaireResource(weekly: WeeklyQuestionnaire, locale: Locale): Questionnaire {
  return {
    resourceType: 'Questionnaire',
    url: QUESTIONNAIRE_URLS.weekly,
    version: String(weekly.version),
    name: 'EvenkeelWeekly',
    title: 'Evenkeel weekly check-up',
    status: 'active',
    language: locale,
    subjectType: ['Patient'],
    derivedFrom: weekly.instruments.map(
      (instrument) => `${QUESTIONNAIRE_URLS[instrument.id]}|${instrument.version}`,
    ),
    item: weekly.instruments.map((instrument) => ({
      linkId: instrument.id,
      text: instrument.title[locale],
      type: 'group',
      required: true,
      item: instrument.items.map((item) => questionnaireItem(item, locale)),
    })),
  };
}
