import type { Questionnaire, QuestionnaireItem } from '../api/use-questionnaire';

export type Part = {
  instrument: QuestionnaireItem['instrument'];
  title: string;
  instructions: string;
  items: QuestionnaireItem[];
};

/** Short parts, one per instrument, in the questionnaire's order: about two minutes in all. */
export function partsOf(questionnaire: Questionnaire): Part[] {
  const parts: Part[] = [];
  for (const item of questionnaire.items) {
    let part = parts.at(-1);
    if (!part || part.instrument !== item.instrument) {
      const section = questionnaire.sections.find((s) => s.instrument === item.instrument);
      part = {
        instrument: item.instrument,
        title: section?.title ?? '',
        instructions: section?.instructions ?? '',
        items: [],
      };
      parts.push(part);
    }
    part.items.push(item);
  }
  return parts;
}
