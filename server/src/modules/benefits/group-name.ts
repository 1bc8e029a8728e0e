import type { Locale } from '@evenkeel/common';
import type { BenefitGroupRecord } from './service';

/** A benefit group's name in the reader's language: French where one is given, else the English. */
export function groupNameIn(group: Pick<BenefitGroupRecord, 'name' | 'nameFr'>, locale: Locale): string {
  return locale === 'fr' ? (group.nameFr ?? group.name) : group.name;
}
