import { isoWeekStart, memberTimeZone } from '@evenkeel/common/weeks';

/**
 * Whether home puts crisis help and care first: after a safety "yes" or a severe PHQ-4
 * (`show_crisis_help`), for the rest of the ISO week (Monday to Sunday) the check-up was
 * completed in, counted in the member's time zone (decision 0005, "Weeks"), not 7 × 24 hours.
 */
export function supportFirst(
  checkup: { show_crisis_help?: boolean; completed_at: string } | null | undefined,
  now: Date,
  timeZone: string | null | undefined,
): boolean {
  if (!checkup?.show_crisis_help) return false;
  const zone = memberTimeZone(timeZone);
  return isoWeekStart(new Date(checkup.completed_at), zone) === isoWeekStart(now, zone);
}
