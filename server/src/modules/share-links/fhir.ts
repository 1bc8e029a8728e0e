import type { Locale } from '@evenkeel/common';
import type { Bundle, BundleEntry } from '@medplum/fhirtypes';
import type { Db } from '../../db/client';
import { translator } from '../../i18n';
import type { Member } from '../checkups';
import { checkupEntries, checkupRows, stableUuid } from '../data-exports';

/**
 * A share link's file (issue 32 §5): the member's check-ups as the data export writes them (the
 * same QuestionnaireResponses, Observations and codes, data-exports/fhir/), without the safety
 * question, and the member as a Patient known by name only: no address, no e-mail, no birth date.
 * No Questionnaire resources: the weekly one holds the safety question's text; the responses
 * name it by its canonical URL.
 */
export async function sharedFhirBundle(db: Db, member: Member, locale: Locale, now: Date): Promise<Bundle> {
  const patient = `urn:uuid:${stableUuid('patient', member.slug)}`;
  const entry: BundleEntry[] = [
    {
      fullUrl: patient,
      resource: {
        resourceType: 'Patient',
        name: [{ given: [member.firstName], family: member.lastName }],
        language: locale,
      },
    },
  ];
  const t = translator(locale);
  for await (const row of checkupRows(db, member.id)) {
    for (const item of checkupEntries(row, patient, locale, t, { withSafety: false })) entry.push(item);
  }
  return { resourceType: 'Bundle', type: 'collection', timestamp: now.toISOString(), entry };
}
