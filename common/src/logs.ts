/**
 * The three log kinds (decision 0005) and each kind's title catalogue. Labels live in the
 * common catalogue under `<kind>_titles.<key>` (kinds: `log_kinds`) (English and French). Import-light: no Zod.
 */
export const LOG_KINDS = ['life_event', 'ailment', 'activity'] as const;
export type LogKind = (typeof LOG_KINDS)[number];

/** The JSON:API resource type (and route) of each kind. */
export const LOG_RESOURCE_TYPES = {
  life_event: 'life_events',
  ailment: 'ailments',
  activity: 'activities',
} as const satisfies Record<LogKind, string>;

export const LOG_TITLE_KEYS = {
  life_event: [
    'moved_home',
    'new_job',
    'job_loss',
    'relationship_start',
    'relationship_end',
    'bereavement',
    'birth_in_family',
    'illness_in_family',
    'exam_or_deadline',
    'vacation',
  ],
  ailment: [
    'headache',
    'back_pain',
    'cold_or_flu',
    'insomnia',
    'migraine',
    'stomach_ache',
    'injury',
    'fatigue',
  ],
  activity: [
    'walk',
    'run',
    'yoga',
    'meditation',
    'gym',
    'swimming',
    'cycling',
    'time_with_friends',
    'reading',
    'therapy_session',
    // The activities to try (common/src/activities.ts), logged with one click.
    'breathing_exercise',
    'screen_free_hour',
    'call_a_friend',
    'stretching',
    'three_good_things',
    'healthy_meal',
    'time_outdoors',
    'mindfulness_practice',
    'tidy_a_space',
    'hobby',
    'help_someone',
    'wind_down_routine',
    'plan_tomorrow',
  ],
} as const satisfies Record<LogKind, readonly string[]>;

export type LogTitleKey<K extends LogKind = LogKind> = (typeof LOG_TITLE_KEYS)[K][number];

export function isLogTitleKey(kind: LogKind, key: string): boolean {
  return (LOG_TITLE_KEYS[kind] as readonly string[]).includes(key);
}

/** The catalogue key of a title's label. */
export const logTitleLabelKey = (kind: LogKind, key: string) => `${kind}_titles.${key}`;

/** Impact from 1 (small) to 5 (large) (spec §9); titles up to 100 characters; notes up to 1,000. */
export const LOG_IMPACT_MIN = 1;
export const LOG_IMPACT_MAX = 5;
export const LOG_TITLE_MAX_LENGTH = 100;
export const LOG_NOTE_MAX_LENGTH = 1000;
export const LOG_DATE_MIN = '1900-01-01';
/** The insights' impact trend covers the last 10 days (spec §9). */
export const IMPACT_TREND_DAYS = 10;
