import { UTM_COOKIE_DAYS, UTM_PARAMS } from '@evenkeel/common/limits';

/**
 * Keeps the campaign a visitor came from (utm_source, utm_campaign, utm_medium) in first-party
 * cookies for 30 days (spec §9). Nothing is sent to any third party.
 */
export function storeUtmParams(search: string = window.location.search): void {
  const params = new URLSearchParams(search);
  const maxAge = UTM_COOKIE_DAYS * 24 * 60 * 60;
  for (const name of UTM_PARAMS) {
    const value = params.get(name);
    if (value) {
      document.cookie = `${name}=${encodeURIComponent(value.slice(0, 200))}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
    }
  }
}
