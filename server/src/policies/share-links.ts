import type { Abilities, ShareLinkAbility, ShareLinkState } from '@evenkeel/common';
import { SHARE_LINK_MAX_ACTIVE, SHARE_LINK_MAX_DAYS, SHARE_LINK_MIN_DAYS } from '@evenkeel/common/privacy';
import type { Access } from './access';

export type ShareLinkRef = {
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  codeHash: string | null;
  lockedUntil: Date | null;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** The time between the member's click and the request's arrival: a link asked for "1 day" still is. */
const SLACK_MS = 5 * 60 * 1000;

/**
 * A member's read-only links for someone outside Evenkeel (issue 32 §5, decision 0029). Only the
 * member lists and revokes theirs (anyone else: 404, the link's existence included). The link's
 * page is open to whoever holds the token, while the link is active and, when it has a code, once
 * the code was given.
 */
export const shareLinkPolicy = {
  canRead: (access: Access, row: ShareLinkRef) => row.userId === access.userId,
  canRevoke: (access: Access, row: ShareLinkRef, now: Date) =>
    row.userId === access.userId && shareLinkPolicy.stateOf(row, now) === 'active',
  stateOf: (row: ShareLinkRef, now: Date): ShareLinkState =>
    row.revokedAt ? 'revoked' : row.expiresAt <= now ? 'expired' : 'active',
  /** An end 1 to 30 days from now (a few minutes' slack each side for the request's way). */
  expiryAllowed: (expiresAt: Date, now: Date) => {
    const ahead = expiresAt.getTime() - now.getTime();
    return (
      ahead >= SHARE_LINK_MIN_DAYS * DAY_MS - SLACK_MS && ahead <= SHARE_LINK_MAX_DAYS * DAY_MS + SLACK_MS
    );
  },
  /** Another link while the member has fewer than 5 active. */
  mayCreate: (activeCount: number) => activeCount < SHARE_LINK_MAX_ACTIVE,
  /** The page opens without a code only when the link has none; a locked link takes no code. */
  needsCode: (row: ShareLinkRef) => row.codeHash !== null,
  isLocked: (row: ShareLinkRef, now: Date) => row.lockedUntil !== null && row.lockedUntil > now,
};

export function shareLinkAbilities(
  access: Access,
  row: ShareLinkRef,
  now: Date,
): Abilities<ShareLinkAbility> {
  return { revoke: shareLinkPolicy.canRevoke(access, row, now) };
}
