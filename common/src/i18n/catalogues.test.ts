import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { catalogues, NAMESPACES } from './catalogues';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string'
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );
}

/** The names of the arguments a message uses ({name}, {count, plural, …}). */
function argumentsOf(message: string): string[] {
  return [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '').sort();
}

describe.each(NAMESPACES)('catalogue namespace %s', (namespace) => {
  const en = flatten(catalogues.en[namespace] as Tree);
  const fr = flatten(catalogues.fr[namespace] as Tree);

  it('has every key in both English and French', () => {
    expect(Object.keys(fr).filter((key) => !(key in en))).toEqual([]);
    expect(Object.keys(en).filter((key) => !(key in fr))).toEqual([]);
  });

  it('has valid ICU messages with the same arguments in both languages', () => {
    for (const [key, message] of Object.entries(en)) {
      expect(() => new IntlMessageFormat(message, 'en'), key).not.toThrow();
      const french = fr[key] ?? '';
      expect(() => new IntlMessageFormat(french, 'fr'), key).not.toThrow();
      expect(new Set(argumentsOf(french)), key).toEqual(new Set(argumentsOf(message)));
    }
  });

  it('has no empty message', () => {
    expect(Object.entries({ ...en, ...fr }).filter(([, message]) => message.trim() === '')).toEqual([]);
  });
});
