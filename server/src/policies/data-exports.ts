import type { Abilities, DataExportAbility, DataExportStatus } from '@evenkeel/common';
import { EXPORT_COOLDOWN_HOURS } from '@evenkeel/common/privacy';
import { type Access, isPlatformAdmin } from './access';

export type DataExportRef = {
  userId: number;
  status: DataExportStatus;
  storageKey: string | null;
  expiresAt: Date | null;
};

const HOUR_MS = 60 * 60 * 1000;

/**
 * Data exports (issue 30, decision 0023). The member asks for their own and is the only one who
 * downloads it; a platform administrator prepares one for a member's legal request and sees its
 * status and metadata, never the file (the safety answer reaches no one but the member).
 */
export const dataExportPolicy = {
  /** The member's own, and every export for platform administrators; anyone else: 404. */
  canRead: (access: Access, row: DataExportRef) => row.userId === access.userId || isPlatformAdmin(access),
  /** The list of every member's exports, and its `filter[email]`. */
  seesAll: (access: Access) => isPlatformAdmin(access),
  /** Preparing an export for someone else: platform administrators, with a reason. */
  canPrepareFor: (access: Access) => isPlatformAdmin(access),
  /**
   * The file: only its member, only while it exists (ready or delivered, before `expires_at`).
   * Everyone else, the administrator who prepared it included, gets 404.
   */
  canDownload: (access: Access, row: DataExportRef, now: Date) =>
    row.userId === access.userId &&
    (row.status === 'ready' || row.status === 'delivered') &&
    row.storageKey !== null &&
    row.expiresAt !== null &&
    row.expiresAt > now,
  /**
   * When a member may next ask for their own export: `EXPORT_COOLDOWN_HOURS` after their last own
   * request (preparations by an administrator do not count), or null when they may now.
   */
  nextOwnRequestAt: (lastOwnRequestAt: Date | null, now: Date): Date | null => {
    if (!lastOwnRequestAt) return null;
    const next = new Date(lastOwnRequestAt.getTime() + EXPORT_COOLDOWN_HOURS * HOUR_MS);
    return next > now ? next : null;
  },
  /**
   * An administrator's preparation while one for the same member is queued or running is refused
   * (409): the one under way holds everything the new one would.
   */
  mayPrepareWhile: (pending: boolean) => !pending,
};

/** `meta.abilities` of an export, from the predicate its file route checks. */
export function dataExportAbilities(
  access: Access,
  row: DataExportRef,
  now: Date,
): Abilities<DataExportAbility> {
  return { download: dataExportPolicy.canDownload(access, row, now) };
}
