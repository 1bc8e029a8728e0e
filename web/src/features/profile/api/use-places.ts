import type { Flat, placeResource } from '@evenkeel/common';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type Place = Flat<typeof placeResource>;

/** GET /api/places?filter[q]=: cities only, best known first; nothing below two characters. */
export function usePlaces(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: queryKeys.places(q),
    enabled: q.length >= 2,
    staleTime: 5 * 60_000,
    // Typing sends the next search soon enough; retrying a failed one only delays the warning.
    retry: false,
    queryFn: async () =>
      (await apiRequest<Place[]>('GET', '/api/places', { query: { 'filter[q]': q } })).data ?? [],
  });
}

/** A place the profile can store: spec §5 asks for locality, country, coordinates and an id. */
export function isUsablePlace(place: Place | undefined): place is Place {
  return Boolean(
    place?.locality &&
      place.country &&
      place.latitude !== null &&
      place.longitude !== null &&
      place.google_place_id,
  );
}
