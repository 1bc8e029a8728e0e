/**
 * A place as `GET /api/places` answers it, for tests of the city fields: several towns share a
 * name (Perth in Western Australia and in Tasmania), told apart by their region.
 */
export function perthIn(
  id: string,
  area: string,
  { areaCode = null, label = `Perth, ${area}, Australia` }: { areaCode?: string | null; label?: string } = {},
) {
  return {
    type: 'places',
    id,
    attributes: {
      locality: 'Perth',
      administrative_area: area,
      administrative_area_code: areaCode,
      country: 'Australia',
      country_code: 'AU',
      postal_code: null,
      latitude: -31.95,
      longitude: 115.86,
      google_place_id: id,
      timezone: 'Australia/Perth',
      label,
      population: 1000,
    },
  };
}
