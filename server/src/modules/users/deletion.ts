import { and, eq, inArray, isNotNull, ne, notInArray, or, sql } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  auditEvents,
  contentItems,
  documents,
  emails,
  groups,
  invitationRecords,
  invitations,
  organizationRoles,
  organizations,
  providers,
  uploads,
  users,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { translator } from '../../i18n';
import { forgetJobsFor } from '../../jobs/forget';
import { uploadUrl } from '../../storage/files';
import { eraseChatOf } from '../chat';
import { exportFileKeys } from '../data-exports';

/**
 * Deletes the account and every personal row in one transaction (product.md §10,
 * security.md §18); returns the storage keys of its files, removed after commit.
 *
 * - Cascades (foreign keys): sessions, devices, e-mail tokens, organization and group roles,
 *   connections both ways, consents to administrators both ways (`result_consents`), provider
 *   profile (with its licences), check-up preferences,
 *   invitations sent or received by account, check-ups (with their answers) and logs (life
 *   events, ailments, activities), benefit group memberships and coverage uses.
 * - The person's uploads are deleted here, except those that back a document which belongs to
 *   someone else: a benefit group's plan booklet belongs to the group and another provider's
 *   licence to that provider, so they stay, their uploader set to null (foreign key `set null`).
 * - Deleted here: invitations addressed to the e-mail address without an account link,
 *   every e-mail sent to the person (the outbox keeps bodies until delivered), and the job
 *   queue's jobs that carry the address or deliver those e-mails (queued or finished, pg-boss's
 *   archive included: `jobs/forget.ts`).
 * - E-mails the person caused (`emails.actor_id`: the invitations they sent): those not yet
 *   sent and those in the development outbox are deleted; the others keep their delivery
 *   record with the person's name replaced, subject included (see `forgetCausedEmails`).
 * - Chat (`chat/erase.ts`): the text of every message they sent and its earlier versions, their
 *   lines in report excerpts and their report notes; the conversations stay for the other person
 *   (their side set null by the foreign keys: "Deleted account"), with blocks and chat settings
 *   going by cascade.
 * - Data exports (issue 30): the rows go by cascade, their files with the uploads after commit;
 *   a build under way finds its row gone and drops its own file.
 * - Audit events of their sign-ups lose their network address too.
 * - Logos of groups and organizations that point at the person's uploads are cleared.
 * - Audit events stay (the log must keep that something happened) but lose the link: the
 *   person's id becomes null (foreign key `set null`) and the network addresses of their own
 *   events are erased.
 *
 * The last administrator of an organization must hand it over first (422, nothing changes).
 */
