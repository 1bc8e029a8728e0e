import { ADMINISTRATIVE_AREA_CODE_PATTERN } from '@evenkeel/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors';
import { isCountryCode } from './countries';

export type ResolvedLocation = { country: string | null; area: string | null };

/**
 * `country_code` and `administrative_area_code` as asked (any case), else the signed-in
 * member's profile location, else none. Malformed or unknown codes are a translated 422.
 */
export function resolveLocation(
  request: FastifyRequest,
  rawCountry: unknown,
  rawArea: unknown,
): ResolvedLocation {
  const given = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);
  const country = given(rawCountry);
  const area = given(rawArea);
  if (Array.isArray(rawCountry) || Array.isArray(rawArea)) {
    throw new ApiError(422, 'invalid_parameter', 'crisis_lines.errors.country_code');
  }
  if (country === undefined) {
    if (area !== undefined)
      throw new ApiError(422, 'invalid_parameter', 'crisis_lines.errors.area_without_country');
    const profile = request.currentUser;
    const profileCountry = profile?.countryCode?.toUpperCase() ?? null;
    if (!profileCountry || !isCountryCode(profileCountry)) return { country: null, area: null };
    const profileArea = profile?.administrativeAreaCode?.toUpperCase() ?? null;
    return {
      country: profileCountry,
      area: profileArea && ADMINISTRATIVE_AREA_CODE_PATTERN.test(profileArea) ? profileArea : null,
    };
  }
  const code = country.trim().toUpperCase();
  if (!isCountryCode(code)) throw new ApiError(422, 'invalid_parameter', 'crisis_lines.errors.country_code');
  const areaCode = area?.trim().toUpperCase() ?? null;
  if (areaCode !== null && !ADMINISTRATIVE_AREA_CODE_PATTERN.test(areaCode)) {
    throw new ApiError(422, 'invalid_parameter', 'crisis_lines.errors.area_code');
  }
  return { country: code, area: areaCode };
}

/**
 * Public answers are the same for everyone who is signed out (per language): shared caches
 * may keep them a few minutes. A signed-in answer may depend on the profile: revalidate.
 */
export function setPublicCacheHeaders(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('cache-control', request.currentUser ? 'private, no-cache' : 'public, max-age=300');
  reply.header('vary', 'Accept-Language, Cookie');
}
