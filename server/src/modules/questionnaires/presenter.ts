import type {
  Attributes,
  Item,
  Locale,
  Presented,
  Questionnaire,
  questionnaireResource,
} from '@evenkeel/common';

type PresentedItem = Attributes<typeof questionnaireResource>['items'][number];

function presentItem(item: Item, locale: Locale): PresentedItem {
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
export function presentQuestionnaire(
  questionnaire: Questionnaire,
  locale: Locale,
): Presented<typeof questionnaireResource> {
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
