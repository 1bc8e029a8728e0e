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

type Element = {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};

/**
 * The names of the arguments a message uses ({name}, {count, plural, …}), read from the ICU parser's
 * tree: a select's branch text ({kind, select, article {articles} …}) is text, not an argument.
 */
function argumentsOf(message: string, locale: string): string[] {
  const names = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 1 argument, 2 number, 3 date, 4 time, 5 select, 6 plural (intl-messageformat's TYPE).
      if (element.type >= 1 && element.type <= 6 && typeof element.value === 'string')
        names.add(element.value);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
      if (element.children) walk(element.children);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown as Element[]);
  return [...names].sort();
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
      expect(argumentsOf(french, 'fr'), key).toEqual(argumentsOf(message, 'en'));
    }
  });

  it('has no empty message', () => {
    expect(Object.entries({ ...en, ...fr }).filter(([, message]) => message.trim() === '')).toEqual([]);
  });
});
