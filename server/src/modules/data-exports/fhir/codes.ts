/**
 * Every code and canonical URL the export's FHIR R4 bundle uses, in one place (issue 30). LOINC
 * only where LOINC has the concept: the PHQ-4 panel, its items, its answers and the PHQ-2 and
 * GAD-2 totals. The WHO-5 has no LOINC code: its items and index are on Evenkeel's own code
 * system. 71969-0 is PROMIS-10 (a different instrument) and must never be used for the WHO-5;
 * codes.test.ts checks that it appears nowhere in a bundle.
 */
export const FHIR_BASE = 'https://evenkeel.app/fhir';

export const SYSTEMS = {
  loinc: 'http://loinc.org',
  observationCategory: 'http://terminology.hl7.org/CodeSystem/observation-category',
  consentScope: 'http://terminology.hl7.org/CodeSystem/consentscope',
  actCode: 'http://terminology.hl7.org/CodeSystem/v3-ActCode',
  participationType: 'http://terminology.hl7.org/CodeSystem/v3-ParticipationType',
  /** Evenkeel's own: the WHO-5's items and index (no LOINC code exists for them). */
  who5: `${FHIR_BASE}/CodeSystem/who-5`,
  /** Evenkeel's own: the score, its bands, life areas, the safety question. */
  evenkeel: `${FHIR_BASE}/CodeSystem/evenkeel`,
  /** The member's id (slug) in Evenkeel. */
  memberId: `${FHIR_BASE}/NamingSystem/member`,
} as const;

/** Canonical URLs of the product's own questionnaires (their version is the instrument's). */
export const QUESTIONNAIRE_URLS = {
  who5: `${FHIR_BASE}/Questionnaire/who-5`,
  phq4: `${FHIR_BASE}/Questionnaire/phq-4`,
  life_area: `${FHIR_BASE}/Questionnaire/life-areas`,
  safety: `${FHIR_BASE}/Questionnaire/safety`,
  /** The weekly check-up: the four above in order; each QuestionnaireResponse answers it. */
  weekly: `${FHIR_BASE}/Questionnaire/evenkeel-weekly`,
} as const;

export const LOINC = {
  /** PHQ-4 panel [Reported.PHQ]. */
  phq4Panel: '69724-3',
  /** PHQ-2 total score (the PHQ-4's depression items). */
  phq2Total: '55758-7',
  /** GAD-2 total score (the PHQ-4's anxiety items). */
  gad2Total: '70272-0',
  /** Patient consent (Consent.category). */
  patientConsent: '59284-0',
} as const;

/** The PHQ-4's items, by our item id: the same questions as GAD-7 items 1–2 and PHQ-9 items 1–2. */
export const PHQ4_ITEM_LOINC: Record<string, { code: string; display: string }> = {
  phq4_1: { code: '69725-0', display: 'Feeling nervous, anxious or on edge' },
  phq4_2: {
    code: '68509-9',
    display: 'Over the past 2 weeks have you not been able to stop or control worrying',
  },
  phq4_3: { code: '44250-9', display: 'Little interest or pleasure in doing things' },
  phq4_4: { code: '44255-8', display: 'Feeling down, depressed, or hopeless' },
};

/** The PHQ-4's answers (LOINC answer list LL358-3), by value. */
export const PHQ4_ANSWER_LOINC: Record<number, { code: string; display: string }> = {
  0: { code: 'LA6568-5', display: 'Not at all' },
  1: { code: 'LA6569-3', display: 'Several days' },
  2: { code: 'LA6570-1', display: 'More than half the days' },
  3: { code: 'LA6571-9', display: 'Nearly every day' },
};

/** Evenkeel's own WHO-5 codes: items `who5_1`…`who5_5` (our item ids) and the index. */
export const WHO5_CODES = {
  index: { code: 'who5-index', display: 'WHO-5 Well-Being Index (percentage score, 0–100)' },
  item: (itemId: string) => ({ code: itemId, display: `WHO-5 item ${itemId.replace('who5_', '')}` }),
  /** An answer 0 (at no time) to 5 (all of the time). */
  answer: (value: number) => ({ code: `answer-${value}` }),
} as const;

export const EVENKEEL_CODES = {
  score: { code: 'evenkeel-score', display: 'Evenkeel Score' },
  phq4Total: { code: 'phq4-total', display: 'PHQ-4 total score' },
  band: (band: string) => ({ code: `band-${band}`, display: band }),
  lifeArea: (area: string) => ({ code: `life-area-${area}`, display: area }),
  safety: { code: 'safety', display: 'Safety question' },
} as const;

/** A code that must never appear: PROMIS-10 Global Health, which the WHO-5 is not. */
export const FORBIDDEN_CODES = ['71969-0'] as const;
