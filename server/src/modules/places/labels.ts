import type { Locale } from '@evenkeel/common';
import { translator } from '../../i18n';
import type { Place } from '../../lib/places';

/**
 * The same places with labels a person can tell apart (and a picker can key on): two towns that
 * share a name, a region and a country ("Melbourne, England, United Kingdom" twice) get their
 * population ("… · 4,404 inhabitants"); should that still leave two alike, the region code, then
 * a rank, settle it. Ids are already unique; labels must be too, because the list shows labels.
 */
export function withDistinctLabels(places: Place[], locale: Locale): Place[] {
  const t = translator(locale);
  const count = (labels: string[], label: string) => labels.filter((other) => other === label).length;
  let labels = places.map((place) => place.label);
  labels = labels.map((label, i) => {
    const population = places[i]?.population;
    return count(labels, label) > 1 && population
      ? t('server:places.with_population', { label, count: population })
      : label;
  });
  labels = labels.map((label, i) => {
    const code = places[i]?.administrative_area_code;
    return count(labels, label) > 1 && code ? `${label} (${code})` : label;
  });
  const seen = new Map<string, number>();
  labels = labels.map((label) => {
    const rank = (seen.get(label) ?? 0) + 1;
    seen.set(label, rank);
    return rank > 1 ? `${label} (${rank})` : label;
  });
  return places.map((place, i) => ({ ...place, label: labels[i] ?? place.label }));
}
