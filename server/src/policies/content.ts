import type { Abilities, ContentAbility, ContentState, ReviewAbility } from '@evenkeel/common';
import {
  type Access,
  isActive,
  isOrganizationAdmin,
  isOrganizationMember,
  isPlatformAdmin,
  type OrganizationRef,
} from './access';

/**
 * Articles and tips (issue 13, docs/content.md), bookmarks and reviews: every "who may" of the
 * content area, in this one file.
 *
 * - Readers: published content of the platform and of the organizations they belong to.
 * - Managers: the administrators of the owning organization (not disabled); platform
 *   administrators for platform content. Managers also see their unpublished and deleted items.
 * - Transitions: unpublished → published → unpublished; either → deleted (restorable for 30
 *   days, back to unpublished); transfer to another owner: an administrator of the owning
 *   organization to another organization they administer, a platform administrator to any
 *   organization or to the platform.
 */
export type ContentRef = {
  organizationId: number | null;
  /** The owning organization's state (null for platform content). */
  organizationState: string | null;
  state: ContentState;
  restorableUntil: Date | null;
};

export type ReviewRef = { userId: number };

const ownerActive = (item: ContentRef) =>
  item.organizationId === null || isActive({ id: item.organizationId, state: item.organizationState ?? '' });

/** Administers the owner: platform administrators the platform's content, organization administrators theirs. */
const managesOwner = (access: Access, organizationId: number | null) =>
  organizationId === null ? isPlatformAdmin(access) : isOrganizationAdmin(access, organizationId);

const administeredOrganizationIds = (access: Access) => [
  ...new Set(access.organizationRoles.filter((r) => r.type === 'administrator').map((r) => r.organizationId)),
];

export const contentPolicy = {
  /** Writes, publishes, deletes, restores and transfers this owner's content. */
  canManage: (access: Access, item: ContentRef) =>
    managesOwner(access, item.organizationId) && ownerActive(item),
  /** Creates content for this owner (null: the platform). */
  canCreate: (access: Access, owner: OrganizationRef | null) =>
    owner === null ? isPlatformAdmin(access) : isActive(owner) && isOrganizationAdmin(access, owner.id),
  /** Manages some content: may use `filter[state]` and see the editors' lists. */
  isManager: (access: Access) => isPlatformAdmin(access) || administeredOrganizationIds(access).length > 0,
  /** As a reader: published, of the platform or of one of the actor's organizations. */
  canReadPublished: (access: Access, item: ContentRef) =>
    item.state === 'published' &&
    (item.organizationId === null || isOrganizationMember(access, item.organizationId)),
  /** Visible at all (else 404): readers see what is published, managers theirs in any state. */
  canRead: (access: Access, item: ContentRef) =>
    contentPolicy.canReadPublished(access, item) || contentPolicy.canManage(access, item),
  canUpdate: (access: Access, item: ContentRef) =>
    item.state !== 'deleted' && contentPolicy.canManage(access, item),
  canPublish: (access: Access, item: ContentRef) =>
    item.state === 'unpublished' && contentPolicy.canManage(access, item),
  canUnpublish: (access: Access, item: ContentRef) =>
    item.state === 'published' && contentPolicy.canManage(access, item),
  canDelete: (access: Access, item: ContentRef) =>
    item.state !== 'deleted' && contentPolicy.canManage(access, item),
  /** Back to unpublished while the 30 days last. */
  canRestore: (access: Access, item: ContentRef, now = new Date()) =>
    item.state === 'deleted' &&
    item.restorableUntil !== null &&
    item.restorableUntil.getTime() > now.getTime() &&
    contentPolicy.canManage(access, item),
  /** Has somewhere to move it: platform administrators always, others a second organization. */
  canTransfer: (access: Access, item: ContentRef) =>
    item.state !== 'deleted' &&
    contentPolicy.canManage(access, item) &&
    (isPlatformAdmin(access) || administeredOrganizationIds(access).some((id) => id !== item.organizationId)),
  /** To this owner (null: the platform): not where it is, and one the actor may move it to. */
  canTransferTo: (access: Access, item: ContentRef, target: OrganizationRef | null) =>
    contentPolicy.canTransfer(access, item) &&
    (target?.id ?? null) !== item.organizationId &&
    (target === null
      ? isPlatformAdmin(access)
      : isActive(target) && (isPlatformAdmin(access) || isOrganizationAdmin(access, target.id))),
  /** A bookmark is the reader's own list: kept whatever the owner's state. */
  canBookmark: (access: Access, item: ContentRef) => contentPolicy.canReadPublished(access, item),
  /** A review is written into the owner's content: not while a disabled organization owns it. */
  canReview: (access: Access, item: ContentRef) =>
    contentPolicy.canReadPublished(access, item) && ownerActive(item),
  /** The owner is the platform or an organization that is not disabled (else 422). */
  isWritable: (item: ContentRef) => ownerActive(item),
  /** The organizations whose published content the actor reads (lists filter by these). */
  readableOrganizationIds: (access: Access) => [
    ...new Set(access.organizationRoles.map((r) => r.organizationId)),
  ],
  /** What the managers' lists (`filter[state]`) cover: the platform's content, and these organizations'. */
  managedScope: (access: Access) => ({
    platform: isPlatformAdmin(access),
    organizationIds: administeredOrganizationIds(access),
  }),
};

export const reviewPolicy = {
  /** A review is seen by whoever reads its item; changed and withdrawn by its author only. */
  canUpdate: (access: Access, review: ReviewRef) => review.userId === access.userId,
  canDelete: (access: Access, review: ReviewRef) => review.userId === access.userId,
};

/** `meta.abilities` of an article or tip, from the predicates its routes check. */
export function contentAbilities(
  access: Access,
  item: ContentRef,
  mine: { bookmarked: boolean; reviewed: boolean },
  now = new Date(),
): Abilities<ContentAbility> {
  return {
    update: contentPolicy.canUpdate(access, item),
    delete: contentPolicy.canDelete(access, item),
    publish: contentPolicy.canPublish(access, item),
    unpublish: contentPolicy.canUnpublish(access, item),
    restore: contentPolicy.canRestore(access, item, now),
    transfer: contentPolicy.canTransfer(access, item),
    bookmark: contentPolicy.canBookmark(access, item) && !mine.bookmarked,
    review: contentPolicy.canReview(access, item) && !mine.reviewed,
  };
}

export function reviewAbilities(access: Access, review: ReviewRef): Abilities<ReviewAbility> {
  return { update: reviewPolicy.canUpdate(access, review), delete: reviewPolicy.canDelete(access, review) };
}
