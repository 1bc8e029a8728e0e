import { addDays, localDate, planYearOf } from '@evenkeel/common';
import type { Db } from '../db/client';
import {
  benefitGroupMembers,
  benefitGroups,
  coverages,
  coverageUses,
  documents,
  uploads,
} from '../db/schema';
import { textPdf } from '../lib/pdf';
import { newStorageKey, type Storage } from '../storage/storage';

/** The booklet's text: a small real PDF made at seeding time (docs/benefits.md). */
const BOOKLET = [
  'Northwind Health Co-op - Full-time staff',
  '',
  'Psychotherapy (psychologists, psychotherapists, social workers):',
  '  8 sessions and CAD 1,000.00 a plan year; 80% of each session covered.',
  'Employee assistance program (EAP): 6 sessions a plan year, fully covered.',
  'Physiotherapy: CAD 500.00 a plan year; 80% of each session covered.',
  '',
  'The plan year starts on January 1.',
  'Keep your receipts: claims are made to the insurer, not to Evenkeel.',
  '',
  'Brochure en francais disponible aupres des RH.',
];

type People = { organizationId: number; admin: number; fullTime: number[]; partTime: number[]; maya: number };

/**
 * Two benefit groups of the demo organization with their coverage, the full-time staff's plan
 * booklet, and a few of Maya's uses this plan year (so "6 of 8 sessions left" shows at once).
 */
export async function seedDemoBenefits(db: Db, storage: Storage, people: People): Promise<void> {
  const [fullTime, partTime] = await db
    .insert(benefitGroups)
    .values([
      {
        organizationId: people.organizationId,
        name: 'Full-time staff',
        nameFr: 'Personnel à temps plein',
        description: 'Employees on a full-time contract.',
      },
      {
        organizationId: people.organizationId,
        name: 'Part-time staff',
        nameFr: 'Personnel à temps partiel',
        description: 'Employees working under 30 hours a week.',
      },
    ])
    .returning();
  if (!fullTime || !partTime) throw new Error('demo benefit groups not created');
  await db
    .insert(benefitGroupMembers)
    .values([
      ...people.fullTime.map((userId) => ({ benefitGroupId: fullTime.id, userId })),
      ...people.partTime.map((userId) => ({ benefitGroupId: partTime.id, userId })),
    ]);
  const january = { planYearStartMonth: 1, planYearStartDay: 1 };
  const [psychotherapy] = await db
    .insert(coverages)
    .values([
      {
        benefitGroupId: fullTime.id,
        targetKind: 'service_category' as const,
        targetKey: 'psychotherapy',
        yearlyAmountCents: 100_000,
        currency: 'CAD' as const,
        sessionsPerYear: 8,
        sharePercent: 80,
        ...january,
      },
      {
        benefitGroupId: fullTime.id,
        targetKind: 'service_category' as const,
        targetKey: 'eap',
        sessionsPerYear: 6,
        sharePercent: 100,
        ...january,
      },
      {
        benefitGroupId: fullTime.id,
        targetKind: 'service_category' as const,
        targetKey: 'physiotherapy',
        yearlyAmountCents: 50_000,
        currency: 'CAD' as const,
        sharePercent: 80,
        ...january,
      },
      {
        benefitGroupId: partTime.id,
        targetKind: 'specialty' as const,
        targetKey: 'anxiety',
        yearlyAmountCents: 50_000,
        currency: 'CAD' as const,
        sessionsPerYear: 4,
        sharePercent: 50,
        planYearStartMonth: 7,
        planYearStartDay: 1,
      },
    ])
    .returning();
  if (!psychotherapy) throw new Error('demo coverage not created');

  const pdf = textPdf('Plan booklet 2026', BOOKLET);
  const key = newStorageKey('pdf');
  await storage.put(key, pdf);
  const [upload] = await db
    .insert(uploads)
    .values({
      userId: people.admin,
      purpose: 'document',
      contentType: 'application/pdf',
      byteSize: pdf.length,
      storageKey: key,
    })
    .returning();
  if (!upload) throw new Error('demo booklet not stored');
  await db.insert(documents).values({
    name: 'Plan booklet 2026',
    uploadId: upload.id,
    benefitGroupId: fullTime.id,
    createdById: people.admin,
  });

  // Two sessions this plan year, never in the future nor before the plan year's start.
  const today = localDate(new Date(), 'America/Toronto');
  const start = planYearOf(today, 1, 1).start;
  const dayIn = (days: number) => {
    const candidate = addDays(start, days);
    return candidate > today ? today : candidate;
  };
  await db.insert(coverageUses).values([
    {
      userId: people.maya,
      coverageId: psychotherapy.id,
      usedOn: dayIn(12),
      sessions: 1,
      amountCents: 15_000,
      note: 'First session',
    },
    {
      userId: people.maya,
      coverageId: psychotherapy.id,
      usedOn: dayIn(40),
      sessions: 1,
      amountCents: 15_000,
    },
  ]);
}
