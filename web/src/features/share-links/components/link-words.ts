import { currentLocale } from '../../../lib/i18n';

export const formatDate = (value: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long' }).format(new Date(value));

export const formatDateTime = (value: string) =>
  new Intl.DateTimeFormat(currentLocale(), { dateStyle: 'long', timeStyle: 'short' }).format(new Date(value));

/** The catalogue key of each state, in words. */
export const STATE_KEYS = {
  active: 'share_links.state.active',
  expired: 'share_links.state.expired',
  revoked: 'share_links.state.revoked',
} as const;
