/// <reference types="node" />
/**
 * Mantine's CSS, a component at a time (issue 12: only the CSS the page uses).
 *
 * Each module imports the stylesheets of the Mantine components it draws
 * (`import '@mantine/core/styles/Button.css'`), so the shell's come with the entry and a page's
 * with its chunk. Mantine's stylesheets must apply in the order of its full `styles.css` (a Card
 * is a Paper whose `display` it overrides), but chunks load in any order and the bundler does not
 * keep CSS order across chunks. So `mantineLayers()` puts each stylesheet in a cascade layer of
 * its own (`@layer mantine.Paper { … }`), and index.html declares those layers first, in Mantine's
 * order: whichever arrives first, a Card's rules win over a Paper's. The app's own CSS is in no
 * layer and wins over all of Mantine, as when it came after Mantine's one stylesheet.
 *
 * The same module tells the web tests which stylesheets a component needs: its own and those of
 * every component it is built on (a Button draws an UnstyledButton and a Loader), read from
 * Mantine's modules (app/mantine-styles.test.ts).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');

export const MANTINE_PACKAGES = ['@mantine/core', '@mantine/dates', '@mantine/notifications'] as const;
type MantinePackage = (typeof MANTINE_PACKAGES)[number];

/** Mantine's global styles, imported once by main.tsx before any component's ("Global styles"). */
export const MANTINE_GLOBALS = ['baseline', 'default-css-variables', 'global'].map(
  (name) => `@mantine/core/styles/${name}.css`,
);

const packageDir = (name: MantinePackage) => path.dirname(require.resolve(`${name}/styles.css`));

/** The cascade layer of one of Mantine's stylesheets, by import specifier or file path. */
export function layerOf(stylesheet: string): string | undefined {
  const file = stylesheet.split('?')[0]?.replaceAll('\\', '/') ?? '';
  const core = /@mantine\/core\/styles\/([\w-]+)\.css$/.exec(file);
  if (core) return `mantine.${core[1]}`;
  const other = /@mantine\/(dates|notifications)\/styles\.css$/.exec(file);
  return other ? `mantine.${other[1]}` : undefined;
}

/** Position of each core stylesheet in Mantine's full `styles.css`: what a component builds on comes first. */
let corePositions: Map<string, number> | undefined;
function mantineOrder(stylesheet: string): number {
  if (!corePositions) {
    const dir = path.join(packageDir('@mantine/core'), 'styles');
    const all = fs.readFileSync(path.join(packageDir('@mantine/core'), 'styles.css'), 'utf8');
    corePositions = new Map();
    for (const file of fs.readdirSync(dir)) {
      if (!file.endsWith('.css') || file.endsWith('.layer.css')) continue;
      const at = all.indexOf(fs.readFileSync(path.join(dir, file), 'utf8').trim());
      if (at >= 0) corePositions.set(`@mantine/core/styles/${file}`, at);
    }
  }
  const core = corePositions.get(stylesheet);
  if (core !== undefined) return core;
  if (!layerOf(stylesheet)) throw new Error(`not one of Mantine's stylesheets: ${stylesheet}`);
  // The other packages' stylesheets come after core's (Mantine's "styles import order").
  return Number.MAX_SAFE_INTEGER;
}

/** Sorts stylesheets the way Mantine's full stylesheet orders them. */
export function inMantineOrder(stylesheets: Iterable<string>): string[] {
  return [...new Set(stylesheets)].sort((a, b) => mantineOrder(a) - mantineOrder(b));
}

/** The Mantine stylesheets a module imports, in its order. */
export function stylesheetsImported(source: string): string[] {
  return [...source.matchAll(/^import '(@mantine\/[^']+\.css)';$/gm)].map((match) => match[1] ?? '');
}

/** Every Mantine stylesheet the app's modules import (web/src). */
export function stylesheetsOfTheApp(src = SRC): string[] {
  const sheets = new Set<string>();
  for (const file of sourceFiles(src, true))
    for (const sheet of stylesheetsImported(fs.readFileSync(file, 'utf8'))) sheets.add(sheet);
  return inMantineOrder(sheets);
}

