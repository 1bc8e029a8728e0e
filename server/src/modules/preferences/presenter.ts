import type { checkupPreferencesResource, Presented } from '@evenkeel/common';
import type { CheckupPreferences } from './service';

/** The member's reminder preferences; the id is the member's slug (one per member). */
export function presentCheckupPreferences(
  slug: string,
  preferences: CheckupPreferences,
): Presented<typeof checkupPreferencesResource> {
  return {
    type: 'checkup_preferences',
    id: slug,
    frequency: preferences.frequency,
    time: preferences.time,
    email_reminders: preferences.emailReminders,
  };
}
