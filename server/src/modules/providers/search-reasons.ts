import type { Locale } from '@evenkeel/common';
import type { ServerMessageKey } from '@evenkeel/common/i18n/keys';
import type { ServerTranslate } from '../../i18n';
import type { MemberCoverage } from '../benefits';

// The words of a search result's reasons (`meta.reasons`): catalogue messages and Intl names,
// formatted once per language and kept, since a page of results asks for many of them.

export type ReasonWords = { t: ServerTranslate; locale: Locale };

/** Intl formatters are costly to build: one of each per language, kept. */
function cached<T>(make: (locale: Locale) => T): (locale: Locale) => T {
  const made = new Map<Locale, T>();
  return (locale) => {
    let value = made.get(locale);
    if (value === undefined) {
      value = make(locale);
      made.set(locale, value);
    }
    return value;
  };
}
const listFormat = cached((locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }));
const languageNames = cached((locale) => new Intl.DisplayNames([locale], { type: 'language' }));
export const kilometres = cached((locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }));
const list = (names: string[], locale: Locale) => listFormat(locale).format(names);

/**
 * A catalogue message with its values put in. Formatting through i18next-icu costs a third of a
 * millisecond a call, and a page of 20 results asks for ~150 names and reasons: each message is
 * formatted once per language with markers where its values go, then only filled in.
 */
const templates = new Map<string, string>();
export function phrase(
  words: ReasonWords,
  key: ServerMessageKey,
  values: Record<string, string> = {},
): string {
  const id = `${words.locale}:${key}`;
  let template = templates.get(id);
  if (template === undefined) {
    const markers = Object.fromEntries(Object.keys(values).map((name) => [name, `\u{E000}${name}\u{E001}`]));
    template = words.t(key, markers);
    templates.set(id, template);
  }
  return template.replace(/\u{E000}(\w+)\u{E001}/gu, (_, name: string) => values[name] ?? '');
}
export const languageName = (code: string, locale: Locale) => languageNames(locale).of(code) ?? code;

/** "Specializes in Anxiety and Trauma": the matched keys' names in one reason. */
export function matchedReason(
  words: ReasonWords,
  key: ServerMessageKey,
  matched: readonly string[],
  name: (value: string) => string,
): string[] {
  if (matched.length === 0) return [];
  return [phrase(words, key, { names: list(matched.map(name), words.locale) })];
}

/** "Covered by Full-time staff: 6 of 8 sessions left" (what is left, else the group alone). */
export function coveredReason(words: ReasonWords, covered: MemberCoverage): string {
  const { balance } = covered;
  if (covered.sessionsPerYear !== null && balance.leftSessions !== null) {
    return phrase(words, 'care_reasons.covered_sessions', {
      group: covered.groupName,
      left: String(balance.leftSessions),
      total: String(covered.sessionsPerYear),
    });
  }
  if (covered.yearlyAmountCents !== null && balance.leftAmountCents !== null && covered.currency) {
    const money = (cents: number) =>
      new Intl.NumberFormat(words.locale === 'fr' ? 'fr-CA' : 'en-CA', {
        style: 'currency',
        currency: covered.currency as string,
      }).format(cents / 100);
    return phrase(words, 'care_reasons.covered_amount', {
      group: covered.groupName,
      left: money(balance.leftAmountCents),
      total: money(covered.yearlyAmountCents),
    });
  }
  return phrase(words, 'care_reasons.covered', { group: covered.groupName });
}
