import type { AccessClient } from '@evenkeel/common/privacy';
import { and, asc, eq } from 'drizzle-orm';
import { loadAccess } from '../../access/load-access';
import type { User } from '../../auth/user';
import { recordAccess } from '../../db/access-records';
import type { Db } from '../../db/client';
import { documents, organizations, providers, uploads } from '../../db/schema';
import type { Access, DocumentRef } from '../../policies';
import { accessRecordPolicy } from '../../policies/access-records';
import { type FoundBenefitGroup, findBenefitGroupById } from '../benefits/service';

export type DocumentRecord = typeof documents.$inferSelect;
type Upload = typeof uploads.$inferSelect;
export type DocumentWithUpload = { document: DocumentRecord; upload: Upload };
export type DocumentOwner =
  | { kind: 'benefit_group'; slug: string; found: FoundBenefitGroup }
  | { kind: 'provider'; slug: string; provider: ProviderWithState };

/** A provider profile with its organization's state (nothing changes in a disabled one). */
export type ProviderWithState = typeof providers.$inferSelect & { organizationState: string };

const providerWithState = (row: { provider: typeof providers.$inferSelect; organizationState: string }) => ({
  ...row.provider,
  organizationState: row.organizationState,
});

export const refOf = (owner: DocumentOwner): DocumentRef =>
  owner.kind === 'benefit_group'
    ? { kind: 'benefit_group', group: owner.found.ref }
    : { kind: 'provider', provider: owner.provider };

/** The benefit group or provider profile a document belongs to, loaded for the policy. */
export async function ownerOf(
  db: Db,
  document: DocumentRecord,
  actorId: number,
): Promise<DocumentOwner | undefined> {
  if (document.benefitGroupId !== null) {
    const found = await findBenefitGroupById(db, document.benefitGroupId, actorId);
    return found ? { kind: 'benefit_group', slug: found.group.slug, found } : undefined;
  }
  if (document.providerId === null) return undefined;
  const [row] = await providerQuery(db).where(eq(providers.id, document.providerId)).limit(1);
  return row ? { kind: 'provider', slug: row.provider.slug, provider: providerWithState(row) } : undefined;
}

const providerQuery = (db: Db) =>
  db
    .select({ provider: providers, organizationState: organizations.state })
    .from(providers)
    .innerJoin(organizations, eq(organizations.id, providers.organizationId));

export async function findProviderBySlug(db: Db, slug: string): Promise<ProviderWithState | undefined> {
  const [row] = await providerQuery(db).where(eq(providers.slug, slug)).limit(1);
  return row ? providerWithState(row) : undefined;
}

export async function findDocument(db: Db, slug: string): Promise<DocumentWithUpload | undefined> {
  const [row] = await db
    .select({ document: documents, upload: uploads })
    .from(documents)
    .innerJoin(uploads, eq(uploads.id, documents.uploadId))
    .where(eq(documents.slug, slug))
    .limit(1);
  return row;
}

/** The document an uploaded file is attached to, if any (who may read the file follows it). */
export async function findDocumentOfUpload(db: Db, uploadId: number): Promise<DocumentRecord | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.uploadId, uploadId)).limit(1);
  return row;
}

/** A benefit group's or a provider's documents, oldest first (a booklet, then its updates). */
export async function listDocuments(
  db: Db,
  owner: { benefitGroupId: number } | { providerId: number },
): Promise<DocumentWithUpload[]> {
  return db
    .select({ document: documents, upload: uploads })
    .from(documents)
    .innerJoin(uploads, eq(uploads.id, documents.uploadId))
    .where(
      'benefitGroupId' in owner
        ? eq(documents.benefitGroupId, owner.benefitGroupId)
        : eq(documents.providerId, owner.providerId),
    )
    .orderBy(asc(documents.createdAt), asc(documents.id));
}

/**
 * Attaches the actor's own `document` upload, not attached yet, under a name. Returns undefined
 * when the upload is not theirs, not a document, or already attached (one file, one document).
 */
export async function createDocument(
  db: Db,
  input: { name: string; uploadSlug: string; owner: DocumentOwner; actorId: number },
): Promise<DocumentWithUpload | undefined> {
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .select()
      .from(uploads)
      .where(
        and(
          eq(uploads.slug, input.uploadSlug),
          eq(uploads.userId, input.actorId),
          eq(uploads.purpose, 'document'),
        ),
      )
      .limit(1);
    if (!upload) return undefined;
    const [document] = await tx
      .insert(documents)
      .values({
        name: input.name,
        uploadId: upload.id,
        benefitGroupId: input.owner.kind === 'benefit_group' ? input.owner.found.group.id : null,
        providerId: input.owner.kind === 'provider' ? input.owner.provider.id : null,
        createdById: input.actorId,
      })
      .onConflictDoNothing({ target: documents.uploadId })
      .returning();
    return document ? { document, upload } : undefined;
  });
}

/** Deletes the document with its upload row; returns the file to remove after commit. */
export async function deleteDocument(db: Db, row: DocumentWithUpload): Promise<string> {
  await db.delete(uploads).where(eq(uploads.id, row.upload.id));
  return row.upload.storageKey;
}

/** For an uploaded file: the actor's access and the document it is attached to, if it is. */
export async function attachmentOf(
  db: Db,
  actor: User,
  uploadId: number,
): Promise<{ access: Access; ref: DocumentRef } | undefined> {
  const document = await findDocumentOfUpload(db, uploadId);
  const owner = document ? await ownerOf(db, document, actor.id) : undefined;
  if (!owner) return undefined;
  return { access: await loadAccess(db, actor), ref: refOf(owner) };
}

/**
 * "Who saw my data" (issue 30): someone opening a provider's licences in the care center (the
 * list, or one file) is a read of that provider's individual data, recorded before the answer
 * leaves. A benefit group's booklet is the organization's, nobody's own: not recorded.
 */
export async function recordDocumentsRead(
  db: Db,
  actor: User,
  access: Access,
  ref: DocumentRef,
  client: AccessClient,
): Promise<void> {
  if (ref.kind !== 'provider') return;
  await recordAccess(db, {
    subjectUserId: ref.provider.userId,
    viewer: actor,
    ...accessRecordPolicy.providerDocumentsBasis(access, ref.provider),
    dataKind: 'provider_documents',
    client,
  });
}
