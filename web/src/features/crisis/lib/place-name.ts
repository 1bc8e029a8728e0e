import type { TFunction } from '../../../lib/i18n';

/**
 * A place by name in the interface language: "Quebec, Canada", "France". Countries through
 * Intl.DisplayNames; a region only when the catalogue names it (`crisis.region.CA-QC`, the
 * regions with their own lines), so no raw code ever reaches the screen.
 */
export function placeName(t: TFunction, language: string, country: string, area?: string | null): string {
  const countryName = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
  const key = `crisis.region.${country}-${area}`;
  const areaName = area && t(key, { defaultValue: '' });
  return areaName && areaName !== key ? `${areaName}, ${countryName}` : countryName;
}
