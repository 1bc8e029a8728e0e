/**
 * What other features use of the profile: its fields (onboarding asks the same questions) and
 * the image upload. Its page is not here: app/router.tsx loads it lazily by path.
 */
export type { Place } from './api/use-places';
export { BirthdateField } from './components/birthdate-field';
export { CityField } from './components/city-field';
export { ImageUploadField } from './components/picture-field';
export { TimezoneField } from './components/timezone-field';
