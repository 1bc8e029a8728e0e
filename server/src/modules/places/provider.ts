/** The places module's types for other modules; they live in lib/, under the app context. */
export type { Place, PlacesProvider } from '../../lib/places';
