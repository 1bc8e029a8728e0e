import type { Presented, placeResource } from '@evenkeel/common';
import type { Place } from '../../lib/places';

/** A city as the account page and crisis help read it; its id is also its `google_place_id`. */
export function presentPlace(place: Place): Presented<typeof placeResource> {
  return {
    type: 'places',
    id: place.id,
    locality: place.locality,
    administrative_area: place.administrative_area,
    administrative_area_code: place.administrative_area_code,
    country: place.country,
    country_code: place.country_code,
    postal_code: place.postal_code,
    latitude: place.latitude,
    longitude: place.longitude,
    google_place_id: place.id,
    timezone: place.timezone,
    label: place.label,
    population: place.population,
  };
}