export async function deleteAccount(ctx: AppContext, user: User): Promise<string[]> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) return { keys: [], chats: [] };
    // The administrator rows are locked, so two administrators cannot both leave at once.
    const administered = await tx
      .select({ organizationId: organizationRoles.organizationId })
      .from(organizationRoles)
      .where(and(eq(organizationRoles.userId, user.id), eq(organizationRoles.type, 'administrator')));
    if (administered.length > 0) {
      const organizationIds = administered.map((row) => row.organizationId);
      const administrators = await tx
        .select({ organizationId: organizationRoles.organizationId, userId: organizationRoles.userId })
        .from(organizationRoles)
        .where(
          and(
            inArray(organizationRoles.organizationId, organizationIds),
            eq(organizationRoles.type, 'administrator'),
          ),
        )
        .for('update');
      const orphaned = organizationIds.find(
        (id) => !administrators.some((row) => row.organizationId === id && row.userId !== user.id),
      );
      if (orphaned !== undefined) {
        const [organization] = await tx
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, orphaned));
        throw new ApiError(
          422,
          'last_organization_administrator',
          'errors.last_organization_administrator_delete',
          {
            name: organization?.name ?? '',
          },
        );
      }
    }
    const kept = tx
      .select({ id: documents.uploadId })
      .from(documents)
      .leftJoin(providers, eq(providers.id, documents.providerId))
      .where(or(isNotNull(documents.benefitGroupId), ne(providers.userId, user.id)));
    const owned = and(eq(uploads.userId, user.id), notInArray(uploads.id, kept));
    const files = await tx.select().from(uploads).where(owned);
    const urls = files.map(uploadUrl);
    if (urls.length > 0) {
      await tx.update(groups).set({ logoImageUrl: null }).where(inArray(groups.logoImageUrl, urls));
      await tx
        .update(organizations)
        .set({ logoImageUrl: null })
        .where(inArray(organizations.logoImageUrl, urls));
      // An article stays with its organization; the cover that went with the account does not.
      await tx
        .update(contentItems)
        .set({ coverImageUrl: null })
        .where(inArray(contentItems.coverImageUrl, urls));
    }
    const email = locked.email.toLowerCase();
    await tx
      .delete(invitations)
      .where(
        or(
          eq(invitations.inviteeId, user.id),
          eq(invitations.inviterId, user.id),
          eq(invitations.email, email),
        ),
      );
    // The organizations' invitation history (issue 31) keeps no address of an erased person: the
    // rows the deletion above just ended, and earlier ones, go.
    await tx.delete(invitationRecords).where(eq(invitationRecords.email, email));
    const theirs = or(eq(emails.userId, user.id), sql`lower(${emails.toAddress}) = ${email}`);
    const mail = await tx.select({ id: emails.id }).from(emails).where(theirs);
    // The job queue too: reset requests carry the address, deliveries' failures may quote it.
    await forgetJobsFor(
      tx,
      email,
      mail.map((row) => row.id),
    );
    await tx.delete(emails).where(theirs);
    await forgetCausedEmails(tx, locked);
    await tx.update(auditEvents).set({ ip: null }).where(eq(auditEvents.actorId, user.id));
    await tx
      .update(auditEvents)
      .set({ ip: null })
      .where(and(eq(auditEvents.subjectUserId, user.id), eq(auditEvents.action, 'sign_up')));
    const chats = await eraseChatOf(tx, user.id);
    const exportKeys = await exportFileKeys(tx, user.id);
    await tx.delete(uploads).where(owned);
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.insert(auditEvents).values({ action: 'account_deleted' });
    return { keys: [...files.map((file) => file.storageKey), ...exportKeys], chats };
  });
  // Every chat socket of the account closes, on every instance (4401).
  ctx.bus.publish({ kind: 'session_ended', userId: user.id, sessionId: null });
  // The other people in the person's conversations read them again: "Deleted account", read-only.
  for (const chat of outcome.chats) {
    ctx.bus.publish({ kind: 'conversation', conversationId: chat.conversationId, userIds: [chat.otherId] });
  }
  return outcome.keys;
}

/**
 * E-mails a person caused (decision 0006, "Accounts"). Not yet sent: deleted (the invitation
 * they announce goes with the account). Delivered to the development outbox: deleted (the
 * outbox is where they would still be read). Otherwise (sent by SMTP, or failed) the row stays
 * as a delivery record, with every spelling of the person's name replaced by a neutral word in
 * the e-mail's language (SMTP-delivered rows keep no subject or body anyway).
 */
async function forgetCausedEmails(tx: Db, person: User): Promise<void> {
  const caused = await tx.select().from(emails).where(eq(emails.actorId, person.id));
  const dropped = caused.filter((row) => row.status === 'pending' || row.transport === 'outbox');
  if (dropped.length > 0) {
    await tx.delete(emails).where(
      inArray(
        emails.id,
        dropped.map((row) => row.id),
      ),
    );
  }
  const names = [`${person.firstName} ${person.lastName}`, person.firstName, person.lastName]
    .map((name) => name.trim())
    .filter((name) => name.length > 0)
    .sort((a, b) => b.length - a.length);
  for (const row of caused) {
    if (dropped.includes(row)) continue;
    const someone = translator(row.locale)('server:mail.deleted_person');
    await tx
      .update(emails)
      .set({
        subject: withoutNames(row.subject, names, someone),
        textBody: withoutNames(row.textBody, names, someone),
      })
      .where(eq(emails.id, row.id));
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces each name where it stands as a whole word (not inside another word), any case. */
export function withoutNames(text: string, names: string[], replacement: string): string {
  let out = text;
  for (const name of names) {
    const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'giu');
    out = out.replace(pattern, replacement);
  }
  return out;
}
