import { LOG_KINDS, type LogKind, phq4Positive } from '@evenkeel/common';
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  activities,
  ailments,
  checkups,
  groups,
  lifeEvents,
  membershipSpans,
  organizations,
} from '../../../db/schema';
import { logTitle } from './labels';
import { iso, keysetRows, mapRows } from './pages';
import { type ExportScope, listSection } from './section';

export type CheckupRow = typeof checkups.$inferSelect;

/** Every check-up of the member, oldest first, in pages. */
export const checkupRows = (db: Db, userId: number) =>
  keysetRows(
    (after: number | null, limit) =>
      db
        .select()
        .from(checkups)
        .where(and(eq(checkups.userId, userId), after === null ? undefined : gt(checkups.id, after)))
        .orderBy(asc(checkups.id))
        .limit(limit),
    (row) => row.id,
  );

const LOG_TABLES = { life_event: lifeEvents, ailment: ailments, activity: activities } as const;
export type LogRow = typeof lifeEvents.$inferSelect & { kind: LogKind };

/** Every log of the member: life events, then ailments, then activities, each oldest first. */
export async function* logRows(db: Db, userId: number): AsyncGenerator<LogRow> {
  for (const kind of LOG_KINDS) {
    const table = LOG_TABLES[kind];
    const rows = keysetRows(
      (after: number | null, limit) =>
        db
          .select()
          .from(table)
          .where(and(eq(table.userId, userId), after === null ? undefined : gt(table.id, after)))
          .orderBy(asc(table.id))
          .limit(limit),
      (row) => row.id,
    );
    for await (const row of rows) yield { ...row, kind };
  }
}

/** The derived results of one check-up: what the server computed from the answers when stored. */
export function checkupResults(row: CheckupRow) {
  return {
    score: row.score,
    band: row.band,
    phq4_anxiety: row.phq4Anxiety,
    phq4_depression: row.phq4Depression,
    phq4_total: row.phq4Total,
    phq4_severity: row.phq4Severity,
    anxiety_positive: phq4Positive(row.phq4Anxiety),
    depression_positive: phq4Positive(row.phq4Depression),
    show_crisis_help: row.showCrisisHelp,
    life_areas: row.lifeAreas,
  };
}

/** Check-ups (the answers, the safety answer with them: it is the member's), results, logs. */
export async function* resultSections({ db, member, t }: ExportScope): AsyncGenerator<[string, unknown]> {
  yield [
    'checkups',
    listSection(
      'provided',
      mapRows(checkupRows(db, member.id), (row) => ({
        id: row.slug,
        week_start: row.weekStart,
        completed_at: iso(row.completedAt),
        questionnaire: { id: row.questionnaireId, version: row.questionnaireVersion },
        answers: row.answers,
      })),
    ),
  ];
  yield [
    'checkup_results',
    listSection(
      'derived',
      mapRows(checkupRows(db, member.id), (row) => ({
        checkup: row.slug,
        week_start: row.weekStart,
        ...checkupResults(row),
      })),
    ),
  ];
  yield [
    'logs',
    listSection(
      'provided',
      mapRows(logRows(db, member.id), (row) => ({
        id: row.slug,
        kind: row.kind,
        date: row.date,
        title_key: row.titleKey,
        title: logTitle(t, row.kind, row),
        impact: row.impact,
        note: row.note,
        created_at: iso(row.createdAt),
        updated_at: iso(row.updatedAt),
      })),
    ),
  ];
  // Kept by triggers from the member's roles: the populations their check-ups counted in.
  const spans = await db
    .select({ span: membershipSpans, organization: organizations.name, group: groups.name })
    .from(membershipSpans)
    .innerJoin(organizations, eq(organizations.id, membershipSpans.organizationId))
    .leftJoin(groups, eq(groups.id, membershipSpans.groupId))
    .where(eq(membershipSpans.userId, member.id))
    .orderBy(asc(membershipSpans.startedAt));
  yield [
    'membership_history',
    listSection(
      'derived',
      spans.map(({ span, organization, group }) => ({
        organization,
        group,
        started_at: iso(span.startedAt),
        ended_at: iso(span.endedAt),
      })),
    ),
  ];
}
