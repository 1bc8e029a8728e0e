import type { crisisLineResource, Locale, Presented } from '@evenkeel/common';
import { bilingualTexts, type CrisisLine, languageFreeAttributes, textsIn } from './service';

/** The public attributes (decision 0005), texts in the request's language: an explicit allow-list. */
export function presentCrisisLine(line: CrisisLine, locale: Locale): Presented<typeof crisisLineResource> {
  return {
    type: 'crisis_lines',
    id: line.slug,
    ...languageFreeAttributes(line),
    ...textsIn(line, locale),
  };
}

/**
 * What the administrators' screen needs to edit a line: both languages' texts, and whether the
 * shipped dataset still owns it (`edited_at` null) or an administrator changed it.
 */
export function presentCrisisLineForEditing(
  line: CrisisLine,
  locale: Locale,
): Presented<typeof crisisLineResource> {
  return {
    ...presentCrisisLine(line, locale),
    ...bilingualTexts(line),
    origin: line.origin,
    edited_at: line.editedAt?.toISOString() ?? null,
  };
}
