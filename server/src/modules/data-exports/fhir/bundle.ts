import { createHash } from 'node:crypto';
import { CURRENT_QUESTIONNAIRE, type Locale, weeklyQuestionnaire } from '@evenkeel/common';
import type {
  BundleEntry,
  Consent,
  Observation,
  Patient,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
} from '@medplum/fhirtypes';
import { aliasedTable, and, asc, eq } from 'drizzle-orm';
import { connections, groups, resultConsents, users } from '../../../db/schema';
import type { ServerTranslate } from '../../../i18n';
import { StreamedArray, StreamedObject } from '../archive/json-writer';
import { type CheckupRow, checkupRows } from '../archive/results';
import { type ExportScope, type Member, personName } from '../archive/section';
import { EVENKEEL_CODES, LOINC, QUESTIONNAIRE_URLS, SYSTEMS, WHO5_CODES } from './codes';
import { answerCoding, instrumentQuestionnaire, weeklyQuestionnaireResource } from './questionnaires';

/**
 * `fhir/bundle.json`: a FHIR R4 Bundle of type `collection`, written entry by entry: the member
 * as a Patient, the questionnaires, one QuestionnaireResponse per check-up with Observations of
 * its Evenkeel Score and PHQ-4 totals, and a Consent per sharing grant the member gave.
 * References between entries are `urn:uuid:` full URLs, the same for the same row in every export.
 */
export function fhirBundle(scope: ExportScope, generatedAt: Date) {
  return new StreamedObject([
    ['resourceType', 'Bundle'],
    ['type', 'collection'],
    ['timestamp', generatedAt.toISOString()],
    ['entry', new StreamedArray(entries(scope))],
  ]);
}

