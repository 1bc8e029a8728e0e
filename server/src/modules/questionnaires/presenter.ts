import type { Item, Locale, Questionnaire } from '@evenkeel/common';
import type { Resource } from '../../http/jsonapi';

function presentItem(item: Item, locale: Locale) {
  return {
    id: item.id,
    instrument: item.instrument,
    text: item.text[locale],
    min: item.min,
    max: item.max,
    options: item.options.map((option) => ({ value: option.value, label: option.label[locale] })),
    ...(item.minLabel ? { min_label: item.minLabel[locale] } : {}),
    ...(item.maxLabel ? { max_label: item.maxLabel[locale] } : {}),
  };
}

/** The questionnaire in one language (decision 0005): items, sections and attributions. */
export function presentQuestionnaire(questionnaire: Questionnaire, locale: Locale): Resource {
  return {
    type: 'questionnaires',
    id: `${questionnaire.id}-${questionnaire.version}`,
    version: questionnaire.version,
    language: locale,
    items: questionnaire.items.map((item) => presentItem(item, locale)),
    sections: questionnaire.instruments.map((instrument) => ({
      instrument: instrument.id,
      title: instrument.title[locale],
      instructions: instrument.instructions[locale],
    })),
    attributions: questionnaire.instruments.flatMap((instrument) =>
      instrument.attribution ? [{ instrument: instrument.id, text: instrument.attribution[locale] }] : [],
    ),
  };
}
