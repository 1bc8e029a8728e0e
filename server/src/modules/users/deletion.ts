import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import {
  auditEvents,
  emails,
  groups,
  invitations,
  organizationRoles,
  organizations,
  uploads,
  users,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import type { User } from '../sessions/service';
import { uploadUrl } from '../uploads/service';

/**
 * Deletes the account and every personal row in one transaction (product.md §10,
 * security.md §18); returns the storage keys of its files, removed after commit.
 *
 * - Cascades (foreign keys): sessions, devices, e-mail tokens, organization and group roles,
 *   connections both ways, provider profile, uploads, check-up preferences, invitations sent
 *   or received by account, check-ups (with their answers) and logs (life events, ailments,
 *   activities).
 * - Deleted here: invitations addressed to the e-mail address without an account link, and
 *   every e-mail sent to the person (the outbox keeps bodies until delivered).
 * - Logos of groups and organizations that point at the person's uploads are cleared.
 * - Audit events stay (the log must keep that something happened) but lose the link: the
 *   person's id becomes null (foreign key `set null`) and the network addresses of their own
 *   events are erased.
 *
 * The last administrator of an organization must hand it over first (422, nothing changes).
 */
export async function deleteAccount(ctx: AppContext, user: User): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked) return [];
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
    const files = await tx.select().from(uploads).where(eq(uploads.userId, user.id));
    const urls = files.map(uploadUrl);
    if (urls.length > 0) {
      await tx.update(groups).set({ logoImageUrl: null }).where(inArray(groups.logoImageUrl, urls));
      await tx
        .update(organizations)
        .set({ logoImageUrl: null })
        .where(inArray(organizations.logoImageUrl, urls));
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
    await tx.delete(emails).where(or(eq(emails.userId, user.id), sql`lower(${emails.toAddress}) = ${email}`));
    await tx.update(auditEvents).set({ ip: null }).where(eq(auditEvents.actorId, user.id));
    await tx.delete(users).where(eq(users.id, user.id));
    await tx.insert(auditEvents).values({ action: 'account_deleted' });
    return files.map((file) => file.storageKey);
  });
}
