/** Business constants from product-spec §9, one place for server and web. */
export const TRUNCATE_DEFAULT_LENGTH = 50;
export const TOAST_OFFSET = 15;
export const TOAST_Z_INDEX = 1120;
export const DESKTOP_MIN_WIDTH = 768;
export const UTM_COOKIE_DAYS = 30;
export const UTM_PARAMS = ['utm_source', 'utm_campaign', 'utm_medium'] as const;
export const TRACKING_CALLBACK_DELAY_MS = 150;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_MAX = 100;
/**
 * A CSV a person imports (a benefit group's members by e-mail): at most this many lines, blank
 * ones not counted; more is refused (422), never cut short in silence (issue 26 §4.10).
 */
export const CSV_IMPORT_MAX_LINES = 1000;
/** Lines of a CSV that hold something (one pass; `\r\n`, `\n` and `\r` all end a line). */
export function csvLineCount(csv: string): number {
  let lines = 0;
  let blank = true;
  for (let i = 0; i < csv.length; i += 1) {
    const c = csv.charCodeAt(i);
    if (c === 0x0a || c === 0x0d) {
      if (!blank) lines += 1;
      blank = true;
    } else if (blank && c !== 0x20 && c !== 0x09 && c !== 0x2c && c !== 0x3b) blank = false;
  }
  return blank ? lines : lines + 1;
}

/** Account page (issue: account page complete). */
export const BIRTHDATE_MIN = '1900-01-01';
/** Spec §5, §9: images 2 MB, other files 5 MB; pictures 128 to 512 pixels, square. */
export const UPLOAD_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MIN_SIDE = 128;
export const IMAGE_MAX_SIDE = 512;
/** Decoding refuses images above this many pixels (a decompression bomb stops here). */
export const IMAGE_MAX_INPUT_PIXELS = 50_000_000;
export const UPLOAD_PURPOSES = [
  'profile_picture',
  'group_logo',
  'organization_logo',
  'document',
  'article_cover',
] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const IMAGE_UPLOAD_PURPOSES: readonly UploadPurpose[] = [
  'profile_picture',
  'group_logo',
  'organization_logo',
];
/** Article covers: not cropped; scaled down to 1600 px wide at most, at least 320×160. */
export const ARTICLE_COVER_MAX_WIDTH = 1600;
export const ARTICLE_COVER_MIN_WIDTH = 320;
export const ARTICLE_COVER_MIN_HEIGHT = 160;
export const PLACES_QUERY_MIN_LENGTH = 2;
export const PLACES_QUERY_MAX_LENGTH = 100;
export const PLACES_RESULTS_MAX = 10;
/** Spec §2: seven radio buttons, sunday to saturday. */
export const WEEKDAYS = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** Spec §2, §9: the 24 hourly slots, sent as HH:00:00. */
export const CHECKUP_TIMES = Array.from(
  { length: 24 },
  (_, hour) => `${String(hour).padStart(2, '0')}:00:00`,
);
/** product.md §11: language, birthdate, city and timezone, reminders, first check-up. */
export const ONBOARDING_STEPS = [
  'language',
  'birthdate',
  'location',
  'reminders',
  'checkup',
  'done',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];
/** Account deletion attempts (password checks) per address and account: like sign-in. */
export const ACCOUNT_DELETIONS_PER_15_MINUTES = 10;
/** Web Push (decision 0005, Reminders): endpoint URL length and subscriptions kept per member. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1024;
export const PUSH_SUBSCRIPTIONS_MAX = 20;
