import type { Locale, UserUpdateInput } from '@evenkeel/common';
import { canonicalTimeZone } from '@evenkeel/common/time-zones';
import { eq } from 'drizzle-orm';
import type { User } from '../../auth/user';
import type { AppContext } from '../../context';
import { uploads, users } from '../../db/schema';
import { validationFailed } from '../../http/errors';
import type { ServerTranslate } from '../../i18n';
import type { Place } from '../../lib/places';
import { findOwnUpload } from '../uploads/service';

const locationError = (t: ServerTranslate) =>
  validationFailed([
    { field: 'location', pointer: '/data/attributes/location', message: t('validation.location_incorrect') },
  ]);

/** Spec §5: the chosen place must yield locality, country, latitude, longitude and its id. */
async function verifiedPlace(
  ctx: AppContext,
  placeId: string,
  locale: Locale,
  t: ServerTranslate,
): Promise<Place> {
  // The country's name is stored in the language of the request that chose the place.
  const place = await ctx.places.find(placeId, locale);
  if (!place?.locality || !place.country || place.latitude === null || place.longitude === null) {
    throw locationError(t);
  }
  return place;
}

const clearedLocation = {
  locality: null,
  administrativeArea: null,
  administrativeAreaCode: null,
  country: null,
  countryCode: null,
  postalCode: null,
  latitude: null,
  longitude: null,
  googlePlaceId: null,
};

/**
 * Applies a profile change in one transaction. The location comes from the places provider
 * (never from the client); a new profile picture must be the user's own upload, and the
 * replaced one is deleted. Returns the user and the storage keys to remove after commit.
 */
export async function updateProfile(
  ctx: AppContext,
  user: User,
  input: UserUpdateInput,
  request: { locale: Locale; t: ServerTranslate },
): Promise<{ user: User; removedFiles: string[] }> {
  const { t } = request;
  const place = input.location
    ? await verifiedPlace(ctx, input.location.google_place_id, request.locale, t)
    : undefined;
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!current) throw new Error('user vanished');
    const removedFiles: string[] = [];
    if (input.profile_picture_url !== undefined && input.profile_picture_url !== current.profilePictureUrl) {
      if (input.profile_picture_url !== null) {
        const upload = await findOwnUpload(tx, user.id, input.profile_picture_url, 'profile_picture');
        if (!upload) {
          throw validationFailed([
            {
              field: 'profile_picture_url',
              pointer: '/data/attributes/profile_picture_url',
              message: t('validation.profile_picture_upload'),
            },
          ]);
        }
      }
      if (current.profilePictureUrl) {
        const previous = await findOwnUpload(tx, user.id, current.profilePictureUrl, 'profile_picture');
        if (previous) {
          await tx.delete(uploads).where(eq(uploads.id, previous.id));
          removedFiles.push(previous.storageKey);
        }
      }
    }
    const location =
      input.location === null
        ? clearedLocation
        : place
          ? {
              locality: place.locality,
              administrativeArea: place.administrative_area,
              administrativeAreaCode: place.administrative_area_code,
              country: place.country,
              countryCode: place.country_code,
              postalCode: place.postal_code,
              latitude: place.latitude,
              longitude: place.longitude,
              googlePlaceId: place.id,
            }
          : {};
    // An old zone name (Asia/Calcutta, Europe/Kiev) is accepted and stored by its current name.
    const chosenZone =
      input.timezone !== undefined ? input.timezone : place?.timezone ? place.timezone : undefined;
    const timezone = chosenZone ? canonicalTimeZone(chosenZone) : chosenZone;
    const changes = {
      ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
      ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
      ...(input.locale !== undefined ? { locale: input.locale } : {}),
      ...(input.birthdate !== undefined ? { birthdate: input.birthdate } : {}),
      ...(timezone !== undefined ? { timezone } : {}),
      ...location,
      ...(input.profile_picture_url !== undefined ? { profilePictureUrl: input.profile_picture_url } : {}),
      ...(input.onboarding_step !== undefined ? { onboardingStep: input.onboarding_step } : {}),
    };
    // Nothing to change (empty or missing `attributes`): 200 with the profile as it is.
    if (Object.keys(changes).length === 0) return { user: current, removedFiles };
    const [updated] = await tx.update(users).set(changes).where(eq(users.id, user.id)).returning();
    return { user: updated ?? current, removedFiles };
  });
}
