import {
  BANDS,
  LOG_KINDS,
  LOG_TITLE_KEYS,
  type Locale,
  logTitleLabelKey,
  PHQ4_SEVERITIES,
  weeklyQuestionnaire,
} from '@evenkeel/common';
import { dynamicKey, type ServerTranslate, translator } from '../../../i18n';

/**
 * The words for the export's codes in the member's language: the codes themselves (column names,
 * `band: "of_concern"`) stay the same in both languages, so a program reads every export alike,
 * and a person looks a code up here.
 */
export function labelsFor(locale: Locale, questionnaireVersions: number[]) {
  const t = translator(locale);
  const questionnaires = questionnaireVersions.flatMap((version) => {
    const questionnaire = weeklyQuestionnaire(version);
    if (!questionnaire) return [];
    return [
      {
        id: questionnaire.id,
        version: questionnaire.version,
        instruments: questionnaire.instruments.map((instrument) => ({
          id: instrument.id,
          version: instrument.version,
          title: instrument.title[locale],
          instructions: instrument.instructions[locale],
          scoring: instrument.scoring[locale],
          attribution: instrument.attribution?.[locale] ?? null,
        })),
        questions: questionnaire.items.map((item) => ({
          id: item.id,
          instrument: item.instrument,
          text: item.text[locale],
          min: item.min,
          max: item.max,
          reversed: item.reversed,
          options: Object.fromEntries(item.options.map((option) => [option.value, option.label[locale]])),
        })),
      },
    ];
  });
  return {
    language: locale,
    provenance: {
      provided: t('export_provenance.provided'),
      derived: t('export_provenance.derived'),
    },
    questionnaires,
    results: resultLabels(t),
    bands: Object.fromEntries(BANDS.map((band) => [band, t(`export_bands.${band}`)])),
    phq4_severities: Object.fromEntries(
      PHQ4_SEVERITIES.map((severity) => [severity, t(`export_phq4_severities.${severity}`)]),
    ),
    log_kinds: Object.fromEntries(LOG_KINDS.map((kind) => [kind, t(`log_kinds.${kind}`)])),
    log_titles: Object.fromEntries(
      LOG_KINDS.map((kind) => [
        kind,
        Object.fromEntries(
          LOG_TITLE_KEYS[kind].map((key) => [key, t(dynamicKey(logTitleLabelKey(kind, key)))]),
        ),
      ]),
    ),
    message_directions: {
      sent: t('export_message_directions.sent'),
      received: t('export_message_directions.received'),
    },
  };
}

function resultLabels(t: ServerTranslate) {
  return {
    score: t('export_results.score'),
    band: t('export_results.band'),
    phq4_anxiety: t('export_results.phq4_anxiety'),
    phq4_depression: t('export_results.phq4_depression'),
    phq4_total: t('export_results.phq4_total'),
    phq4_severity: t('export_results.phq4_severity'),
    anxiety_positive: t('export_screens.anxiety_positive'),
    depression_positive: t('export_screens.depression_positive'),
    show_crisis_help: t('export_screens.show_crisis_help'),
    life_areas: t('export_results.life_areas'),
  };
}

/** A log's title as the member reads it: their own words, or the catalogue's for a chosen title. */
export function logTitle(
  t: ServerTranslate,
  kind: (typeof LOG_KINDS)[number],
  row: { titleKey: string | null; title: string | null },
) {
  if (row.title) return row.title;
  return row.titleKey ? t(dynamicKey(logTitleLabelKey(kind, row.titleKey))) : '';
}
