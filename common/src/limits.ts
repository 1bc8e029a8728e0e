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
