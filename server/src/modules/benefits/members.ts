import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { benefitGroupMembers, organizationRoles, users } from '../../db/schema';
import type { BenefitGroupRecord } from './service';

export type CsvLine = { line: number; text: string };

/**
 * The e-mails of a CSV, one a line (the first column when there are several; quotes removed);
 * blank lines are skipped, and a first line without "@" is read as a header.
 */
export function parseEmailsCsv(csv: string): CsvLine[] {
  const out: CsvLine[] = [];
  // The schema refused more than CSV_IMPORT_MAX_LINES lines (422): every line is read here.
  const lines = csv.split(/\r\n|\n|\r/);
  lines.forEach((raw, index) => {
    const first = (raw.split(/[,;\t]/)[0] ?? '')
      .trim()
      .replace(/^"(.*)"$/, '$1')
      .trim();
    if (first === '') return;
    if (index === 0 && !first.includes('@')) return;
    out.push({ line: index + 1, text: first });
  });
  return out;
}

type Candidate = { id: number; slug: string; email: string; firstName: string; lastName: string };

/** The organization's members (role `member`) among these e-mails or ids. */
async function organizationMembers(
  db: Db,
  organizationId: number,
  by: { emails: string[] } | { slugs: string[] },
): Promise<Candidate[]> {
  const match =
    'emails' in by
      ? by.emails.length
        ? inArray(sql`lower(${users.email})`, by.emails)
        : undefined
      : by.slugs.length
        ? inArray(users.slug, by.slugs)
        : undefined;
  if (!match) return [];
  return (
    db
      .select({
        id: users.id,
        slug: users.slug,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
      })
      .from(organizationRoles)
      .innerJoin(users, eq(users.id, organizationRoles.userId))
      .where(
        and(
          eq(organizationRoles.organizationId, organizationId),
          eq(organizationRoles.type, 'member'),
          match,
        ),
      )
      // The roles stay until the rows are added: a leave at the same moment waits, then its
      // trigger ends the new rows too (migration 0020). One `member` row per person: no duplicates.
      .for('share', { of: organizationRoles })
  );
}

/**
 * Adds members picked by id or listed in a CSV of e-mails, in one transaction. Only the
 * organization's members may join; every other line (or id) is reported, not added.
 */
export async function addMembers(
  db: Db,
  group: BenefitGroupRecord,
  input: { users?: string[]; emails_csv?: string },
  actor: { id: number; ip: string },
): Promise<{ added: Candidate[]; notMembers: CsvLine[] }> {
  const slugs = [...new Set(input.users ?? [])];
  const lines = parseEmailsCsv(input.emails_csv ?? '');
  return db.transaction(async (tx) => {
    const [bySlug, byEmail] = await Promise.all([
      organizationMembers(tx, group.organizationId, { slugs }),
      organizationMembers(tx, group.organizationId, { emails: lines.map((line) => line.text.toLowerCase()) }),
    ]);
    const knownSlugs = new Set(bySlug.map((user) => user.slug));
    const knownEmails = new Set(byEmail.map((user) => user.email.toLowerCase()));
    const notMembers: CsvLine[] = [
      ...slugs.filter((slug) => !knownSlugs.has(slug)).map((slug) => ({ line: 0, text: slug })),
      ...lines.filter((line) => !knownEmails.has(line.text.toLowerCase())),
    ];
    const people = new Map([...bySlug, ...byEmail].map((user) => [user.id, user]));
    if (people.size === 0) return { added: [], notMembers };
    const inserted = await tx
      .insert(benefitGroupMembers)
      .values([...people.keys()].map((userId) => ({ benefitGroupId: group.id, userId })))
      .onConflictDoNothing()
      .returning({ userId: benefitGroupMembers.userId });
    if (inserted.length > 0) {
      await recordAudit(tx, {
        action: 'benefit_group_members_added',
        actorId: actor.id,
        detail: `${group.slug}:${inserted.length}`,
        ip: actor.ip,
      });
    }
    const added = inserted.map((row) => people.get(row.userId)).filter((user) => user !== undefined);
    return { added, notMembers };
  });
}

/** Removes members by id; returns how many left the group. */
export async function removeMembers(
  db: Db,
  group: BenefitGroupRecord,
  slugs: string[],
  actor: { id: number; ip: string },
): Promise<number> {
  if (slugs.length === 0) return 0;
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(benefitGroupMembers)
      .where(
        and(
          eq(benefitGroupMembers.benefitGroupId, group.id),
          inArray(
            benefitGroupMembers.userId,
            tx.select({ id: users.id }).from(users).where(inArray(users.slug, slugs)),
          ),
        ),
      )
      .returning({ userId: benefitGroupMembers.userId });
    if (removed.length > 0) {
      await recordAudit(tx, {
        action: 'benefit_group_members_removed',
        actorId: actor.id,
        detail: `${group.slug}:${removed.length}`,
        ip: actor.ip,
      });
    }
    return removed.length;
  });
}
