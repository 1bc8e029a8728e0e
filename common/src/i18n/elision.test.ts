import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';

type Tree = { [key: string]: string | Tree };

function* messages(tree: Tree, prefix = ''): Generator<[string, string]> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') yield [`${prefix}${key}`, value];
    else yield* messages(value, `${prefix}${key}.`);
  }
}

describe('French catalogues', () => {
  it('never put "de", "le" or "que" before a name that may start with a vowel ("de Operations")', () => {
    const wrong: string[] = [];
    for (const [namespace, tree] of Object.entries(catalogues.fr)) {
      for (const [key, message] of messages(tree as Tree)) {
        // Messages that choose the elided form themselves ({elide, select, …}) are right by construction.
        if (message.includes('select,')) continue;
        const filled = message.replace(/\{(name|group|organization|inviter|org)\}/g, 'Operations');
        if (/\b(de|le|que|la) Operations\b/.test(filled)) wrong.push(`${namespace}:${key}: ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
