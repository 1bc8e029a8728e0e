import type { CoverageUseCreateInput } from '@evenkeel/common';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { totalOf, windowTotal } from '../../db/paging';
import { coverages, coverageUses } from '../../db/schema';
import type { Page } from '../../http/jsonapi';

// A member's record of what they used of a coverage (sessions, amounts): their own rows only.

export type CoverageUseRecord = typeof coverageUses.$inferSelect;

export async function createCoverageUse(
  db: Db,
  userId: number,
  coverageId: number,
  input: CoverageUseCreateInput,
): Promise<CoverageUseRecord> {
  const [row] = await db
    .insert(coverageUses)
    .values({
      userId,
      coverageId,
      usedOn: input.used_on,
      sessions: input.sessions ?? 0,
      amountCents: input.amount_cents ?? 0,
      note: input.note ?? null,
    })
    .returning();
  if (!row) throw new Error('coverage use not recorded');
  return row;
}

/** A use with its coverage's slug and share (for the resource). */
export async function findCoverageUse(db: Db, slug: string) {
  const [row] = await db
    .select({ use: coverageUses, coverageSlug: coverages.slug, sharePercent: coverages.sharePercent })
    .from(coverageUses)
    .innerJoin(coverages, eq(coverages.id, coverageUses.coverageId))
    .where(eq(coverageUses.slug, slug))
    .limit(1);
  return row;
}

/** The user's own uses, newest first; `coverageId` narrows to one coverage, `from`/`to` to a plan year. */
export async function listCoverageUses(
  db: Db,
  userId: number,
  filter: { coverageId?: number; from?: string; to?: string },
  page: Page,
) {
  const where = and(
    eq(coverageUses.userId, userId),
    filter.coverageId !== undefined ? eq(coverageUses.coverageId, filter.coverageId) : undefined,
    filter.from !== undefined ? gte(coverageUses.usedOn, filter.from) : undefined,
    filter.to !== undefined ? lt(coverageUses.usedOn, filter.to) : undefined,
  );
  const rows = await db
    .select({
      use: coverageUses,
      coverageSlug: coverages.slug,
      sharePercent: coverages.sharePercent,
      total: windowTotal(),
    })
    .from(coverageUses)
    .innerJoin(coverages, eq(coverages.id, coverageUses.coverageId))
    .where(where)
    .orderBy(desc(coverageUses.usedOn), desc(coverageUses.id))
    .limit(page.size)
    .offset(page.offset);
  const total = await totalOf(rows, page, async () => {
    const all = await db.select({ id: coverageUses.id }).from(coverageUses).where(where);
    return all.length;
  });
  return { rows, total };
}

export async function deleteCoverageUse(db: Db, useId: number): Promise<void> {
  await db.delete(coverageUses).where(eq(coverageUses.id, useId));
}
