import { z } from 'zod';
import { PLACES_QUERY_MAX_LENGTH, PLACES_QUERY_MIN_LENGTH, UPLOAD_PURPOSES } from '../limits';

/** The `purpose` field of POST /api/uploads (multipart/form-data). */
export const uploadPurposeField = z.enum(UPLOAD_PURPOSES);

/** `q` of GET /api/places: 2 to 100 characters once trimmed. */
export const placesQueryField = z.string().trim().min(PLACES_QUERY_MIN_LENGTH).max(PLACES_QUERY_MAX_LENGTH);
