import type { Locale, ProviderCreateInput, ProviderUpdateInput } from '@evenkeel/common';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { recordAudit } from '../../db/audit';
import type { Db } from '../../db/client';
import { organizations, providers, users } from '../../db/schema';
import { conflict, notFound, validationFailed } from '../../http/errors';
import type { ServerTranslate } from '../../i18n';
import { takeInvitation } from '../invitations/service';
import { findOwnUpload } from '../uploads/service';

export type ProviderRecord = typeof providers.$inferSelect;

/** A provider profile by slug, with its organization's slug and its account's public id. */
export async function findProvider(db: Db, slug: string) {
  const [row] = await db
    .select({
      provider: providers,
      organizationSlug: organizations.slug,
      organizationState: organizations.state,
      userSlug: users.slug,
    })
    .from(providers)
    .innerJoin(organizations, eq(organizations.id, providers.organizationId))
    .innerJoin(users, eq(users.id, providers.userId))
    .where(eq(providers.slug, slug))
    .limit(1);
  return row;
}

type Columns = Partial<typeof providers.$inferInsert>;
type Request = { locale: Locale; t: ServerTranslate };

const fieldError = (t: ServerTranslate, field: string, message: Parameters<ServerTranslate>[0]) =>
  validationFailed([{ field, pointer: `/data/attributes/${field}`, message: t(message) }]);

/**
 * The columns a profile input sets. The practice location comes from the places provider (never
 * the client's coordinates); a picture must be the provider's own `profile_picture` upload.
 */
export async function profileColumns(
  ctx: AppContext,
  userId: number,
  input: Omit<ProviderUpdateInput, 'active'>,
  current: { pictureUrl: string | null; placeId: string | null } | null,
  request: Request,
): Promise<Columns> {
  const columns: Columns = {};
  if (input.display_name !== undefined) columns.displayName = input.display_name;
  if (input.credentials !== undefined) columns.credentials = input.credentials;
  if (input.specialties !== undefined) columns.specialties = input.specialties;
  if (input.languages !== undefined) columns.languages = input.languages;
  if (input.modalities !== undefined) columns.modalities = input.modalities;
  if (input.accepting_new_clients !== undefined) columns.acceptingNewClients = input.accepting_new_clients;
  if (input.bio_en !== undefined) columns.bioEn = input.bio_en;
  if (input.bio_fr !== undefined) columns.bioFr = input.bio_fr;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.email !== undefined) columns.email = input.email;
  if (input.url !== undefined) columns.url = input.url;
  if (input.picture_url !== undefined && input.picture_url !== current?.pictureUrl) {
    if (
      input.picture_url !== null &&
      !(await findOwnUpload(ctx.db, userId, input.picture_url, 'profile_picture'))
    )
      throw fieldError(request.t, 'picture_url', 'validation.provider_picture_upload');
    columns.pictureUrl = input.picture_url;
  }
  if (input.place_id === null) {
    Object.assign(columns, { placeId: null, placeLabel: null, latitude: null, longitude: null });
  } else if (input.place_id !== undefined && input.place_id !== current?.placeId) {
    const place = await ctx.places.find(input.place_id, request.locale);
    if (!place || place.latitude === null || place.longitude === null)
      throw fieldError(request.t, 'place_id', 'validation.location_incorrect');
    Object.assign(columns, {
      placeId: place.id,
      placeLabel: place.label,
      latitude: place.latitude,
      longitude: place.longitude,
    });
  }
  return columns;
}

/**
 * Creates the invitee's provider profile from a provider invitation, in one transaction: the
 * invitation is taken (gone; 404 when a concurrent request took it first), the profile made
 * (409 when the person already has one) and the acceptance audited.
 */
export async function createProvider(
  ctx: AppContext,
  invitation: { id: number; slug: string; inviterId: number },
  organizationId: number,
  input: ProviderCreateInput,
  actor: { id: number; ip: string },
  request: Request,
): Promise<ProviderRecord> {
  const columns = await profileColumns(ctx, actor.id, input, null, request);
  return ctx.db.transaction(async (tx) => {
    await takeInvitation(tx, invitation, 'accepted');
    const [provider] = await tx
      .insert(providers)
      .values({ ...columns, userId: actor.id, organizationId, displayName: input.display_name })
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

export async function updateProvider(db: Db, providerId: number, columns: Columns): Promise<ProviderRecord> {
  const [updated] = await db
    .update(providers)
    .set({ ...columns, updatedAt: new Date() })
    .where(eq(providers.id, providerId))
    .returning();
  if (!updated) throw notFound();
  return updated;
}
