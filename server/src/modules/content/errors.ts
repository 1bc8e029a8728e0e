import type { ContentState } from '@evenkeel/common';
import { ApiError } from '../../http/errors';
import type { ContentKind } from './queries';

/** What a manager asked of an article or tip (the catalogue words each refusal by it). */
export type ContentAction =
  | 'create'
  | 'update'
  | 'publish'
  | 'unpublish'
  | 'delete'
  | 'restore'
  | 'transfer'
  /** A transfer to an owner the actor may not move it to. */
  | 'transfer_target'
  | 'bookmark'
  | 'review';

/** 403: the item is visible, the actor may not do this to it (not one of its managers). */
export const notAllowed = (kind: ContentKind, action: ContentAction) =>
  new ApiError(403, 'forbidden', 'content_errors.not_allowed', { kind, action });

/** 409: a manager asked for a transition its current state does not allow. */
export const wrongState = (kind: ContentKind, action: ContentAction, state: ContentState) =>
  new ApiError(409, 'conflict', 'content_errors.wrong_state', { kind, action, state });

/** 409: a change that lost a race (the state changed in between). */
export const contentConflict = (kind: ContentKind, state: ContentState) =>
  new ApiError(409, 'conflict', 'content_errors.changed', { kind, state });

/** 409: restore after the 30 days (the purge has not run yet). */
export const restoreExpired = (kind: ContentKind) =>
  new ApiError(409, 'conflict', 'content_errors.restore_expired', { kind });

export const alreadyReviewed = (kind: ContentKind) =>
  new ApiError(409, 'conflict', 'content_errors.already_reviewed', { kind });
export const alreadyBookmarked = (kind: ContentKind) =>
  new ApiError(409, 'conflict', 'content_errors.already_bookmarked', { kind });
export const alreadyFollowed = () => new ApiError(409, 'conflict', 'content_errors.already_followed');

/** 403: `filter[state]` is the managers' list. */
export const managersOnly = () => new ApiError(403, 'forbidden', 'content_errors.managers_only');
