/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { FIRST_SCREENS } from '@evenkeel/common/first-screens';
import { describe, expect, it } from 'vitest';
import { CORE_TEXT_PARTS, TEXT_PARTS } from '../lib/i18n';

/**
 * Each page names the parts of the web catalogue it shows (app/router.tsx), loaded with its code.
 * A part left out still shows while rendering (the page waits for it), but a text shown after an
 * action (a toast once saved) would be its key. So every part a page's code uses, through every
 * module it imports, must be named: this test reads the sources to check it.
 */
const SRC = path.resolve(import.meta.dirname, '..');
const ROUTER = path.join(SRC, 'app', 'router.tsx');
const parts = new Set<string>(TEXT_PARTS);

function resolveModule(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** Relative imports of a module, with the names taken from a feature's index (followed by name only). */
function importsOf(file: string, source: string): { file: string; names?: string[] }[] {
  const found: { file: string; names?: string[] }[] = [];
  const pattern = /import\s*(?:type\s+)?(?:\{([^}]*)\}\s*from\s*)?(?:[\w*\s,]*from\s*)?\(?\s*'(\.[^']+)'/g;
  for (const match of source.matchAll(pattern)) {
    const target = resolveModule(file, match[2] ?? '');
    if (!target || /^\s*type\b/.test(match[0].slice(6))) continue;
    const names = match[1]
      ?.split(',')
      .map(
        (name) =>
          name
            .replace(/^\s*type\s+/, '')
            .split(' as ')[0]
            ?.trim() ?? '',
      )
      .filter(Boolean);
    found.push(target.endsWith(`${path.sep}index.ts`) && names ? { file: target, names } : { file: target });
  }
  return found;
}

/** The parts a module and everything it imports use (`t('care.call')`, or a key given as a string). */
function partsUsedFrom(entry: string): Set<string> {
  const used = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string, names?: string[]) => {
    const key = names ? `${file}#${names.sort().join()}` : file;
    if (seen.has(key) || file.endsWith('.test.tsx') || file.endsWith('.test.ts')) return;
    seen.add(key);
    const source = fs.readFileSync(file, 'utf8');
    if (names && file.endsWith(`${path.sep}index.ts`)) {
      // A feature's index only re-exports: follow the modules that export the names asked for.
      for (const line of source.split('\n')) {
        const match = /export\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(\.[^']+)'/.exec(line);
        if (!match || match[0].startsWith('export type')) continue;
        const exported = (match[1] ?? '').split(',').map((name) => name.replace(/^\s*type\s+/, '').trim());
        const target = resolveModule(file, match[2] ?? '');
        if (target && exported.some((name) => names.includes(name))) visit(target);
      }
      return;
    }
    // Comments may quote keys as examples: they are left out.
    const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    for (const match of code.matchAll(/['`]([a-z_]+)\.[a-z_]+[a-z_.]*['`$]/g)) {
      if (parts.has(match[1] ?? '')) used.add(match[1] ?? '');
    }
    for (const imported of importsOf(file, source)) visit(imported.file, imported.names);
  };
  visit(entry);
  return used;
}

/**
 * The parts a texts argument names: an array, a page's entry of FIRST_SCREENS
 * (`FIRST_SCREENS['/care'].texts`), or the name of a shared constant holding either.
 */
function partsNamedBy(expression: string, shared: Map<string, string>): string[] {
  const text = shared.get(expression) ?? expression;
  if (text.startsWith('[')) return [...text.matchAll(/'([a-z_]+)'/g)].map((part) => part[1] ?? '');
  const screen = /^FIRST_SCREENS\['([^']+)'\]\.texts$/.exec(text)?.[1];
  if (screen && Object.hasOwn(FIRST_SCREENS, screen))
    return [...FIRST_SCREENS[screen as keyof typeof FIRST_SCREENS].texts];
  throw new Error(`Cannot read the texts named by ${expression}`);
}

/** Each lazily loaded page of the router, with the parts it names. */
function pagesOfRouter(): { page: string; named: string[] }[] {
  const source = fs.readFileSync(ROUTER, 'utf8');
  const shared = new Map<string, string>();
  for (const match of source.matchAll(/const (\w+_TEXTS) = (\[[^\]]*\]|FIRST_SCREENS\['[^']+'\]\.texts)/g)) {
    shared.set(match[1] ?? '', match[2] ?? '');
  }
  return [...source.matchAll(/lazyPage\(\s*\(\) => import\('([^']+)'\),?\s*([^)]*)\)/g)].map((match) => {
    // The texts argument (a data prefetch may follow it).
    const texts =
      (match[2] ?? '')
        .trim()
        .split(/,(?![^[]*\])/)[0]
        ?.trim() ?? '';
    return { page: match[1] ?? '', named: texts ? partsNamedBy(texts, shared) : [] };
  });
}

describe('texts each page names', () => {
  it('every part a page uses, in any module it imports, is named beside it or is a core part', () => {
    const core = new Set<string>(CORE_TEXT_PARTS);
    const pages = pagesOfRouter();
    expect(pages.length).toBeGreaterThan(30);
    const missing: Record<string, string[]> = {};
    for (const { page, named } of pages) {
      const file = resolveModule(ROUTER, page);
      if (!file) throw new Error(`No module for ${page}`);
      const left = [...partsUsedFrom(file)].filter((part) => !core.has(part) && !named.includes(part));
      if (left.length > 0) missing[page] = left.sort();
    }
    expect(missing).toEqual({});
  });

  it('the shell uses core parts only', () => {
    const core = new Set<string>(CORE_TEXT_PARTS);
    for (const shell of [
      'layouts/app-layout.tsx',
      'layouts/public-layout.tsx',
      'guards.tsx',
      'route-error.tsx',
    ]) {
      const used = [...partsUsedFrom(path.join(SRC, 'app', shell))].filter((part) => !core.has(part));
      expect(used, shell).toEqual([]);
    }
  });
});
