import { z } from 'zod';
import { PLACES_QUERY_MAX_LENGTH, PLACES_QUERY_MIN_LENGTH, UPLOAD_PURPOSES } from '../limits';
import { text } from './text';

/** The `purpose` field of POST /api/uploads (multipart/form-data). */
export const uploadPurposeField = z.enum(UPLOAD_PURPOSES);

/** `q` of GET /api/places: 2 to 100 characters once trimmed. */
export const placesQueryField = text(PLACES_QUERY_MAX_LENGTH, { min: PLACES_QUERY_MIN_LENGTH });