/** The app's .ts and .tsx files; tests and test support left out unless asked for. */
export function sourceFiles(src = SRC, withTests = false): string[] {
  return (fs.readdirSync(src, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .filter((file) => withTests || !(/\.test\.tsx?$/.test(file) || file.startsWith(`test${path.sep}`)))
    .map((file) => path.join(src, file));
}

/**
 * Vite plugin: each of Mantine's stylesheets in its own layer, and the layers' order declared in
 * index.html where `<!-- mantine-layers -->` stands, before any stylesheet loads.
 */
export function mantineLayers(): Plugin {
  return {
    name: 'evenkeel:mantine-layers',
    enforce: 'pre',
    transform(code, id) {
      const layer = layerOf(id);
      if (!layer || !id.split('?')[0]?.endsWith('.css')) return null;
      return { code: `@layer ${layer} {\n${code}\n}\n`, map: null };
    },
    transformIndexHtml(html) {
      const placeholder = '<!-- mantine-layers -->';
      if (!html.includes(placeholder)) throw new Error(`index.html has no ${placeholder}`);
      const layers = stylesheetsOfTheApp().map((sheet) => layerOf(sheet));
      return html.replace(placeholder, `<style>@layer ${layers.join(', ')};</style>`);
    },
  };
}

// What a component needs ------------------------------------------------------------------------

/** Where each of a package's exports is defined (its esm/index.mjs imports every one of them). */
const exportMaps = new Map<MantinePackage, Map<string, string>>();
function fileOf(name: MantinePackage, exported: string): string | undefined {
  let files = exportMaps.get(name);
  if (!files) {
    files = new Map();
    const esm = path.join(packageDir(name), 'esm');
    const index = fs.readFileSync(path.join(esm, 'index.mjs'), 'utf8');
    for (const match of index.matchAll(/import \{([^}]*)\} from "(\.[^"]+)"/g)) {
      for (const binding of (match[1] ?? '').split(',')) {
        const local = binding
          .trim()
          .split(/\s+as\s+/)
          .pop();
        if (local) files.set(local, path.join(esm, match[2] ?? ''));
      }
    }
    exportMaps.set(name, files);
  }
  return files.get(exported);
}

/** A CSS module of Mantine's build (`Button.module.mjs`) → the stylesheet that carries it. */
function stylesheetOf(moduleFile: string): string {
  for (const name of MANTINE_PACKAGES) {
    if (!moduleFile.startsWith(`${packageDir(name)}${path.sep}`)) continue;
    if (name !== '@mantine/core') return `${name}/styles.css`;
    return `@mantine/core/styles/${path.basename(moduleFile, '.module.mjs')}.css`;
  }
  throw new Error(`not a Mantine module: ${moduleFile}`);
}

const importsOf = new Map<string, string[]>();

/** The Mantine modules one module imports: relative paths, and exports of another Mantine package. */
function importedFiles(file: string): string[] {
  const known = importsOf.get(file);
  if (known) return known;
  const targets: string[] = [];
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/(?:import|export)\s*(?:([^"]*?)\s*from\s*)?"([^"]+)"/g)) {
    const specifier = match[2] ?? '';
    if (specifier.startsWith('.')) targets.push(path.resolve(path.dirname(file), specifier));
    else if ((MANTINE_PACKAGES as readonly string[]).includes(specifier)) {
      for (const binding of (match[1] ?? '').replace(/[{}]/g, '').split(',')) {
        const target = fileOf(specifier as MantinePackage, binding.trim().split(/\s+as\s+/)[0] ?? '');
        if (target) targets.push(target);
      }
    }
  }
  importsOf.set(file, targets);
  return targets;
}

/** The stylesheets a component exported by a Mantine package needs, in Mantine's order. */
export function stylesheetsFor(name: MantinePackage, component: string): string[] {
  const start = fileOf(name, component);
  if (!start) throw new Error(`${name} exports no ${component}`);
  const found = new Set<string>();
  const seen = new Set<string>([start]);
  const queue = [start];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (file.endsWith('.module.mjs')) found.add(stylesheetOf(file));
    for (const target of importedFiles(file)) {
      if (seen.has(target)) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return inMantineOrder(found);
}

/**
 * The Mantine components a module draws: names it imports from a Mantine package and uses as an
 * element (`<Button`, `<AppShell.Header`) or as another component's `component={ScrollArea}`.
 */
export function componentsDrawn(source: string): { from: MantinePackage; name: string }[] {
  const drawn: { from: MantinePackage; name: string }[] = [];
  for (const match of source.matchAll(/import \{([^}]*)\} from '(@mantine\/[a-z]+)'/g)) {
    const from = match[2] as MantinePackage;
    if (!(MANTINE_PACKAGES as readonly string[]).includes(from)) continue;
    for (const binding of (match[1] ?? '').split(',')) {
      const name = binding.trim();
      if (!name || name.startsWith('type ')) continue;
      if (new RegExp(`<${name}[\\s>./]|component=\\{${name}\\}`).test(source)) drawn.push({ from, name });
    }
  }
  return drawn;
}

/** The stylesheets a module must import for what it draws, in Mantine's order. */
export function stylesheetsNeeded(source: string): string[] {
  return inMantineOrder(componentsDrawn(source).flatMap(({ from, name }) => stylesheetsFor(from, name)));
}