/** A stable UUID for a row (name-based, from its kind and public id). */
export function stableUuid(kind: string, id: string): string {
  const hex = createHash('sha256').update(`evenkeel:${kind}:${id}`).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const urn = (kind: string, id: string) => `urn:uuid:${stableUuid(kind, id)}`;
const entry = (fullUrl: string, resource: BundleEntry['resource']): BundleEntry => ({ fullUrl, resource });
const SURVEY = [{ coding: [{ system: SYSTEMS.observationCategory, code: 'survey', display: 'Survey' }] }];

async function* entries(scope: ExportScope): AsyncGenerator<BundleEntry> {
  const { db, member, locale, t } = scope;
  const patient = urn('patient', member.slug);
  yield entry(patient, patientResource(member, locale));
  for (const instrument of CURRENT_QUESTIONNAIRE.instruments) {
    yield entry(urn('questionnaire', instrument.id), instrumentQuestionnaire(instrument, locale));
  }
  yield entry(urn('questionnaire', 'weekly'), weeklyQuestionnaireResource(CURRENT_QUESTIONNAIRE, locale));
  for await (const row of checkupRows(db, member.id)) yield* checkupEntries(row, patient, locale, t);
  yield* consentEntries(scope, patient);
}

function patientResource(member: Member, locale: Locale): Patient {
  const hasAddress = member.locality || member.administrativeArea || member.countryCode || member.postalCode;
  return {
    resourceType: 'Patient',
    identifier: [{ system: SYSTEMS.memberId, value: member.slug }],
    name: [{ given: [member.firstName], family: member.lastName }],
    telecom: [{ system: 'email', value: member.email }],
    birthDate: member.birthdate ?? undefined,
    address: hasAddress
      ? [
          {
            city: member.locality ?? undefined,
            state: member.administrativeAreaCode ?? member.administrativeArea ?? undefined,
            postalCode: member.postalCode ?? undefined,
            country: member.countryCode ?? undefined,
          },
        ]
      : undefined,
    communication: [
      { language: { coding: [{ system: 'urn:ietf:bcp:47', code: member.locale }] }, preferred: true },
    ],
    language: locale,
  };
}

/**
 * One check-up's QuestionnaireResponse and the Observations of its results. `withSafety` false
 * leaves the safety question out altogether (a share link's file, issue 32 §5: that answer
 * reaches nobody but the member).
 */
export function* checkupEntries(
  row: CheckupRow,
  patient: string,
  locale: Locale,
  t: ServerTranslate,
  { withSafety = true }: { withSafety?: boolean } = {},
): Generator<BundleEntry> {
  const questionnaire = weeklyQuestionnaire(row.questionnaireVersion);
  if (!questionnaire) return;
  const response = urn('checkup', row.slug);
  const subject = { reference: patient };
  const effectiveDateTime = row.completedAt.toISOString();
  const instruments = questionnaire.instruments.filter(
    (instrument) => withSafety || instrument.id !== 'safety',
  );
  const items: QuestionnaireResponseItem[] = instruments.map((instrument) => ({
    linkId: instrument.id,
    text: instrument.title[locale],
    item: instrument.items.flatMap((item) => {
      const value = row.answers[item.id];
      if (value === undefined) return [];
      const answer =
        item.instrument === 'safety'
          ? { valueBoolean: value === 1 }
          : item.instrument === 'life_area'
            ? { valueInteger: value }
            : { valueCoding: answerCoding(item, value, locale) };
      return [{ linkId: item.id, text: item.text[locale], answer: [answer] }];
    }),
  }));
  const questionnaireResponse: QuestionnaireResponse = {
    resourceType: 'QuestionnaireResponse',
    identifier: { system: `${SYSTEMS.memberId}/checkup`, value: row.slug },
    questionnaire: `${QUESTIONNAIRE_URLS.weekly}|${questionnaire.version}`,
    status: 'completed',
    subject,
    authored: effectiveDateTime,
    item: items,
  };
  yield entry(response, questionnaireResponse);
  const observation = (fields: Partial<Observation> & Pick<Observation, 'code'>): Observation => ({
    resourceType: 'Observation',
    status: 'final',
    category: SURVEY,
    subject,
    effectiveDateTime,
    derivedFrom: [{ reference: response }],
    ...fields,
  });
  yield entry(
    urn('score', row.slug),
    observation({
      code: {
        coding: [
          { system: SYSTEMS.evenkeel, ...EVENKEEL_CODES.score },
          { system: SYSTEMS.who5, ...WHO5_CODES.index },
        ],
        text: t('export_results.score'),
      },
      valueInteger: row.score,
      interpretation: [
        {
          coding: [{ system: SYSTEMS.evenkeel, code: EVENKEEL_CODES.band(row.band).code, display: row.band }],
          text: t(`export_bands.${row.band}`),
        },
      ],
    }),
  );
  const gad2 = urn('gad2', row.slug);
  const phq2 = urn('phq2', row.slug);
  yield entry(
    gad2,
    observation({
      code: {
        coding: [{ system: SYSTEMS.loinc, code: LOINC.gad2Total, display: 'GAD-2 total score' }],
        text: t('export_results.phq4_anxiety'),
      },
      valueInteger: row.phq4Anxiety,
    }),
  );
  yield entry(
    phq2,
    observation({
      code: {
        coding: [{ system: SYSTEMS.loinc, code: LOINC.phq2Total, display: 'PHQ-2 total score' }],
        text: t('export_results.phq4_depression'),
      },
      valueInteger: row.phq4Depression,
    }),
  );
  yield entry(
    urn('phq4', row.slug),
    observation({
      code: {
        coding: [
          { system: SYSTEMS.loinc, code: LOINC.phq4Panel, display: 'PHQ-4 panel' },
          { system: SYSTEMS.evenkeel, ...EVENKEEL_CODES.phq4Total },
        ],
        text: t('export_results.phq4_total'),
      },
      valueInteger: row.phq4Total,
      interpretation: [
        {
          coding: [{ system: SYSTEMS.evenkeel, code: `phq4-${row.phq4Severity}`, display: row.phq4Severity }],
          text: t(`export_phq4_severities.${row.phq4Severity}`),
        },
      ],
      hasMember: [{ reference: gad2 }, { reference: phq2 }],
    }),
  );
}

const CONSENT_STATUS = {
  pending: 'proposed',
  given: 'active',
  declined: 'rejected',
  withdrawn: 'inactive',
  ended: 'inactive',
} as const;

function consentResource(
  patient: string,
  grant: {
    status: Consent['status'];
    at: Date;
    start: Date | null;
    end: Date | null;
    recipient: string | null;
    id: string;
  },
): Consent {
  return {
    resourceType: 'Consent',
    identifier: [{ system: `${SYSTEMS.memberId}/consent`, value: grant.id }],
    status: grant.status,
    scope: { coding: [{ system: SYSTEMS.consentScope, code: 'patient-privacy' }] },
    category: [
      { coding: [{ system: SYSTEMS.loinc, code: LOINC.patientConsent, display: 'Patient consent' }] },
    ],
    patient: { reference: patient },
    dateTime: grant.at.toISOString(),
    policyRule: { coding: [{ system: SYSTEMS.actCode, code: 'OPTIN' }] },
    provision: {
      type: 'permit',
      period: grant.start ? { start: grant.start.toISOString(), end: grant.end?.toISOString() } : undefined,
      actor: [
        {
          role: {
            coding: [{ system: SYSTEMS.participationType, code: 'IRCP', display: 'information recipient' }],
          },
          reference: { display: grant.recipient ?? undefined },
        },
      ],
    },
  };
}

const recipient = aliasedTable(users, 'recipient');

/** The member's grants: consents to group administrators (each state), connections they share with. */
async function* consentEntries({ db, member }: ExportScope, patient: string): AsyncGenerator<BundleEntry> {
  const consents = await db
    .select({ consent: resultConsents, group: groups.name, recipient })
    .from(resultConsents)
    .innerJoin(groups, eq(groups.id, resultConsents.groupId))
    .innerJoin(recipient, eq(recipient.id, resultConsents.administratorId))
    .where(eq(resultConsents.reporterId, member.id))
    .orderBy(asc(resultConsents.id));
  for (const { consent, group, recipient: person } of consents) {
    const name = personName(person);
    yield entry(
      urn('consent', consent.slug),
      consentResource(patient, {
        id: consent.slug,
        status: CONSENT_STATUS[consent.state],
        at: consent.givenAt ?? consent.askedAt,
        start: consent.givenAt,
        end: consent.withdrawnAt,
        recipient: name ? `${name} (${group})` : group,
      }),
    );
  }
  const shares = await db
    .select({ connection: connections, recipient })
    .from(connections)
    .innerJoin(recipient, eq(recipient.id, connections.viewerId))
    .where(and(eq(connections.sharerId, member.id)))
    .orderBy(asc(connections.id));
  for (const { connection, recipient: person } of shares) {
    yield entry(
      urn('connection', connection.slug),
      consentResource(patient, {
        id: connection.slug,
        status: 'active',
        at: connection.createdAt,
        start: connection.createdAt,
        end: null,
        recipient: personName(person),
      }),
    );
  }
}
