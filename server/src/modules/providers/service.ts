import type { ProviderCreateInput, ProviderUpdateInput } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { organizations, providers } from '../../db/schema';
import { conflict, notFound } from '../../http/errors';
import { recordAudit } from '../audit/service';
import { takeInvitation } from '../invitations/service';

export type ProviderRecord = typeof providers.$inferSelect;

/** A provider profile by slug, with its organization's slug. */
export async function findProvider(db: Db, slug: string) {
  const [row] = await db
    .select({ provider: providers, organizationSlug: organizations.slug })
    .from(providers)
    .innerJoin(organizations, eq(organizations.id, providers.organizationId))
    .where(eq(providers.slug, slug))
    .limit(1);
  return row;
}

/**
 * Creates the invitee's provider profile from a provider invitation, in one transaction: the
 * invitation is taken (gone; 404 when a concurrent request took it first), the profile made
 * (409 when the person already has one) and the acceptance audited.
 */
export async function createProvider(
  db: Db,
  invitation: { id: number; slug: string; inviterId: number },
  organizationId: number,
  input: ProviderCreateInput,
  actor: { id: number; ip: string },
): Promise<ProviderRecord> {
  return db.transaction(async (tx) => {
    await takeInvitation(tx, invitation);
    const [provider] = await tx
      .insert(providers)
      .values({
        userId: actor.id,
        organizationId,
        displayName: input.display_name,
        credentials: input.credentials ?? null,
        bio: input.bio ?? null,
      })
      .onConflictDoNothing()
      .returning();
    if (!provider) throw conflict('errors.provider_exists');
    await recordAudit(tx, {
      action: 'invitation_accepted',
      actorId: actor.id,
      subjectUserId: invitation.inviterId,
      detail: 'provider:provider',
      ip: actor.ip,
    });
    return provider;
  });
}

export async function updateProvider(
  db: Db,
  providerId: number,
  input: ProviderUpdateInput,
): Promise<ProviderRecord> {
  const [updated] = await db
    .update(providers)
    .set({
      ...(input.display_name !== undefined ? { displayName: input.display_name } : {}),
      ...(input.credentials !== undefined ? { credentials: input.credentials } : {}),
      ...(input.bio !== undefined ? { bio: input.bio } : {}),
      updatedAt: new Date(),
    })
    .where(eq(providers.id, providerId))
    .returning();
  if (!updated) throw notFound();
  return updated;
}
