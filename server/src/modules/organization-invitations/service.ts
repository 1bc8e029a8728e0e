import type { InvitationImportRefusal, Locale } from '@evenkeel/common';
import { inArray, sql } from 'drizzle-orm';
import type { OrganizationRecord } from '../../access/loaders';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import { emails, invitations, users } from '../../db/schema';
import { DELIVER_EMAIL } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import { expiryFrom, invitationMail } from '../invitations/service';
import type { CsvCandidate, CsvRefusal } from './csv';

/** E-mails recorded per statement. */
const EMAIL_CHUNK = 500;

export type ImportOutcome = { invited: number; refused: CsvRefusal[] };

/**
 * Invites each address of an imported CSV to the organization as a member, in one transaction:
 * people who already hold a role in it are skipped, addresses it already invited (the pending
 * invitation's unique index decides, race-free) are left waiting, and every other one gets one
 * invitation and one e-mail in its account's language (else the importer's). The audit row says
 * how many. The e-mails are queued only after commit: an import that fails midway leaves no
 * invitation, no record and sends nothing.
 */
export async function importInvitations(
  ctx: Pick<AppContext, 'db' | 'env' | 'jobs'>,
  org: OrganizationRecord,
  inviter: User,
  candidates: CsvCandidate[],
  requestLocale: Locale,
  ip: string,
): Promise<ImportOutcome> {
  const { emailIds, refused } = await ctx.db.transaction(async (tx) => {
    const refused: CsvRefusal[] = [];
    const addresses = candidates.map((c) => c.email);
    const accounts = addresses.length
      ? await tx
          .select({
            id: users.id,
            email: sql<string>`lower(${users.email})`,
            locale: users.locale,
            // Written out: in a one-table select Drizzle names the column without its table.
            member: sql<boolean>`exists (select 1 from organization_roles r where r.organization_id = ${org.id} and r.user_id = "users"."id")`,
          })
          .from(users)
          .where(inArray(sql`lower(${users.email})`, addresses))
      : [];
    const byEmail = new Map(accounts.map((account) => [account.email, account]));
    const refuse = (candidate: CsvCandidate, reason: InvitationImportRefusal) =>
      refused.push({ line: candidate.line, value: candidate.value, reason });
    const invitable = candidates.filter((candidate) => {
      if (byEmail.get(candidate.email)?.member !== true) return true;
      refuse(candidate, 'already_member');
      return false;
    });
    const expiresAt = expiryFrom(ctx);
    const inserted = invitable.length
      ? await tx
          .insert(invitations)
          .values(
            invitable.map((candidate) => ({
              scope: 'organization' as const,
              type: 'member' as const,
              email: candidate.email,
              inviteeId: byEmail.get(candidate.email)?.id ?? null,
              inviterId: inviter.id,
              organizationId: org.id,
              groupId: null,
              expiresAt,
            })),
          )
          .onConflictDoNothing()
          .returning({ slug: invitations.slug, email: invitations.email })
      : [];
    const slugs = new Map(inserted.map((row) => [row.email, row.slug]));
    const mails: (typeof emails.$inferInsert)[] = [];
    for (const candidate of invitable) {
      const slug = slugs.get(candidate.email);
      if (slug === undefined) {
        refuse(candidate, 'already_invited');
        continue;
      }
      const mail = invitationMail(
        ctx,
        inviter,
        slug,
        { scope: 'organization', role: 'member', email: candidate.email },
        org.name,
        requestLocale,
        byEmail.get(candidate.email),
      );
      const rendered = renderMail(mail.template, mail.locale);
      mails.push({
        userId: mail.userId,
        actorId: inviter.id,
        toAddress: mail.to,
        locale: mail.locale,
        subject: rendered.subject,
        textBody: rendered.text,
      });
    }
    // The outbox's rows in a few statements rather than one per person (like the reminders' scan).
    const emailIds: number[] = [];
    for (let i = 0; i < mails.length; i += EMAIL_CHUNK) {
      const recorded = await tx
        .insert(emails)
        .values(mails.slice(i, i + EMAIL_CHUNK))
        .returning({ id: emails.id });
      emailIds.push(...recorded.map((row) => row.id));
    }
    await recordAudit(tx, {
      action: 'invitations_imported',
      actorId: inviter.id,
      detail: `organization:${org.id}:member:${emailIds.length}`,
      ip,
    });
    return { emailIds, refused };
  });
  await ctx.jobs.sendMany(
    DELIVER_EMAIL,
    emailIds.map((emailId) => ({ emailId })),
  );
  return { invited: emailIds.length, refused };
}
