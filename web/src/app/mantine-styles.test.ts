/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  componentsDrawn,
  layerOf,
  MANTINE_GLOBALS,
  mantineLayers,
  sourceFiles,
  stylesheetsFor,
  stylesheetsImported,
  stylesheetsNeeded,
} from '../../scripts/mantine-styles';

/**
 * Only the CSS a page uses (issue 12): no Mantine package's whole stylesheet. Each module imports
 * the stylesheets of the Mantine components it draws and of those they are built on, in Mantine's
 * order, and no others: the shell's arrive with the entry, a page's with its chunk.
 */
describe("Mantine's stylesheets", () => {
  const files = sourceFiles();
  const name = (file: string) => file.slice(file.lastIndexOf(`${path.sep}src${path.sep}`) + 5);

  it('knows what a module draws and what a component needs', () => {
    const layout = files.find((file) => name(file) === path.join('app', 'layouts', 'app-layout.tsx'));
    const drawn = componentsDrawn(fs.readFileSync(layout as string, 'utf8')).map((item) => item.name);
    expect(drawn).toEqual(expect.arrayContaining(['AppShell', 'NavLink', 'Burger']));
    expect(stylesheetsFor('@mantine/core', 'Card')).toEqual([
      '@mantine/core/styles/Paper.css',
      '@mantine/core/styles/Card.css',
    ]);
    expect(stylesheetsFor('@mantine/core', 'Button')).toEqual([
      '@mantine/core/styles/UnstyledButton.css',
      '@mantine/core/styles/Loader.css',
      '@mantine/core/styles/Button.css',
    ]);
  });

  it('every module imports the stylesheets of the components it draws, and no others', () => {
    const wrong: Record<string, { imports: string[]; needs: string[] }> = {};
    for (const file of files) {
      const source = fs.readFileSync(file, 'utf8');
      const imports = stylesheetsImported(source);
      // main.tsx brings Mantine's global styles, before anything else.
      const needs = name(file) === 'main.tsx' ? MANTINE_GLOBALS : stylesheetsNeeded(source);
      if (imports.join() !== needs.join()) wrong[name(file)] = { imports, needs };
    }
    expect(wrong).toEqual({});
  });

  it("puts each stylesheet in a layer of its own, declared in Mantine's order before any loads", () => {
    const plugin = mantineLayers();
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const html = plugin.transformIndexHtml as (html: string) => string;
    expect(transform('.a{}', '/x/node_modules/@mantine/core/styles/Card.css')?.code).toMatch(
      /^@layer mantine\.Card \{\n\.a\{\}\n\}/,
    );
    expect(transform('.a{}', '/x/node_modules/@mantine/dates/styles.css?direct')?.code).toMatch(
      /^@layer mantine\.dates \{/,
    );
    expect(transform('.a{}', '/x/src/app/global.css')).toBeNull();

    const page = html('<head><!-- mantine-layers --></head>');
    const declared = /<style>@layer ([^;]+);<\/style>/.exec(page)?.[1]?.split(', ') ?? [];
    expect(declared.slice(0, 3)).toEqual([
      'mantine.baseline',
      'mantine.default-css-variables',
      'mantine.global',
    ]);
    expect(declared.indexOf('mantine.Paper')).toBeLessThan(declared.indexOf('mantine.Card'));
    expect(declared.indexOf('mantine.Popover')).toBeLessThan(declared.indexOf('mantine.Combobox'));
    expect(declared.at(-1)).toMatch(/^mantine\.(dates|notifications)$/);
    // Every stylesheet the app imports has its place.
    for (const file of files)
      for (const sheet of stylesheetsImported(fs.readFileSync(file, 'utf8')))
        expect(declared).toContain(layerOf(sheet));
  });
});
